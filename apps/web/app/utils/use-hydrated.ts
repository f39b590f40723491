import { useEffect, useState } from "react";

/**
 * True once the page has hydrated, false on the server and in the first render in the browser (so the
 * two agree). Parts that need scripts render their plain-HTML way until then: a page whose scripts have
 * not arrived, or never will, still works.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
