import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EMAIL_CHANGE_MESSAGES, emailChangeSentMessage } from "@screens/domain";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import ConfirmEmailPage from "@/features/auth/confirm-email-page";
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
    await userEvent.type(screen.getByLabelText(/Current password/), "Screens#2026");
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
      "users.confirmEmail": { data: { email: "jane@new.example", message: EMAIL_CHANGE_MESSAGES.confirmed } },
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
