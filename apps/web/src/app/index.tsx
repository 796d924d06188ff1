import { BrowserRouter } from "react-router";
import { ColorModeProvider } from "./color-mode-provider";
import { AppRoutes } from "./router";

export function App() {
  return (
    <ColorModeProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ColorModeProvider>
  );
}
