import type { Plugin, Rollup } from "vite";
import { firstScreenModules, homeNamespaces, shellNamespaces } from "./src/app/first-screen.ts";

/**
 * Writes home.html: index.html plus a <link rel="modulepreload"> for each file of the back office's frame, of the home
 * page and of their texts. The API serves it for the home's address: opened from a phone's home screen or a bookmark,
 * the browser fetches that code together with the entry instead of one round trip after the entry has run (issue 26).
 * Another address gets index.html, where the app asks for its screen's code when it knows the screen.
 */
export function homePage(): Plugin {
  return {
    name: "cortege-home-page",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") this.error("home.html: the build has no index.html");
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
      const roots = [...firstScreenModules, ...[...shellNamespaces, ...homeNamespaces].map((ns) => `src/locales/fr/${ns}.json`)];
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== "chunk") return;
        files.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const root of roots) {
        // A module's own chunk, or the chunk a group merged it into (first-screen-chunks.ts).
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll("\\", "/").endsWith(`/apps/web/${root}`)));
        if (!chunk) this.error(`home.html: no chunk for ${root}`);
        visit(chunk.fileName);
      }
      const html = String(index.source);
      const links = [...files]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join("");
      this.emitFile({ type: "asset", fileName: "home.html", source: html.replace("</head>", `${links}  </head>`) });
    },
  };
}
