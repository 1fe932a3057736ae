// Report plots draw one at a time, each in a task of its own (issue 14: Total Blocking Time). recharts
// draws a chart in one blocking pass (its store re-renders the chart inside React's commit), so plots
// that became ready together made one long task of all of them (the staff dashboard has four).

/** Resolves after the next frame and a task: the browser has painted what was committed before. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

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
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  }).then(afterPaint);
}

let queue: Promise<void> = Promise.resolve();

/**
 * A plot's turn: `ready` once every plot that asked before has drawn and the page has painted since;
 * `release` when this plot has drawn (or will not draw), which lets the next one go.
 */
export function takePlotTurn(): { ready: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => (release = resolve));
  const ready = queue;
  queue = ready.then(() => drawn).then(afterPaint);
  return { ready, release };
}
