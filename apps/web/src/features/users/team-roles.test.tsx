import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import { AccountNewUserPage, DealerNewUserPage } from "./new-user-page";
import UserPage from "./user-page";

/** Roles at invite and later (docs/decisions/156-roles-at-invite.md). */
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

async function fillNewUser() {
  await userEvent.type(await screen.findByLabelText(/Username/), "pat_buyer");
  await userEvent.type(screen.getByLabelText(/First name/), "Pat");
  await userEvent.type(screen.getByLabelText(/Last name/), "Buyer");
  await userEvent.type(screen.getByLabelText(/Email/), "pat@example.com");
  await userEvent.type(screen.getByLabelText(/Phone/), "(813) 555-0142");
}

describe("the new user's role", () => {
  it("a dealer admin picks any dealer role, Dealer Admin first; the role chosen is the role sent", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({ "users.create": { data: { id: 90, pending_email: "pat@example.com" } } });
    renderWithProviders(<DealerNewUserPage />, {
      path: "/panel/dealers/11/new-user",
      route: "/panel/dealers/:id/new-user",
    });
    await fillNewUser();
    const role = screen.getByLabelText(/Role/);
    expect(options(role)).toEqual([
      "Dealer Admin",
      "Dealer Sales Manager",
      "Dealer Representative",
      "Dealer Purchaser",
    ]);
    expect(role).toHaveValue("4");
    await userEvent.selectOptions(role, "Dealer Purchaser");
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(calls.some((call) => call.path === "users.create")).toBe(true));
    expect(calls.find((call) => call.path === "users.create")?.input).toMatchObject({
      role_id: 7,
      dealer_id: 11,
      username: "pat_buyer",
    });
  });

  it("a manufacturer admin offers the account's roles from its own down, Manufacturer User first", async () => {
    mockSession(makeAgent({ role_id: 2 }));
    mockTrpc({});
    renderWithProviders(<AccountNewUserPage />, {
      path: "/panel/accounts/2/new-user",
      route: "/panel/accounts/:id/new-user",
    });
    const role = await screen.findByLabelText(/Role/);
    expect(options(role)).toEqual(["Manufacturer Admin", "Manufacturer User"]);
    expect(role).toHaveValue("3");
  });
});

const rep = {
  id: 40,
  username: "ray",
  email: "ray@example.com",
  first_name: "Ray",
  last_name: "Patel",
  phone: "(813) 555-0142",
  role_id: 6,
  status: 1,
  time_zone: null,
  account_id: null,
  dealer_id: 11,
  created_by: 7,
  created_at: "2026-03-01T10:00:00Z",
  default_links: {},
  company_name: "Sunset Shades",
  pending_email: null,
};

describe("a user's role later", () => {
  it("a dealer admin changes a representative to a sales manager from the profile", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({
      "users.get": { data: rep },
      "users.update": { data: { ...rep, role_id: 5 } },
    });
    renderWithProviders(<UserPage />, { path: "/panel/users/40", route: "/panel/users/:id" });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const role = screen.getByLabelText(/Role/);
    expect(role).toHaveValue("6");
    await userEvent.selectOptions(role, "Dealer Sales Manager");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.path === "users.update")).toBe(true));
    expect(calls.find((call) => call.path === "users.update")?.input).toEqual({ id: 40, role_id: 5 });
  });

  it("no role field on one's own profile, nor for those who grant no access", async () => {
    mockSession(makeAgent({ role_id: 4, id: 40 }));
    mockTrpc({ "users.get": { data: { ...rep, role_id: 4 } }, "security.get": { data: null } });
    renderWithProviders(<UserPage />, { path: "/panel/users/40", route: "/panel/users/:id" });
    expect(await screen.findByText("@ray · Dealer Admin")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Role/)).not.toBeInTheDocument();
  });

  it("a sales manager sees the role, not a field for it", async () => {
    mockSession(makeAgent({ role_id: 5 }));
    mockTrpc({ "users.get": { data: rep } });
    renderWithProviders(<UserPage />, { path: "/panel/users/40", route: "/panel/users/:id" });
    expect(await screen.findByText("@ray · Dealer Representative")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Role/)).not.toBeInTheDocument();
  });
});
