import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { preloadRoute } from "./app/router";

const root = document.getElementById("root");
if (!root) throw new Error("Root container missing. Did you forget to add a root element.");

// The page's chunks and the server-state cache start downloading now, not after the shell has
// rendered. A chunk that fails to load is the router's error page to show, not an error here.
const loaded = preloadRoute(window.location.pathname).catch(() => undefined);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// On `/`, index.html already shows a static copy of the landing (build/landing-shell.ts; its inline
// script hides it on other paths). React's first commit replaces it, so that commit waits for the
// page: the copy turns into the real page in one frame, never into an empty shell first. Rendered as
// a transition, the whole page is built in slices that leave the main thread free between them (one
// long task otherwise), while the copy stays on screen until the commit.
if (window.location.pathname === "/" && root.hasChildNodes()) {
  void loaded.then(() => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  });
} else {
  createRoot(root).render(app);
}
