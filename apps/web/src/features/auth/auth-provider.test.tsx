import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { server } from "@/test/server";
import { mockTrpc } from "@/test/trpc";

describe("Session", () => {
  it("stays signed out silently on 401", async () => {
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
  });

  it("shows the error screen with the code for any other failure", async () => {
    server.use(http.get("*/api/check-session", () => HttpResponse.json({ errors: [] }, { status: 503 })));
    renderApp("/");
    expect(await screen.findByText("Error: 503")).toBeInTheDocument();
    expect(
      screen.getByText("The service is currently unavailable. Please try again later."),
    ).toBeInTheDocument();
  });

  it("offers Go to Panel and logout when signed in", async () => {
    server.use(http.get("*/api/check-session", () => HttpResponse.json(makeAgent())));
    renderApp("/");
    const panelLinks = await screen.findAllByRole("link", { name: "Go to Panel" });
    for (const link of panelLinks) expect(link).toHaveAttribute("href", "/panel/dashboard");
    expect(screen.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/logout");
  });

  it("logs out with a toast and goes to /", async () => {
    server.use(
      http.get("*/api/check-session", () => HttpResponse.json(makeAgent())),
      http.delete("*/api/logout", () => new HttpResponse(null, { status: 204 })),
    );
    const { router } = renderApp("/logout");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByText("You have been logged out of your account.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
  });

  it("shows the error screen when logout fails, and stays (the session may still be open)", async () => {
    server.use(
      http.get("*/api/check-session", () => HttpResponse.json(makeAgent())),
      http.delete("*/api/logout", () => HttpResponse.json({ errors: [] }, { status: 500 })),
    );
    const { router } = renderApp("/logout");
    expect(await screen.findByText("Error: 500")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/logout");
  });

  it("sends a signed-out deep link to /login and, after sign-in, back to the page asked for", async () => {
    server.use(http.post("*/api/login", () => HttpResponse.json(makeAgent())));
    const user = userEvent.setup();
    const { router } = renderApp("/panel/no-such-screen?tab=units#top");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(
      "/panel/no-such-screen?tab=units#top",
    );
    await user.type(await screen.findByLabelText(/username or email/i), "jane");
    await user.type(screen.getByLabelText(/password/i), "Secret#123");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/no-such-screen"));
    expect(router.state.location.search).toBe("?tab=units");
    expect(router.state.location.hash).toBe("#top");
  });

  it("never follows a next that leaves the panel", async () => {
    server.use(http.post("*/api/login", () => HttpResponse.json(makeAgent())));
    const user = userEvent.setup();
    const { router } = renderApp("/login?next=%2F%2Fevil.example%2Fpanel");
    await user.type(await screen.findByLabelText(/username or email/i), "jane");
    await user.type(screen.getByLabelText(/password/i), "Secret#123");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/dashboard"));
  });

  it("keeps the 403 view for a signed-in user without the permission, and a 404 for unknown routes", async () => {
    server.use(http.get("*/api/check-session", () => HttpResponse.json(makeAgent({ role_id: 6 }))));
    // The panel's bell asks for the unread count on every panel page, the 403 view's too.
    mockTrpc({ "notifications.unreadCount": { data: { count: 0 } } });
    const { unmount, router } = renderApp("/panel/accounts");
    expect(await screen.findByText("You are not authorized to view this page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/panel/accounts");
    unmount();
    renderApp("/no/such/page");
    expect(await screen.findByText("Error: 404")).toBeInTheDocument();
  });
});
