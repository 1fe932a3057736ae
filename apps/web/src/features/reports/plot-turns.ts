import { afterPaint } from "@/lib/paint";

// Report plots draw one at a time, each in a task of its own (issue 14: Total Blocking Time). recharts
// draws a chart in one blocking pass (its store re-renders the chart inside React's commit), so plots
// that became ready together made one long task of all of them (the staff dashboard has four).

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
