import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

// Where each visited entry of the history was scrolled to, to put a vendor back where they were on « Retour ».
const positions = new Map<string, number>();

/**
 * A new screen opens at its top; going back or forward returns to where that screen was left (the browser's own
 * restoration runs before the screen has rendered, so it is done here, once the screen is on the page).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const key = location.key;
    window.scrollTo(0, navigationType === "POP" ? (positions.get(key) ?? 0) : 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, navigationType]);
  return null;
}
