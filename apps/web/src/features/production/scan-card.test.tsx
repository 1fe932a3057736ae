import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TScanResult } from "@screens/domain/schemas";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import { ScanCard } from "./scan-card";

const scanned = (overrides: Partial<TScanResult> = {}): TScanResult => ({
  unit: {
    id: 501,
    name: "Patio east",
    quantity: 1,
    done: ["fabric_cut"],
    next: "tube_housing_cut",
    undoable: ["fabric_cut"],
    order_id: 71,
    order_number: "SO-000071",
  },
  step: "fabric_cut",
  already: false,
  order_status: 10,
  moved_to: [10],
  message: "Fabric cut of Patio east done. Order SO-000071 is In Production.",
  ...overrides,
});

// A wrong scan is undone from the scan's answer (decision 187).
describe("the scan card's undo", () => {
  it("offers Undo after a scan; it asks first, then takes the step back", async () => {
    mockSession(makeAgent({ role_id: 3, id: 3 }));
    const calls = mockTrpc({
      "production.scan": { data: scanned() },
      "production.undoStep": {
        data: {
          unit: { ...scanned().unit, done: [], next: "fabric_cut", undoable: [] },
          step: "fabric_cut",
          order_status: 10,
          moved_to: [],
          message: "Fabric cut of Patio east undone.",
        },
      },
    });
    renderWithProviders(<ScanCard />);
    await userEvent.type(await screen.findByLabelText("Label code"), "SP1|U501{Enter}");
    const result = await screen.findByTestId("scan-result");
    expect(result).toHaveTextContent("Fabric cut of Patio east done.");
    await userEvent.click(within(result).getByRole("button", { name: "Undo Fabric cut of Patio east" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Undo Fabric cut of Patio east?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "production.undoStep")?.input).toEqual({
        unit_id: 501,
        step: "fabric_cut",
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId("scan-result")).toHaveTextContent("Fabric cut of Patio east undone."),
    );
    expect(within(screen.getByTestId("scan-result")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("no Undo for a repeated scan or one the agent may no longer undo", async () => {
    mockSession(makeAgent({ role_id: 3, id: 3 }));
    mockTrpc({ "production.scan": { data: scanned({ already: true, moved_to: [] }) } });
    renderWithProviders(<ScanCard />);
    await userEvent.type(await screen.findByLabelText("Label code"), "SP1|U501{Enter}");
    const result = await screen.findByTestId("scan-result");
    expect(within(result).queryByRole("button")).not.toBeInTheDocument();
  });
});
