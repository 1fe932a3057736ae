import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./paint";

/** A stand-in for the browser's paint timing: `paint()` records the first contentful paint. */
function fakePaintTiming() {
  const observers: PerformanceObserverCallback[] = [];
  let painted = false;
  const entries = {
    getEntriesByName: (name: string) => (painted && name === "first-contentful-paint" ? [{}] : []),
  };
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.spyOn(performance, "getEntriesByName").mockImplementation(
    (name: string) => entries.getEntriesByName(name) as PerformanceEntryList,
  );
  return {
    paint: () => {
      painted = true;
      for (const callback of observers)
        callback(entries as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("afterFirstPaint", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("waits for the document's first contentful paint to be on record, then a frame", async () => {
    const timing = fakePaintTiming();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    timing.paint();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it("goes on at once (after a frame) when the first paint is already on record", async () => {
    fakePaintTiming().paint();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.waitFor(() => expect(done).toBe(true));
  });
});
