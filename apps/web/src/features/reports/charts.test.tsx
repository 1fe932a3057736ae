import { act, render, screen, waitFor } from "@testing-library/react";
import {
  intersectionMockInstance,
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

describe("report charts", () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => resetIntersectionMocking());

  it("draws a plot only once its place comes near the screen, holding its size meanwhile", async () => {
    await import("./chart-plots"); // recharts' chunk already loaded: only the deferral can hold the plot back
    const { container } = renderChart();
    // The place is watched for its coming near the screen: until then nothing draws the plot.
    const pending = container.querySelector<HTMLElement>("[data-plot-pending]");
    await waitFor(() => expect(intersectionMockInstance(pending!)).toBeDefined());
    expect(screen.getByText("Orders by dealer")).toBeInTheDocument();
    expect(container.querySelector("[data-chart]")).toBeNull();
    // The place the plot will take: one band per bar plus the axis.
    expect(container.querySelector<HTMLElement>('[aria-hidden="true"][style]')?.style.height).toBe("112px");
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(container.querySelector("[data-chart]")).not.toBeNull());
  });
});
