import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

const root = document.getElementById("root");
if (!root) throw new Error("Root container missing. Did you forget to add a root element.");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
