import { useCallback, useState } from "react";

/**
 * Which pictures of a form are still travelling: its save waits for them, or the item would be saved
 * without the picture the user just chose.
 */
export function useUploadsInProgress() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback(
    (key: string, isBusy: boolean) =>
      setBusy((current) => {
        if (current.has(key) === isBusy) return current;
        const next = new Set(current);
        if (isBusy) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { busy: busy.size > 0, report };
}
