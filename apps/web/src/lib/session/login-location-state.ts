/** What a page can hand to /connexion: where to go back to, and the e-mail to prefill. */
export type LoginLocationState = { from?: string; email?: string };

/** Location state is whatever history holds: only a same-site path is accepted as a destination. */
export function readLoginLocationState(state: unknown): { from: string | null; email: string } {
  const record = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  const from = typeof record.from === "string" && /^\/(?!\/)/.test(record.from) ? record.from : null;
  const email = typeof record.email === "string" ? record.email : "";
  return { from, email };
}
