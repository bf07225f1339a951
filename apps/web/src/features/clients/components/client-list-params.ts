import {
  type ClientSource,
  type ClientStatus,
  type ClientType,
  clientSources,
  clientStatuses,
  clientTypes,
  DEFAULT_PAGE_SIZE,
} from "@cortege/domain";
import type { ClientListParams } from "../api/use-client-list.ts";

export type ClientListState = ClientListParams & { q: string };

export const pageSizes = [10, 25, 50, 100] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The state of the clients list as it is written in the address (?q=&type=&statut=&source=&archives=1
 * &tri=nom&ordre=asc&page=2&parPage=50): a reload, the back button or a shared link shows the same list.
 * Anything unknown falls back to the default.
 */
export function readClientListParams(params: URLSearchParams): ClientListState {
  const page = Number(params.get("page"));
  const limit = Number(params.get("parPage"));
  const sort = params.get("tri") === "nom" ? "name" : "createdAt";
  return {
    q: params.get("q") ?? "",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (pageSizes as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    type: oneOf<ClientType>(clientTypes, params.get("type")),
    status: oneOf<ClientStatus>(clientStatuses, params.get("statut")),
    source: oneOf<ClientSource>(clientSources, params.get("source")),
    isArchived: params.get("archives") === "1",
    sort,
    order:
      params.get("ordre") === "asc" || params.get("ordre") === "desc"
        ? (params.get("ordre") as "asc" | "desc")
        : sort === "name"
          ? "asc"
          : "desc",
  };
}

/** Writes the state back, leaving defaults out so that the address stays short. */
export function writeClientListParams(state: ClientListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.type) params.set("type", state.type);
  if (state.status) params.set("statut", state.status);
  if (state.source) params.set("source", state.source);
  if (state.isArchived) params.set("archives", "1");
  if (state.sort === "name") params.set("tri", "nom");
  const defaultOrder = state.sort === "name" ? "asc" : "desc";
  if (state.order !== defaultOrder) params.set("ordre", state.order);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set("parPage", String(state.limit));
  return params;
}

/** A change of filter, sort or search goes back to the first page; a change of page keeps the rest. */
export function changeClientList(state: ClientListState, change: Partial<ClientListState>): ClientListState {
  const keepsPage = Object.keys(change).every((key) => key === "page");
  return { ...state, ...change, page: keepsPage ? (change.page ?? state.page) : 1 };
}
