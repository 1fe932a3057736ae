import { EMAIL_CHANGE_MESSAGES, INVITATION_MESSAGES } from "@screens/domain/schemas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-app";
import { makeAgent } from "@/test/fixtures";
import { mockSession, mockTrpc } from "@/test/trpc";
import InvitationPage from "./invitation-page";

/** /invitation/{token}: one step from the welcome e-mail to a password (decision 159). */
const renderPage = () =>
  renderWithProviders(<InvitationPage />, { path: "/invitation/tok123", route: "/invitation/:token" });

describe("/invitation/{token}", () => {
  it("checks the password by the shared rules, then sets it with the link's token", async () => {
    mockSession(null);
    const calls = mockTrpc({
      "users.acceptInvitation": {
        data: { email: "pat@example.com", username: "pat_buyer", message: INVITATION_MESSAGES.accepted },
      },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Password/), "short");
    await userEvent.type(screen.getByLabelText(/Confirm password/), "other");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeInTheDocument();
    expect(screen.getByText("Passwords must match")).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), "Invited#2026");
    await userEvent.clear(screen.getByLabelText(/Confirm password/));
    await userEvent.type(screen.getByLabelText(/Confirm password/), "Invited#2026");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText(INVITATION_MESSAGES.accepted)).toBeInTheDocument();
    expect(screen.getByText("pat_buyer")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
    await waitFor(() =>
      expect(calls.find((call) => call.path === "users.acceptInvitation")?.input).toEqual({
        token: "tok123",
        password: "Invited#2026",
        confirmPassword: "Invited#2026",
      }),
    );
  });

  it("says when the link is spent or expired", async () => {
    mockSession(null);
    mockTrpc({
      "users.acceptInvitation": { error: { status: 400, errors: [EMAIL_CHANGE_MESSAGES.linkInvalid] } },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/^Password/), "Invited#2026");
    await userEvent.type(screen.getByLabelText(/Confirm password/), "Invited#2026");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(EMAIL_CHANGE_MESSAGES.linkInvalid);
  });

  it("a signed-in visitor is asked to sign out first, or goes back to the panel (decision 176)", async () => {
    const agent = makeAgent({ role_id: 4, dealer_id: 11 });
    mockSession(agent);
    renderPage();
    expect(await screen.findByText("You're signed in")).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`signed in as ${agent.first_name} ${agent.last_name}`)),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out and continue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the panel" })).toHaveAttribute(
      "href",
      "/panel/dashboard",
    );
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });
});
