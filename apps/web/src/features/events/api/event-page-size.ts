/** Cards loaded per board column and rows per list page: enough to fill a screen, never the whole history. */
export const EVENT_PAGE_SIZE = 20;
