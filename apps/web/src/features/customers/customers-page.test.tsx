import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import CustomersPage from "./customers-page";

describe("customers list (panel.md §2: 'Add {item}' when creation is allowed)", () => {
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
