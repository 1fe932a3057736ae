import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { server } from "@/test/server";

describe("Login page", () => {
  it("shows the required-field messages", async () => {
    const user = userEvent.setup();
    renderApp("/login");
    await user.click(await screen.findByRole("button", { name: "Login" }));
    expect(await screen.findByText("Username is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(screen.getByLabelText(/username or email/i)).toHaveAttribute("aria-invalid", "true");
  });

  it("links to the forgot-password page", async () => {
    renderApp("/login");
    expect(await screen.findByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("shows the first server error as one red line", async () => {
    server.use(
      http.post("*/api/login", () =>
        HttpResponse.json({ errors: ["Invalid username or password.", "second"] }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/login");
    await user.type(await screen.findByLabelText(/username or email/i), "jane");
    await user.type(screen.getByLabelText(/password/i), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password.");
    expect(screen.queryByText("second")).not.toBeInTheDocument();
  });

  it("sends a lowercased username, then goes to the dashboard with a welcome toast", async () => {
    let sent: unknown;
    server.use(
      http.post("*/api/login", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(makeAgent());
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/login");
    await user.type(await screen.findByLabelText(/username or email/i), "Jane_Dealer");
    await user.type(screen.getByLabelText(/password/i), "Secret#123");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/dashboard"));
    expect(sent).toEqual({ username: "jane_dealer", password: "Secret#123" });
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(screen.getByText("You have been logged into your account.")).toBeInTheDocument();
  });

  it("sends an authenticated visitor to the panel", async () => {
    server.use(http.get("*/api/check-session", () => HttpResponse.json(makeAgent())));
    const { router } = renderApp("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/dashboard"));
  });

  it("redirects /signin to /login", async () => {
    const { router } = renderApp("/signin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
