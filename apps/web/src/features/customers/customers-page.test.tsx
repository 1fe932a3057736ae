import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import CustomersPage from "./customers-page";

describe("customers list ('Add {item}' when creation is allowed, product rule R39)", () => {
  it("offers Add Customer to a dealer's user who may create customers, opening the dealer's new-customer page", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({ "customers.table": { data: [] } });
    const { router } = renderWithProviders(<CustomersPage />, { path: "/panel/customers" });
    await userEvent.click(await screen.findByRole("button", { name: "Add Customer" }));
    expect(router.state.location.pathname).toBe("/panel/dealers/11/new-customer");
  });

  it("offers no Add Customer without customer.c", async () => {
    mockSession(makeAgent({ role_id: 7 })); // Dealer Purchaser: reads customers
    mockTrpc({ "customers.table": { data: [] } });
    renderWithProviders(<CustomersPage />, { path: "/panel/customers" });
    expect(await screen.findByRole("heading", { name: "Customers" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Customer" })).toBeNull();
  });
});

describe("customers list after a change", () => {
  it("deactivating a customer reloads the list, which then shows the customer as Inactive", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    let status = 1;
    const customer = () => ({
      id: 7,
      dealer_id: 11,
      first_name: "Olivia",
      last_name: "Brooks",
      email: "olivia@example.com",
      phone: "",
      address: "",
      city: "Tampa",
      state: "FL",
      zip: "",
      country: "USA",
      notes: "",
      status,
      created_at: "2026-03-01T10:00:00Z",
      dealer: { company_name: "Sunset Shades" },
    });
    const calls = mockTrpc({
      "customers.table": () => ({ data: [customer()] }),
      "customers.deactivate": () => {
        status = 0;
        return { data: customer() };
      },
    });
    renderWithProviders(<CustomersPage />, { path: "/panel/customers" });
    const table = within(await screen.findByRole("table", { name: "Customers" }));
    expect(await table.findByText("Active")).toBeInTheDocument();
    const loads = () => calls.filter((call) => call.path === "customers.table").length;
    const before = loads();
    await userEvent.click(table.getByRole("button", { name: "Open row actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Confirm" }),
    );
    expect(await screen.findByText("Deactivated successfully.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "customers.deactivate")?.input).toEqual({ id: 7 });
    await waitFor(() => expect(table.getByText("Inactive")).toBeInTheDocument());
    expect(loads()).toBe(before + 1);
  });
});
