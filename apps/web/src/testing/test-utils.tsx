import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from "react-router";
import { ColorModeProvider } from "@/app/color-mode-provider";
import { NotificationsSnackbar } from "@/components/feedback-ui/notifications";
import { createQueryClient } from "@/lib/query-client";

/** Shows where the app navigated to, for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

type Options = {
  /** Path the element is mounted at (default "/"). */
  path?: string;
  /** Entry URL (default: `path`). */
  url?: string;
  state?: unknown;
  queryClient?: QueryClient;
};

/** Renders `ui` inside the app's providers and a memory router; any other path shows the probe. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const path = options.path ?? "/";
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: "*", element: <LocationProbe /> },
    ],
    { initialEntries: [{ ...parsePath(options.url ?? path), state: options.state }] },
  );
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>
        <RouterProvider router={router} />
        <NotificationsSnackbar />
      </ColorModeProvider>
    </QueryClientProvider>,
  );
  return { ...utils, user, router, queryClient };
}

/** A JSON `Response` for fetch mocks. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
