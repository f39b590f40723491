import { useCallback, useEffect, useRef } from "react";

/**
 * Runs the latest job given once the next frame has been painted (requestAnimationFrame, then a task),
 * several calls within a frame running only the last one; a pending job is dropped on unmount.
 *
 * The catalogue writes its filters to the URL this way: the router's navigation and the render of the
 * whole shell it causes then follow the keystroke's frame instead of delaying it (decision 024), and the
 * URL is still current a frame later.
 */
export function useAfterPaint() {
  const job = useRef<(() => void) | null>(null);
  const frame = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      if (timer.current !== null) clearTimeout(timer.current);
      job.current = null;
    },
    [],
  );
  return useCallback((next: () => void) => {
    job.current = next;
    if (frame.current !== null || timer.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      timer.current = setTimeout(() => {
        timer.current = null;
        const run = job.current;
        job.current = null;
        run?.();
      });
    });
  }, []);
}
