// A bare Vite + React 19 + MUI login form, built by the same Vite in the same run: the floor the login page is
// compared with (bench:phone, lighthouse-mobile). Served the way the API serves the app: precompressed copies.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { precompressDir } from "../../apps/web/precompress.ts";
import { repoRoot } from "./server-process.ts";

/** A login-like page with nothing else: the floor for React 19 + MUI built by the same Vite. */
export async function buildBarePage(): Promise<string> {
  // Inside node_modules so that React and MUI resolve from the workspace's own copies.
  const dir = path.join(repoRoot, "node_modules/.cache/cortege/bare-mui-page");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="fr"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Bare</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, "main.tsx"),
    `import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import CssBaseline from "@mui/material/CssBaseline";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root") as HTMLElement).render(
  <>
    <CssBaseline />
    <Container maxWidth="xs">
      <Stack component="form" spacing={2} sx={{ mt: 6 }} onSubmit={(e) => e.preventDefault()}>
        <Typography variant="h4" component="h1">Connexion</Typography>
        <TextField label="E-mail" type="email" />
        <TextField label="Mot de passe" type="password" />
        <Button type="submit" variant="contained">Se connecter</Button>
      </Stack>
    </Container>
  </>,
);
`,
  );
  const outDir = path.join(dir, "dist");
  await build({ root: dir, configFile: false, logLevel: "warn", plugins: [react()], build: { outDir, emptyOutDir: true } });
  await precompressDir(outDir);
  return outDir;
}

/** Serves a built directory the way the API does: the precompressed copy Accept-Encoding allows. */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
  const server = http.createServer((req, res) => {
    const url = (req.url ?? "/").split("?")[0] ?? "/";
    const file = path.join(dir, url === "/" ? "index.html" : url);
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const accept = String(req.headers["accept-encoding"] ?? "");
    const encoding = accept.includes("br") && fs.existsSync(`${file}.br`) ? "br" : undefined;
    res.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      vary: "Accept-Encoding",
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(fs.readFileSync(encoding ? `${file}.br` : file));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}
