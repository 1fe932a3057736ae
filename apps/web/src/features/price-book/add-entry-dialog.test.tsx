import { screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { renderWithProviders } from "@/test/render-app";
import { expectMarksOfSchema } from "@/test/required-marks";
import { AddEntryDialog, FormSchema } from "./add-entry-dialog";

describe("Add entry dialog", () => {
  it("marks the entry's fields as its schema requires (decision 193)", async () => {
    renderWithProviders(
      <AddEntryDialog
        open
        onOpenChange={() => undefined}
        catalogue={{
          path: "fabrics",
          title: "Fabrics",
          columns: [],
          entries: [{ value: "a", label: "A", code: "A" }],
        }}
        onAdd={() => Promise.resolve([])}
      />,
    );
    const dialog = await screen.findByRole("dialog");
    expectMarksOfSchema(dialog, FormSchema, { label: "Name", code: "Code", like: "Copy prices from" });
  });
});
