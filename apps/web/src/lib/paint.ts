import { useEffect, useState } from "react";

// When the page has painted: what the first paint does not show waits for it (issue 14).

/** Resolves after the next frame and a task: the browser has painted what was committed before. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

let firstPaintOnRecord: Promise<void> | undefined;

/**
 * Resolves once the document's first contentful paint is on record, then after a frame and a task. A
 * frame's callback runs before the frame reaches the screen: on a first load a plot asked for recharts
 * 15-20 ms before the page's first paint was presented (Lighthouse traces of the dashboard), so the
 * page's largest paint counted recharts' download. Where paint timing is missing: after a frame.
 */
export function afterFirstPaint(): Promise<void> {
  const timed =
    typeof PerformanceObserver !== "undefined" &&
    "supportedEntryTypes" in PerformanceObserver &&
    PerformanceObserver.supportedEntryTypes.includes("paint");
  if (!timed || performance.getEntriesByName("first-contentful-paint").length > 0) return afterPaint();
  // One observer for every waiter (a quote page has three): the first paint is recorded once.
  firstPaintOnRecord ??= new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
  return firstPaintOnRecord.then(afterPaint);
}

/**
 * True once the page has painted since this component mounted, the document's first paint on record
 * (`afterFirstPaint`), then a frame and a task. What waits for it (a report plot, a read that the
 * first paint does not show) stays out of the page's largest paint, and out of the screen's own
 * files' way on a slow phone (issue 14: Largest Contentful Paint).
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
