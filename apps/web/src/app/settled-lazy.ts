import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type PageModule<T> = { default: T };

/**
 * React.lazy for a page whose code may be fetched before it is first drawn (the first screen's layout and home,
 * fetched as the app starts). React.lazy suspends on any promise, even one already settled: the first screen then
 * showed its fallback, and React held the page back for its 300 ms reveal throttle (a third of a phone's largest
 * paint, issue 26). Once the code has arrived, the factory answers with a thenable that calls back at once, which
 * React reads without suspending. `preload` starts the fetch, once.
 */
export function settledLazy<T extends ComponentType>(
  load: () => Promise<PageModule<T>>,
): { Page: LazyExoticComponent<T>; preload: () => Promise<PageModule<T>> } {
  let loading: Promise<PageModule<T>> | undefined;
  let loaded: PageModule<T> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const settled = (module: PageModule<T>) =>
    // biome-ignore lint/suspicious/noThenProperty: the point: a thenable React.lazy reads at once.
    ({ then: (resolve: (value: PageModule<T>) => void) => resolve(module) }) as unknown as Promise<PageModule<T>>;
  const Page = lazy(() => (loaded ? settled(loaded) : preload()));
  return { Page, preload };
}
