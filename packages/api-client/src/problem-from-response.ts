import { UNKNOWN_ERROR_MESSAGE } from "@cortege/domain";
import { makeProblem, type Problem } from "./problem.ts";

function field(body: unknown, name: string): unknown {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The wire's `message` is a French text or, for validation, a list of them: the first one is shown. */
function firstMessage(body: unknown): string | undefined {
  const message = field(body, "message");
  const first = Array.isArray(message) ? message[0] : message;
  // An empty text would show an empty error; treat it as absent.
  return typeof first === "string" && first !== "" ? first : undefined;
}

/** Maps an HTTP answer that is not a usable success to the spec's error catalogue (part 1 §8). */
export function problemFromResponse(status: number, body: unknown): Problem {
  // 5xx: nothing from the body, which could describe the server's internals.
  if (status >= 500 && status <= 599) return makeProblem("server", { status });
  if (status < 400 || status > 599) return makeProblem("unknown", { status });

  const code = field(body, "code");
  const details = { status, code: typeof code === "string" ? code : undefined, message: firstMessage(body) };
  switch (status) {
    case 400:
      return makeProblem("bad-data", { ...details, message: details.message ?? UNKNOWN_ERROR_MESSAGE });
    case 401:
      return makeProblem("unauthorized", details);
    case 403:
      return makeProblem("forbidden", details);
    case 404:
      return makeProblem("not-found", details);
    default:
      return makeProblem("rejected", details);
  }
}
