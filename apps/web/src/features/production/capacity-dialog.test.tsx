import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { expectMarksOfSchema } from "@/test/required-marks";
import { mockSession, mockTrpc } from "@/test/trpc";
import { CapacityDialog, FormSchema } from "./capacity-dialog";

describe("Capacity dialog", () => {
  it("marks a line's fields as its schema requires (decision 193)", async () => {
    mockSession(makeAgent());
    mockTrpc({});
    renderWithProviders(
      <CapacityDialog
        open
        onOpenChange={() => undefined}
        capacity={{ configured: false, lines: [], can_edit: true }}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add a line" }));
    const dialog = await screen.findByRole("dialog", { name: "Capacity" });
    expectMarksOfSchema(dialog, FormSchema, { name: "Line name", units_per_day: "Units per day" });
  });
});
