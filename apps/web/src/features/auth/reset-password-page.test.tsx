import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { server } from "@/test/server";

async function fill(password: string, confirmPassword: string) {
  const user = userEvent.setup();
  if (password) await user.type(await screen.findByLabelText(/new password/i), password);
  if (confirmPassword) await user.type(screen.getByLabelText(/confirm password/i), confirmPassword);
  await user.click(screen.getByRole("button", { name: "Submit" }));
}

describe("Reset password page", () => {
  it("requires both fields", async () => {
    renderApp("/reset-password/abc123");
    await screen.findByLabelText(/new password/i);
    await fill("", "");
    expect(await screen.findByText("Password is required.")).toBeInTheDocument();
    expect(screen.getByText("Confirm Password is required")).toBeInTheDocument();
  });

  it.each([
    ["Ab1!", "Password must be at least 8 characters long"],
    ["abcdefg1!", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1!", "Password must contain at least one lowercase letter"],
    ["Abcdefgh!", "Password must contain at least one number"],
    ["Abcdefgh1", "Password must contain at least one special character"],
  ])("rejects %s with '%s'", async (password, message) => {
    renderApp("/reset-password/abc123");
    await fill(password, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("requires matching passwords", async () => {
    renderApp("/reset-password/abc123");
    await fill("Abcdefg1!", "Abcdefg1?");
    expect(await screen.findByText("Passwords must match")).toBeInTheDocument();
  });

  it("sends the reset key from the link and goes to /login", async () => {
    let sent: unknown;
    server.use(
      http.post("*/api/update-password", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { router } = renderApp("/reset-password/abc123");
    await fill("Abcdefg1!", "Abcdefg1!");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(sent).toEqual({ password: "Abcdefg1!", confirmPassword: "Abcdefg1!", hashedKey: "abc123" });
  });

  it("shows the server's error line for an expired link", async () => {
    server.use(
      http.post("*/api/update-password", () =>
        HttpResponse.json(
          { errors: ["This password reset link is invalid or has expired."] },
          { status: 400 },
        ),
      ),
    );
    renderApp("/reset-password/old");
    await fill("Abcdefg1!", "Abcdefg1!");
    expect(await screen.findByRole("alert")).toHaveTextContent("invalid or has expired");
  });
});
