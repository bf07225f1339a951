import { startTransition, useEffect, useState } from "react";

/**
 * True once `ready` has been true for one commit, the second part then rendered as a transition: a long screen is put
 * on the page in two smaller steps (what is at the top, then what is below), and a phone's processor is free to paint
 * and answer a tap in between instead of being held for the whole screen at once.
 */
export function useStagedReveal(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return ready && revealed;
}
