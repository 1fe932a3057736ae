import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import PriceBookPage from "./price-book-page";
import { LEVELS, VERSIONS } from "./test-data";
import { expectMarksOfSchema } from "@/test/required-marks";
import { FormSchema as NewDraftForm } from "./new-draft-dialog";
import { FormSchema as PriceLevelForm } from "./price-level-dialog";

const admin = makeAgent({ role_id: 2, id: 2 });
const staffUser = makeAgent({ role_id: 3, id: 3 });

function renderPage() {
  return renderWithProviders(<PriceBookPage />, { path: "/panel/price-book" });
}

describe("price book page", () => {
  it("lists the versions with their states, and the levels with their dealers", async () => {
    mockSession(admin);
    mockTrpc({ "priceBooks.list": { data: VERSIONS }, "priceBooks.levels": { data: LEVELS } });
    renderPage();
    await screen.findByText("2027.1");
    const table = screen.getByRole("table", { name: "Versions" });
    // A version's row: its first cell names it (another's "Based on" may too).
    const rowOf = (version: string) =>
      within(table)
        .getAllByRole("row")
        .find((row) => row.querySelector("td")?.textContent === version)!;
    expect(within(rowOf("2027.1")).getByText("Draft")).toBeInTheDocument();
    expect(within(rowOf("2027.1")).getByText("Motors up with the supplier's new list")).toBeInTheDocument();
    expect(within(rowOf("2026.2")).getByText("Scheduled")).toBeInTheDocument();
    expect(within(rowOf("2026.1")).getByText("In effect")).toBeInTheDocument();
    expect(within(rowOf("1")).getByText("Superseded")).toBeInTheDocument();
    expect(screen.getByText(/Version 2026.1 is in effect/)).toBeInTheDocument();
    const levels = screen.getByRole("region", { name: "Price levels" });
    expect(within(levels).getByText("Premier")).toBeInTheDocument();
    expect(within(levels).getByText("× 0.52")).toBeInTheDocument();
    expect(within(levels).getByText("2 dealers")).toBeInTheDocument();
    expect(within(levels).getByRole("button", { name: "Add level" })).toBeInTheDocument();
  });

  it("a new draft copies the version in effect unless another is chosen, then opens", async () => {
    mockSession(admin);
    const calls = mockTrpc({
      "priceBooks.list": { data: VERSIONS },
      "priceBooks.levels": { data: LEVELS },
      "priceBooks.createDraft": { data: VERSIONS },
    });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "New draft" }));
    const dialog = await screen.findByRole("dialog", { name: "New draft" });
    expectMarksOfSchema(dialog, NewDraftForm, { version: "Name", based_on: "Based on", note: "Note" });
    expect(within(dialog).getByLabelText("Based on")).toHaveValue("2026.1");
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "bad name");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create draft" }));
    expect(await within(dialog).findByText(/letters, digits/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Name/));
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "2027.2");
    await userEvent.selectOptions(within(dialog).getByLabelText("Based on"), "2026.2");
    await userEvent.type(within(dialog).getByLabelText("Note"), "Spring fabrics");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/price-book/2027.2"));
    expect(calls.find((call) => call.path === "priceBooks.createDraft")?.input).toEqual({
      version: "2027.2",
      based_on: "2026.2",
      note: "Spring fabrics",
    });
  });

  it("a level in use is refused with the server's message; the other staff only read", async () => {
    mockSession(admin);
    mockTrpc({
      "priceBooks.list": { data: VERSIONS },
      "priceBooks.levels": { data: LEVELS },
      "priceBooks.deleteLevel": {
        error: {
          status: 400,
          errors: ["Premier is the level of 2 dealer(s): give them another level first."],
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Premier" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("Premier is the level of 2 dealer(s): give them another level first."),
    ).toBeInTheDocument();
  });

  it("a level is added with its factor checked by the server's rule", async () => {
    mockSession(admin);
    const calls = mockTrpc({
      "priceBooks.list": { data: VERSIONS },
      "priceBooks.levels": { data: LEVELS },
      "priceBooks.createLevel": {
        data: [...LEVELS, { id: 6, name: "Starter", factor: 0.58, dealers: 0 }],
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Add level" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a price level" });
    expectMarksOfSchema(dialog, PriceLevelForm, { name: "Name", factor: "Factor" });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), "Starter");
    await userEvent.type(within(dialog).getByLabelText(/^Factor/), "1.2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add level" }));
    expect(await within(dialog).findByText("The factor is at most 1 (the list price).")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Factor/));
    await userEvent.type(within(dialog).getByLabelText(/^Factor/), "0.58");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add level" }));
    expect(await screen.findByText("Starter added.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "priceBooks.createLevel")?.input).toEqual({
      name: "Starter",
      factor: 0.58,
    });
    expect(
      within(screen.getByRole("region", { name: "Price levels" })).getByText("× 0.58"),
    ).toBeInTheDocument();
  });

  it("a manufacturer user reads the versions and levels but changes nothing", async () => {
    mockSession(staffUser);
    mockTrpc({ "priceBooks.list": { data: VERSIONS }, "priceBooks.levels": { data: LEVELS } });
    renderPage();
    await screen.findByRole("table", { name: "Versions" });
    expect(screen.queryByRole("button", { name: "New draft" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add level" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Premier" })).not.toBeInTheDocument();
  });

  it("a dealer's user is not let in", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({});
    renderPage();
    expect((await screen.findAllByText(/403/)).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.path.startsWith("priceBooks."))).toEqual([]);
  });
});
