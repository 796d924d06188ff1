import { useEffect, useState } from "react";

/**
 * `flag`, but turning true only after it has stayed true for `delayMs`: a quick answer then
 * shows no overlay at all instead of a full-screen flash.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [flag, delayMs]);
  return flag && shown;
}
