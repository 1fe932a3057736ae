import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { server } from "@/test/server";

describe("Forgot password page", () => {
  it("validates the email", async () => {
    const user = userEvent.setup();
    renderApp("/forgot-password");
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/email/i), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Invalid email address.")).toBeInTheDocument();
  });

  it("sends the email with the browser's origin, toasts and goes to /login", async () => {
    let sent: unknown;
    server.use(
      http.post("*/api/forgot-password", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/forgot-password");
    await user.type(await screen.findByLabelText(/email/i), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(sent).toEqual({ email: "jane@example.com", url: window.location.origin });
    expect(await screen.findByText("Success!")).toBeInTheDocument();
    expect(
      screen.getByText("A password reset link has been sent to the email address provided"),
    ).toBeInTheDocument();
  });

  it("shows 'Processing your request...' while working and the server error afterwards", async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post("*/api/forgot-password", async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ errors: ["Too many requests."] }, { status: 429 });
      }),
    );
    const user = userEvent.setup();
    renderApp("/forgot-password");
    await user.type(await screen.findByLabelText(/email/i), "jane@example.com");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Processing your request...")).toBeInTheDocument();
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests.");
  });
});
