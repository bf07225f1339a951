/** Every task query starts with ["tasks", vendorId]: a change to a board can refresh all of one vendor's views at once. */
export const taskQueryKeys = {
  all: (vendorId: string) => ["tasks", vendorId] as const,
  boards: (vendorId: string) => ["tasks", vendorId, "boards"] as const,
  boardList: (vendorId: string, includeEventBoards: boolean) => ["tasks", vendorId, "boards", { includeEventBoards }] as const,
  board: (vendorId: string, boardId: string) => ["tasks", vendorId, "board", boardId] as const,
  eventBoard: (vendorId: string, eventId: string) => ["tasks", vendorId, "event", eventId] as const,
  config: (vendorId: string) => ["tasks", vendorId, "config"] as const,
};
