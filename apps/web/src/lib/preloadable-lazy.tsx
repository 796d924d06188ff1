import { lazy, useState, type ComponentType } from "react";

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy with a `preload()` that starts the import early, and that renders the module at once
 * when it has already loaded. Plain React.lazy suspends on its first render even then, so the first
 * commit would hold the Suspense fallback (at start: a blank frame after index.html's static landing).
 * Not yet loaded, it suspends like React.lazy: callers keep a Suspense boundary above it.
 */
export function preloadableLazy<P extends object>(load: () => Promise<Module<P>>): { Component: ComponentType<P>; preload: () => Promise<Module<P>> } {
  let loading: Promise<Module<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Preloadable(props: P) {
    // Decided once per mount: turning from the lazy wrapper into the module itself would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}
