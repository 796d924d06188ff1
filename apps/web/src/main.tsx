import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { preloadRoute } from "./app/router";

const root = document.getElementById("root");
if (!root) throw new Error("Root container missing. Did you forget to add a root element.");

// The page's chunk starts downloading now, beside the shell's own lazy parts, not after them.
preloadRoute(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
