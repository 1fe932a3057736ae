import { act, render, screen, waitFor } from "@testing-library/react";
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RankedValueChart } from "./charts";

const rows = [
  { dealer: "Gulf Coast Screens", value: 12_500 },
  { dealer: "Bayview Patio", value: 8_200 },
];

function renderChart() {
  return render(
    <RankedValueChart
      title="Orders by dealer"
      rows={rows}
      name={(row) => row.dealer}
      rowKey={(row) => row.dealer}
      columns={[{ header: "Dealer", cell: (row) => row.dealer }]}
    />,
  );
}

/**
 * Holds the browser's frames: nothing is painted until `paint()` runs the frames asked for so far.
 * `release()` gives the real frames back, running those still held so the plots' turns move on.
 */
function holdFrames() {
  const held: FrameRequestCallback[] = [];
  const requestFrame = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    held.push(callback);
    return held.length;
  });
  const run = () => held.splice(0).forEach((callback) => callback(performance.now()));
  return {
    paint: () => act(run),
    release: () => {
      requestFrame.mockRestore();
      run();
    },
  };
}

describe("report charts", () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => resetIntersectionMocking());

  it("draws a plot only once its place comes near the screen, holding its size meanwhile", async () => {
    await import("./chart-plots"); // recharts' chunk already loaded: only the deferral can hold the plot back
    const { container } = renderChart();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText("Orders by dealer")).toBeInTheDocument();
    expect(container.querySelector("[data-chart]")).toBeNull();
    // The place the plot will take: one band per bar plus the axis.
    expect(container.querySelector<HTMLElement>('[aria-hidden="true"][style]')?.style.height).toBe("112px");
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(container.querySelector("[data-chart]")).not.toBeNull());
  });

  it("asks for recharts only after the page has painted, even when the plot is in view at once", async () => {
    await import("./chart-plots");
    const frames = holdFrames();
    try {
      const { container } = renderChart();
      act(() => mockAllIsIntersecting(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      // No frame has been painted yet: the place is held, recharts is not drawn.
      expect(container.querySelector("[data-chart]")).toBeNull();
      frames.paint();
      await waitFor(() => expect(container.querySelector("[data-chart]")).not.toBeNull());
    } finally {
      frames.release();
    }
  });

  it("draws plots one at a time, each after the page has painted the one before", async () => {
    await import("./chart-plots");
    const frames = holdFrames();
    try {
      const { container } = render(
        <>
          {["Orders by dealer", "Orders by housing type"].map((title) => (
            <RankedValueChart
              key={title}
              title={title}
              rows={rows}
              name={(row) => row.dealer}
              rowKey={(row) => row.dealer}
              columns={[{ header: "Dealer", cell: (row) => row.dealer }]}
            />
          ))}
        </>,
      );
      act(() => mockAllIsIntersecting(true));
      frames.paint();
      await waitFor(() => expect(container.querySelectorAll("[data-chart]")).toHaveLength(1));
      // The second waits for a frame after the first has drawn.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(container.querySelectorAll("[data-chart]")).toHaveLength(1);
      frames.paint();
      await waitFor(() => expect(container.querySelectorAll("[data-chart]")).toHaveLength(2));
    } finally {
      frames.release();
    }
  });
});
