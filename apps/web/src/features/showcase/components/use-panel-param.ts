import { useSearchParams } from "react-router";

/**
 * Which side panel is open, kept in the URL (?<param>=nouveau|<id>) so that a reload or the back
 * button finds it again.
 */
export function usePanelParam(param: string, newValue: string) {
  const [params, setParams] = useSearchParams();
  const opened = params.get(param);
  const open = (value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(param);
        else next.set(param, value);
        return next;
      },
      { replace },
    );
  return {
    isNew: opened === newValue,
    openedId: opened && opened !== newValue ? opened : null,
    openNew: () => open(newValue),
    openId: (id: string, replace = false) => open(id, replace),
    close: () => open(null),
  };
}
