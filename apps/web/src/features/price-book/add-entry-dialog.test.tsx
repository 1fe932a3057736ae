import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-app";
import { expectMarksOfSchema } from "@/test/required-marks";
import { AddEntryDialog, FormSchema } from "./add-entry-dialog";
import type { CatalogueSpec } from "./catalogues-panel";

const FABRICS: CatalogueSpec = {
  path: "fabrics",
  title: "Fabrics",
  columns: [],
  entries: [{ value: "a", label: "A", code: "A" }],
};

/** The dialog behind a button, as the catalogues panel opens it. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add
      </button>
      <AddEntryDialog
        open={open}
        onOpenChange={setOpen}
        catalogue={FABRICS}
        onAdd={() => Promise.resolve([])}
      />
    </>
  );
}

describe("Add entry dialog", () => {
  it("marks the entry's fields as its schema requires (decision 193)", async () => {
    renderWithProviders(
      <AddEntryDialog
        open
        onOpenChange={() => undefined}
        catalogue={FABRICS}
        onAdd={() => Promise.resolve([])}
      />,
    );
    const dialog = await screen.findByRole("dialog");
    expectMarksOfSchema(dialog, FormSchema, { label: "Name", code: "Code", like: "Copy prices from" });
  });

  it("opens again empty: what was typed before Cancel is gone, the code follows the new name", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(await screen.findByRole("button", { name: "Add" }));
    await user.type(await screen.findByLabelText(/^Name/), "Storm grey");
    expect(screen.getByLabelText(/^Code/)).not.toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    // Closed: the page behind the dialog is reachable again.
    await user.click(await screen.findByRole("button", { name: "Add" }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Code/)).toHaveValue("");
    await user.type(screen.getByLabelText(/^Name/), "Sand");
    expect(screen.getByText("Recorded on units as “sand”.")).toBeInTheDocument();
  });
});
