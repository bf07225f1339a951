import type { MouseEvent } from "react";

// A click on one of these keeps its own action (the row's link, its menu, a checkbox…).
const CONTROLS =
  "a, button, input, select, textarea, label, [role='button'], [role='menuitem'], [role='checkbox'], [role='menu']";

/**
 * Props that make a whole table row open its item, as its hover shading promises. The row's own link
 * stays the keyboard's and the screen reader's way in; a click on a control inside the row, or one
 * that ends a text selection, does not open the item.
 */
export function rowClickProps(open: () => void) {
  return {
    onClick: (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement | null;
      if (!target || target.closest(CONTROLS)) return;
      if (!event.currentTarget.contains(target)) return;
      if ((window.getSelection?.()?.toString() ?? "") !== "") return;
      open();
    },
    sx: { cursor: "pointer" },
  };
}
