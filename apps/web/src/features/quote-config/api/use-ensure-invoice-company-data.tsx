import { ApiProblemError } from "@cortege/api-client";
import { type Client, clientPostalAddress } from "@cortege/domain";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { DialogLoader } from "../../../components/dialog-loader.tsx";
import { addressValues } from "../../../components/postal-address-values.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryOptions } from "../../clients/api/use-client.ts";
import { useSaveClient } from "../../clients/api/use-save-client.ts";
import { clientBody, clientFormValues } from "../../clients/components/client-form-values.ts";
import { companyQueryOptions, type VendorCompany } from "../../showcase/api/use-company.ts";
import { useUpdateCompany } from "../../showcase/api/use-update-company.ts";
import type { MissingInfo } from "../components/missing-company-info.ts";
import type { MissingClientSide } from "../components/missing-company-info-dialog.tsx";
import { quoteConfigQueryOptions } from "./use-quote-config.ts";
import { useUpdateQuoteConfig } from "./use-update-quote-config.ts";

// The rules of what an invoice needs share a chunk with the company schema (SIREN checks), hence zod and
// libphonenumber-js: fetched when a document is issued, alongside the company and the settings.
const missingInfoRules = () => import("../components/missing-company-info.ts");

// The dialog (a form validated with the company schema, hence zod and libphonenumber-js) loads when a document lacks
// something, not with the document editor that calls the check (issue 26: each further route ≤ 150 kB gz).
const MissingCompanyInfoDialog = lazy(() =>
  import("../components/missing-company-info-dialog.tsx").then((m) => ({ default: m.MissingCompanyInfoDialog })),
);

type Open = {
  company: VendorCompany;
  isVat: boolean;
  vatMention: string | null;
  missing: MissingInfo[];
  client: (MissingClientSide & { record: Client }) | null;
};

export type EnsureInvoiceCompanyData = {
  /**
   * Resolves true when the company, and the document's client when one is given, hold what a French
   * invoice needs (at once, or after the vendor filled the dialog and it was saved), false when the
   * vendor closed the dialog.
   */
  ensureInvoiceCompanyData: (clientId?: string | null) => Promise<boolean>;
  /** The dialog, to render once in the screen that calls the function. */
  dialog: ReactNode;
};

/**
 * The client with what the dialog typed: its postal address where documents read it (a company's head office,
 * else the first contact's), and a business client's SIREN.
 */
function completedClient(vendorId: string, client: Client, address: Record<string, unknown> | null, siren: string | null) {
  const values = clientFormValues(vendorId, client);
  if (address) {
    const typed = addressValues(address);
    if (client.type === "PROFESSIONAL") values.company.address = typed;
    else if (values.contacts[0]) values.contacts[0].address = typed;
  }
  if (siren && client.type === "PROFESSIONAL") values.company.siren = siren;
  return { ...clientBody(values), clientId: client.clientId };
}

/**
 * The missing-information flow (part 2 §2): call `ensureInvoiceCompanyData(clientId)` before issuing a
 * document; render `dialog`. It asks for what the vendor's company lacks and for the client's postal
 * address. See docs/decisions.md "Documents (web): settings" and "Clients: postal addresses".
 */
export function useEnsureInvoiceCompanyData(): EnsureInvoiceCompanyData {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  const updateCompany = useUpdateCompany(vendorId);
  const updateConfig = useUpdateQuoteConfig(vendorId);
  const saveClient = useSaveClient(vendorId);
  const [open, setOpen] = useState<Open | null>(null);
  const settle = useRef<((done: boolean) => void) | null>(null);

  const ensureInvoiceCompanyData = useCallback(
    async (clientId?: string | null) => {
      const [{ emptyCompany, missingClientInfo, missingInvoiceInfo }, company, config, client] = await Promise.all([
        missingInfoRules(),
        // A vendor without a company yet (404) fills it here.
        queryClient.fetchQuery(companyQueryOptions(vendorId)).catch((error: unknown) => {
          if (error instanceof ApiProblemError && error.problem.kind === "not-found") return null;
          throw error;
        }),
        queryClient.fetchQuery(quoteConfigQueryOptions(vendorId)),
        clientId ? queryClient.fetchQuery({ ...clientQueryOptions(vendorId, clientId), staleTime: 0 }) : null,
      ]);
      const vat = { isVat: config.isVat, vatMention: config.vatMention ?? null };
      const missing = missingInvoiceInfo(company ?? emptyCompany, vat);
      const clientAddress = clientPostalAddress(client);
      const clientMissing = missingClientInfo(clientAddress, client !== null, {
        professional: client?.type === "PROFESSIONAL",
        siren: (client?.company as { siren?: string | null } | null | undefined)?.siren ?? null,
      });
      if (missing.length === 0 && clientMissing.length === 0) return true;
      settle.current?.(false);
      return new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen({
          company: company ?? emptyCompany,
          ...vat,
          missing,
          client:
            client && clientMissing.length > 0
              ? { name: client.name, address: clientAddress, missing: clientMissing, record: client }
              : null,
        });
      });
    },
    [queryClient, vendorId],
  );

  const close = (done: boolean) => {
    settle.current?.(done);
    settle.current = null;
    setOpen(null);
    updateCompany.reset();
    updateConfig.reset();
    saveClient.reset();
  };

  const save = async (
    company: VendorCompany | null,
    vatMention: string | null,
    clientAddress: Record<string, unknown> | null,
    clientSiren: string | null,
  ) => {
    try {
      if (company) {
        const { companyUpdateBody } = await missingInfoRules();
        await updateCompany.mutateAsync(companyUpdateBody(vendorId, company));
      }
      if (open && !open.isVat && vatMention !== open.vatMention) await updateConfig.mutateAsync({ vatMention });
      if (open?.client && (clientAddress || clientSiren)) {
        await saveClient.mutateAsync(completedClient(vendorId, open.client.record, clientAddress, clientSiren));
      }
      close(true);
    } catch {
      // The dialog stays open with the server's message (rendered from the mutations' errors); what was typed is kept.
    }
  };

  const dialog = open ? (
    <Suspense fallback={<DialogLoader onClose={() => close(false)} />}>
      <MissingCompanyInfoDialog
        open
        vendorId={vendorId}
        company={open.company}
        vat={{ isVat: open.isVat, vatMention: open.vatMention }}
        missing={open.missing}
        client={open.client}
        pending={updateCompany.isPending || updateConfig.isPending || saveClient.isPending}
        error={updateCompany.error ?? updateConfig.error ?? saveClient.error}
        onSave={(company, vatMention, clientAddress, clientSiren) => void save(company, vatMention, clientAddress, clientSiren)}
        onCancel={() => close(false)}
      />
    </Suspense>
  ) : null;

  return { ensureInvoiceCompanyData, dialog };
}
