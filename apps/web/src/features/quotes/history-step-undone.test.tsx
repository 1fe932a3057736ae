import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HistoryTimeline } from "./history-timeline";

// An undone production step is a change within the order's status (decision 187): named, with its note.
describe("the order's history", () => {
  it("names an undone step and shows its note, without a from -> to line", () => {
    render(
      <HistoryTimeline
        kind="order"
        entries={[
          {
            id: 9,
            entity: "order",
            at: "2026-11-29T10:00:00Z",
            from_status: 10,
            from_label: "In Production",
            to_status: 10,
            to_label: "In Production",
            who: { kind: "user", name: "Maya Ortiz" },
            note: "Step undone: Fabric cut of Patio east",
            event: "step_undone",
            signature: null,
          },
        ]}
      />,
    );
    const entry = screen.getByTestId("history-entry");
    expect(within(entry).getByText("Production step undone")).toBeInTheDocument();
    expect(entry).toHaveTextContent("Step undone: Fabric cut of Patio east");
    expect(within(entry).queryByLabelText("to")).not.toBeInTheDocument();
  });
});
