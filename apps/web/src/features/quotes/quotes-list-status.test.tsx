import { QUOTE_STATUS } from "@screens/domain/status";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { makeQuote } from "@/test/quote-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import QuotesPage from "./quotes-page";
import { statusFilterOf } from "./status-filter";

/** The quotes list's status filter and its Customer column (product rule R50). */
const listRow = (overrides: object = {}) => {
  const { screenconfigurations: _u, add_on_accessories: _a, ...row } = makeQuote(overrides);
  return row;
};

describe("the quotes list", () => {
  it("shows the Customer column from the start and filters by status on the server", async () => {
    mockSession(makeAgent({ role_id: 5 }));
    const calls = mockTrpc({
      "quotes.table": { data: [listRow({ customer_name: "Hale household" })] },
      "users.list": { data: [] },
    });
    renderWithProviders(<QuotesPage />, { path: "/panel/quotes", route: "/panel/quotes" });
    expect(await screen.findByRole("columnheader", { name: /^Customer$/ })).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Hale household" })).toBeInTheDocument();
    const filter = screen.getByRole("combobox", { name: "Status" });
    expect(filter).toHaveValue("");
    expect(within(filter).getByRole("option", { name: "Awaiting Approval" })).toBeInTheDocument();
    expect(within(filter).queryByRole("option", { name: "Inactive" })).toBeNull();
    expect(calls.find((call) => call.path === "quotes.table")?.input).not.toHaveProperty("status");

    await userEvent.selectOptions(filter, "Awaiting Approval");
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === "quotes.table" &&
            (call.input as { status?: number } | undefined)?.status === QUOTE_STATUS.AWAITING_APPROVAL,
        ),
      ).toBe(true),
    );
  });

  it("reads the status from the address, and nothing else", () => {
    expect(statusFilterOf(new URLSearchParams("status=30"))).toBe(QUOTE_STATUS.AWAITING_APPROVAL);
    for (const asked of ["", "0", "7", "30x", "abc"])
      expect(statusFilterOf(new URLSearchParams(`status=${asked}`))).toBeUndefined();
  });
});
