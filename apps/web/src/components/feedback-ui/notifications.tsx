import type { AlertColor } from "@mui/material/Alert";
import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { whenIdle } from "@/lib/when-idle";

// Snackbar state of spec section 4: shown with message and severity, or hidden (which clears
// the message). A tiny external store so code outside React (mutation callbacks) can notify too.
export type Notification = { message: string; severity: AlertColor; key: number };

let current: Notification | null = null;
let nextKey = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows the snackbar (replacing any shown one). */
export function notify(message: string, severity: AlertColor = "info"): void {
  current = { message, severity, key: nextKey++ };
  emit();
}

/** Hides the snackbar and clears its message. */
export function hideNotification(): void {
  current = null;
  emit();
}

export function useNotification(): Notification | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export const SNACKBAR_AUTO_HIDE_MS = 4000;

type SnackbarView = ComponentType<{ notification: Notification | null }>;

// MUI's Snackbar, Slide and Alert are not part of the first paint: they load when the browser is
// idle after it, or with the first message if that comes sooner. Not React.lazy: a load that fails
// (offline before the service worker had the file, the very moment a message may say so) must not
// break the page; the next message tries again.
let loadedView: SnackbarView | null = null;
const loadView = () => import("./notifications-snackbar").then((module) => (loadedView = module.default));

/** The app's one snackbar (see notifications-snackbar.tsx), shown for the current notification. */
export function NotificationsSnackbar() {
  const notification = useNotification();
  const [View, setView] = useState<SnackbarView | null>(() => loadedView);

  useEffect(() => {
    if (View) return;
    let active = true;
    const load = () => void loadView().then((view) => active && setView(() => view), () => undefined);
    let cancelIdle = () => {};
    if (notification) load();
    else cancelIdle = whenIdle(load);
    return () => {
      active = false;
      cancelIdle();
    };
  }, [View, notification]);

  return View ? <View notification={notification} /> : null;
}
