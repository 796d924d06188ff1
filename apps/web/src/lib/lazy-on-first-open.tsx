import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A component whose code loads the first time it is shown open and stays mounted after, so a dialog
 * still fades out on closing and opens at once the next time. For content most visits never open
 * (renaming, rating): it stays off the page's first download.
 */
export function lazyOnFirstOpen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Content = lazy(load);
  function OnFirstOpen(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened || open ? (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    ) : null;
  }
  return OnFirstOpen;
}
