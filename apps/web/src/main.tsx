import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-500.css";
import "@fontsource/inter/latin-600.css";
import "./assets/fonts/eb-garamond.css";
import "./lib/i18n/i18n.ts";
import { applyFrenchZodMessages } from "@cortege/domain";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";

// zod's own messages in French in forms (the domain's top-level call does not survive the bundler).
applyFrenchZodMessages();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
