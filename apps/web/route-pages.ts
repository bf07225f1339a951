import path from "node:path";

/** Where a page renders: on its own, or inside the back office's layout. */
export type RouteKind = "public" | "back-office";

/**
 * Route pages, read from the router: each `lazy(() => import("…"))` (or `settledLazy`) is a page; those referenced after
 * `<AppLayout />` render inside the back-office layout.
 */
export function routePages(routerSource: string): Array<{ name: string; module: string; kind: RouteKind }> {
  // `lazy(() => import("…"))`, or `lazy(loadX)`: a named loader (one that also fetches the page's texts, or is started
  // early) whose page module is the first import("…") in its body.
  const lazyImports: Array<{ name: string; specifier: string }> = [];
  for (const [, name = "", specifier = ""] of routerSource.matchAll(/const (\w+) = lazy\(\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)) {
    lazyImports.push({ name, specifier });
  }
  for (const [, name = "", loader = ""] of routerSource.matchAll(/const (\w+) = lazy\((\w+)\)/g)) {
    const body = routerSource.slice(routerSource.search(new RegExp(`const ${loader} = `)));
    const specifier = body.match(/import\("([^"]+)"\)/)?.[1];
    if (!specifier) throw new Error(`router.tsx: ${name} = lazy(${loader}): no import("…") found in ${loader}`);
    lazyImports.push({ name, specifier });
  }
  // `const x = settledLazy(() => …)` then `const X = x.Page`: the page module is the first import("…") in its loader.
  for (const [, name = "", loader = ""] of routerSource.matchAll(/const (\w+) = (\w+)\.Page;/g)) {
    const body = routerSource.slice(routerSource.search(new RegExp(`const ${loader} = settledLazy\\(`)));
    const specifier = body.match(/import\("([^"]+)"\)/)?.[1];
    if (!specifier) throw new Error(`router.tsx: ${name} = ${loader}.Page: no settledLazy(…) with an import("…") found`);
    lazyImports.push({ name, specifier });
  }
  // A lazy page this reading does not understand would silently leave the budget: refuse it instead.
  const lazyCount = [...routerSource.matchAll(/= (lazy|settledLazy)\(/g)].length;
  if (lazyCount !== lazyImports.length) {
    throw new Error(`router.tsx: ${lazyCount} lazy pages but ${lazyImports.length} understood by the budget's reading`);
  }
  const layoutAt = routerSource.search(/<AppLayout[\s/>]/);
  if (layoutAt < 0) throw new Error("router.tsx: no <AppLayout /> route found");
  const pages: Array<{ name: string; module: string; kind: RouteKind }> = [];
  for (const { name, specifier } of lazyImports) {
    if (name === "AppLayout") continue;
    // Rendered as JSX somewhere in the route tree (possibly wrapped in another element).
    const used = routerSource.search(new RegExp(`<${name}[\\s/>]`));
    if (used < 0) continue;
    const module = path.posix.normalize(path.posix.join("src/app", specifier));
    pages.push({ name, module, kind: used > layoutAt ? "back-office" : "public" });
  }
  return pages;
}
