import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  EMAIL_CHANGE_MESSAGES,
  emailChangeSentMessage,
  newUserLinkSentMessage,
} from "@screens/domain/schemas";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import ConfirmEmailPage from "@/features/auth/confirm-email-page";
import { USER_COLUMNS } from "@/features/lists/tables";
import { DealerNewUserPage } from "./new-user-page";
import UserPage from "./user-page";

const user = {
  id: 7,
  username: "jane_dealer",
  email: "jane@example.com",
  first_name: "Jane",
  last_name: "Doe",
  phone: "(813) 555-0142",
  role_id: 4,
  status: 1,
  time_zone: null,
  account_id: null,
  dealer_id: 11,
  created_by: null,
  created_at: "2026-01-05T10:00:00.000Z",
  default_links: {},
  company_name: "Sunset Shades",
  pending_email: null,
};

describe("changing one's own e-mail (decision 086)", () => {
  it("sends the current password and says where the confirmation link went", async () => {
    mockSession(makeAgent());
    const calls = mockTrpc({
      "users.get": { data: user },
      "users.update": { data: { ...user, pending_email: "jane@new.example" } },
    });
    renderWithProviders(<UserPage />, { path: "/panel/users/7", route: "/panel/users/:id" });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const email = screen.getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, "jane@new.example");
    // The Profile form's field (the Security section's password card has one of its own).
    const profile = within(screen.getByRole("button", { name: "Save" }).closest("form")!);
    await userEvent.type(profile.getByLabelText(/Current password/), "Screens#2026");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(emailChangeSentMessage("jane@new.example"))).toBeInTheDocument();
    const input = calls.find((call) => call.path === "users.update")?.input;
    expect(input).toEqual({ id: 7, email: "jane@new.example", current_password: "Screens#2026" });
  });

  it("shows the server's answer to a wrong password under the field", async () => {
    mockSession(makeAgent());
    mockTrpc({
      "users.get": { data: user },
      "users.update": {
        error: { status: 400, errors: [`current_password: ${EMAIL_CHANGE_MESSAGES.passwordWrong}`] },
      },
    });
    renderWithProviders(<UserPage />, { path: "/panel/users/7", route: "/panel/users/:id" });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const email = screen.getByLabelText(/Email/);
    await userEvent.clear(email);
    await userEvent.type(email, "jane@new.example");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getAllByText(new RegExp(EMAIL_CHANGE_MESSAGES.passwordWrong)).length).toBeGreaterThan(0),
    );
  });

  it("another user's profile has no password field", async () => {
    mockSession(makeAgent({ id: 1, role_id: 1 }));
    mockTrpc({ "users.get": { data: user } });
    renderWithProviders(<UserPage />, { path: "/panel/users/7", route: "/panel/users/:id" });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });
});

describe("/confirm-email/{token}", () => {
  it("confirms once and shows the new address", async () => {
    mockSession(null);
    const calls = mockTrpc({
      "users.confirmEmail": {
        data: { email: "jane@new.example", message: EMAIL_CHANGE_MESSAGES.confirmed, new_account: false },
      },
    });
    renderWithProviders(<ConfirmEmailPage />, {
      path: "/confirm-email/tok123",
      route: "/confirm-email/:token",
    });
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByText("jane@new.example")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "users.confirmEmail")).toEqual([
      expect.objectContaining({ input: { token: "tok123" } }),
    ]);
  });

  it("says so when the link is spent or expired", async () => {
    mockSession(null);
    mockTrpc({
      "users.confirmEmail": { error: { status: 400, errors: [EMAIL_CHANGE_MESSAGES.linkInvalid] } },
    });
    renderWithProviders(<ConfirmEmailPage />, { path: "/confirm-email/old", route: "/confirm-email/:token" });
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.linkInvalid)).toBeInTheDocument();
  });
});

describe("a new user's address (decision 088)", () => {
  it("the create toast says where the confirmation link went", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    mockTrpc({
      "users.create": {
        data: { ...user, id: 8, username: "kim_lee", email: null, pending_email: "kim@example.com" },
      },
      "users.get": { data: { ...user, id: 8, email: null, pending_email: "kim@example.com" } },
    });
    renderWithProviders(<DealerNewUserPage />, {
      path: "/panel/dealers/11/new-user",
      route: "/panel/dealers/:id/new-user",
    });
    await userEvent.type(await screen.findByLabelText(/Username/), "Kim_Lee");
    await userEvent.type(screen.getByLabelText(/First name/), "Kim");
    await userEvent.type(screen.getByLabelText(/Last name/), "Lee");
    await userEvent.type(screen.getByLabelText(/Email/), "kim@example.com");
    await userEvent.type(screen.getByLabelText(/Phone/), "(813) 555-0142");
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("Created successfully.")).toBeInTheDocument();
    expect(screen.getByText(newUserLinkSentMessage("kim@example.com"))).toBeInTheDocument();
  });

  it("a user without a confirmed address shows the pending one, or a dash", async () => {
    mockSession(makeAgent({ id: 1 }));
    mockTrpc({ "users.get": { data: { ...user, email: null, pending_email: "jane@new.example" } } });
    const { unmount } = renderWithProviders(<UserPage />, {
      path: "/panel/users/7",
      route: "/panel/users/:id",
    });
    expect(await screen.findByText("Pending confirmation: jane@new.example")).toBeInTheDocument();
    // The form shows the pending address: saving other fields leaves it alone.
    expect(screen.getByLabelText(/Email/)).toHaveValue("jane@new.example");
    unmount();

    mockTrpc({ "users.get": { data: { ...user, email: null, pending_email: null } } });
    renderWithProviders(<UserPage />, { path: "/panel/users/7", route: "/panel/users/:id" });
    const fact = await screen.findByText("Email", { selector: "dt" });
    expect(fact.nextElementSibling).toHaveTextContent("—");
  });

  it("the users list shows the pending address", () => {
    const email = USER_COLUMNS.find((column) => column.id === "email")!;
    const row = { ...user, email: null, pending_email: "kim@example.com" };
    expect(email.accessor?.(row)).toBe("Pending confirmation: kim@example.com");
    expect(email.accessor?.({ ...row, pending_email: null })).toBe("—");
    expect(email.accessor?.({ ...user, pending_email: null })).toBe("jane@example.com");
  });

  it("confirming a first address offers to choose a password", async () => {
    mockSession(null);
    mockTrpc({
      "users.confirmEmail": {
        data: {
          email: "kim@example.com",
          message: EMAIL_CHANGE_MESSAGES.confirmedNewAccount,
          new_account: true,
        },
      },
    });
    renderWithProviders(<ConfirmEmailPage />, {
      path: "/confirm-email/tok9",
      route: "/confirm-email/:token",
    });
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.confirmedNewAccount)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose one" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.queryByText(/signed out/)).toBeNull();
  });
});

describe("a user whose link expired (decision 088)", () => {
  it("other fields save without an address; the empty address is not sent", async () => {
    mockSession(makeAgent({ id: 1 }));
    const calls = mockTrpc({
      "users.get": { data: { ...user, email: null, pending_email: null } },
      "users.update": { data: { ...user, email: null, pending_email: null, first_name: "Janet" } },
    });
    renderWithProviders(<UserPage />, { path: "/panel/users/7", route: "/panel/users/:id" });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const first = screen.getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.type(first, "Janet");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.path === "users.update")).toBe(true));
    expect(calls.find((call) => call.path === "users.update")?.input).toEqual({ id: 7, first_name: "Janet" });
  });
});
