import { startApp } from "./app/start-app.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

startApp(container);
