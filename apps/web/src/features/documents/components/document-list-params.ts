import { type DocumentStatus, documentStatuses } from "@cortege/domain";

/**
 * A documents list as written in the address (?q=&statut=SENT&archives=1&pages=c1,c2). The server
 * pages with an opaque cursor, so the address keeps the trail of cursors that led to the page shown:
 * a reload or a shared link shows the same page, and « Page précédente » drops the last one. The
 * spec's search call takes no status, so a search and a status filter exclude each other.
 */
export type DocumentListState = {
  q: string;
  status: DocumentStatus | undefined;
  isArchived: boolean;
  cursors: string[];
};

const CURSOR = /^[A-Za-z0-9_-]{1,64}$/;

export function readDocumentListParams(params: URLSearchParams): DocumentListState {
  const status = params.get("statut");
  const q = params.get("q") ?? "";
  return {
    q,
    status:
      !q.trim() && status !== "NONE" && (documentStatuses as readonly string[]).includes(status ?? "")
        ? (status as DocumentStatus)
        : undefined,
    isArchived: params.get("archives") === "1",
    cursors: (params.get("pages") ?? "").split(",").filter((c) => CURSOR.test(c)),
  };
}

export function writeDocumentListParams(state: DocumentListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("statut", state.status);
  if (state.isArchived) params.set("archives", "1");
  if (state.cursors.length > 0) params.set("pages", state.cursors.join(","));
  return params;
}

/** A new search drops the status and a new status drops the search; any filter goes back to the first page. */
export function changeDocumentList(state: DocumentListState, change: Partial<DocumentListState>): DocumentListState {
  const next = { ...state, ...change };
  if (change.q?.trim()) next.status = undefined;
  if (change.status !== undefined) next.q = "";
  if (change.cursors === undefined) next.cursors = [];
  return next;
}
