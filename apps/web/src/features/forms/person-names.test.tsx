import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import NewCustomerPage from "@/features/customers/new-customer-page";
import { DealerNewUserPage } from "@/features/users/new-user-page";

/** Person names in the forms: the shared rule of decision 130 and its messages. */

const LETTERS_AND_SPACES = "Name can only contain letters and spaces.";

async function fillCustomer(first: string, last: string) {
  await userEvent.type(await screen.findByLabelText(/First name/), first);
  await userEvent.type(screen.getByLabelText(/Last name/), last);
  await userEvent.type(screen.getByLabelText(/Email/), "anne@example.com");
  await userEvent.type(screen.getByLabelText(/Phone/), "813-555-0177");
  await userEvent.type(screen.getByLabelText(/Address 1/), "41 Palm Way");
  await userEvent.type(screen.getByLabelText(/City/), "Tampa");
  await userEvent.type(screen.getByLabelText(/State/), "FL");
  await userEvent.type(screen.getByLabelText(/Zip code/), "33602");
}

describe("person names in the forms", () => {
  it("the new customer form sends Anne-Marie O'Connor as typed (ends trimmed)", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({ "customers.create": { data: { id: 90 } } });
    renderWithProviders(<NewCustomerPage />, {
      path: "/panel/dealers/11/new-customer",
      route: "/panel/dealers/:id/new-customer",
    });
    await fillCustomer(" Anne-Marie ", "O'Connor");
    await userEvent.click(screen.getByRole("button", { name: "Create Customer" }));
    await waitFor(() => expect(calls.some((call) => call.path === "customers.create")).toBe(true));
    expect(calls.find((call) => call.path === "customers.create")?.input).toMatchObject({
      first_name: "Anne-Marie",
      last_name: "O'Connor",
    });
    expect(screen.queryByText(LETTERS_AND_SPACES)).toBeNull();
  });

  it("the new user form sends José Nguyễn; a digit or a lone hyphen shows the spec's message", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({ "users.create": { data: { id: 31, username: "jnguyen" } } });
    renderWithProviders(<DealerNewUserPage />, {
      path: "/panel/dealers/11/new-user",
      route: "/panel/dealers/:id/new-user",
    });
    await userEvent.type(await screen.findByLabelText(/Username/), "jnguyen");
    await userEvent.type(screen.getByLabelText(/First name/), "José2");
    await userEvent.type(screen.getByLabelText(/Last name/), "--");
    await userEvent.type(screen.getByLabelText(/Email/), "jose@example.com");
    await userEvent.type(screen.getByLabelText(/Phone/), "(813) 555-0142");
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findAllByText(LETTERS_AND_SPACES)).toHaveLength(2);
    expect(screen.getByLabelText(/First name/)).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.path === "users.create")).toBe(false);

    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.type(screen.getByLabelText(/First name/), "José");
    await userEvent.clear(screen.getByLabelText(/Last name/));
    await userEvent.type(screen.getByLabelText(/Last name/), "Nguyễn");
    await waitFor(() => expect(screen.queryByText(LETTERS_AND_SPACES)).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(calls.some((call) => call.path === "users.create")).toBe(true));
    expect(calls.find((call) => call.path === "users.create")?.input).toMatchObject({
      first_name: "José",
      last_name: "Nguyễn",
    });
  });
});
