import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from "react";

/**
 * React.lazy plus the same import as `preload`, for the buttons that open the component to start the download on
 * hover or focus (the module loader answers both with one request).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  return Object.assign(
    lazy(() => load() as Promise<{ default: ComponentType<P> }>),
    {
      preload: () => {
        void load().catch(() => undefined);
      },
    },
  );
}
