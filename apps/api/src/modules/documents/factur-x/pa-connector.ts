import type { EinvoiceStatus } from "@cortege/domain";
import { einvoiceStatuses } from "@cortege/domain";

/**
 * The vendor's plateforme agréée (PA), the only way a French B2B e-invoice reaches its buyer from
 * September 2027. Two calls, in the spirit of AFNOR XP Z12-013 (the « Flow Service » of the PA APIs):
 * deposit a Factur-X file as a flow, read the flow's lifecycle status. Modelled on XP Z12-013 and on the
 * public flow APIs of registered PAs (docs/decisions.md « Factur-X and the plateforme agréée »).
 */
export type PaFlow = { flowId: string; status: EinvoiceStatus; reason: string | null };

export type PaConnector = {
  deposit(file: { filename: string; pdf: Buffer; trackingId: string }): Promise<PaFlow>;
  status(flowId: string): Promise<PaFlow>;
};

/** The server's PA: its API address, and a token for every vendor without one of its own (optional). */
export type PaSettings = { url: string; token?: string | undefined };

/** The PA did not answer or answered something else than a flow: nothing is recorded, the vendor retries. */
export class PaUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaUnavailableError";
  }
}

const TIMEOUT_MS = 15_000;

function flowOf(body: unknown): PaFlow {
  const b = (body ?? {}) as { flowId?: unknown; status?: unknown; reason?: unknown };
  if (typeof b.flowId !== "string" || !(einvoiceStatuses as readonly unknown[]).includes(b.status)) {
    throw new PaUnavailableError("unexpected PA answer");
  }
  return { flowId: b.flowId, status: b.status as EinvoiceStatus, reason: typeof b.reason === "string" ? b.reason : null };
}

/** The HTTP connector: `POST {url}/v1/flows` (multipart: flowInfo JSON + file), `GET {url}/v1/flows/{id}`. */
export function createHttpPaConnector(settings: { url: string; token: string }): PaConnector {
  const base = settings.url.replace(/\/+$/, "");
  const headers = { authorization: `Bearer ${settings.token}`, accept: "application/json" };
  const call = async (path: string, init: RequestInit) => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new PaUnavailableError(`PA unreachable: ${(error as Error).message}`);
    }
    if (!res.ok) throw new PaUnavailableError(`PA answered ${res.status}`);
    return flowOf(await res.json().catch(() => null));
  };
  return {
    deposit(file) {
      const form = new FormData();
      form.set(
        "flowInfo",
        JSON.stringify({ trackingId: file.trackingId, name: file.filename, flowSyntax: "Factur-X", flowProfile: "EN16931" }),
      );
      form.set("file", new Blob([new Uint8Array(file.pdf)], { type: "application/pdf" }), file.filename);
      return call("/v1/flows", { method: "POST", body: form });
    },
    status(flowId) {
      return call(`/v1/flows/${encodeURIComponent(flowId)}`, { method: "GET" });
    },
  };
}
