/** The client's subsidiary account code in the FEC: C + the first 8 characters of its id. */
export function clientCode(clientId: string | null, clientName: string | null): string {
  if (clientId) return `C${clientId.replaceAll("-", "").slice(0, 8).toUpperCase()}`;
  return `C${
    (clientName ?? "DIVERS")
      .normalize("NFD")
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 8)
      .toUpperCase() || "DIVERS"
  }`;
}
