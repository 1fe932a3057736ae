import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZSecondFactorCode } from "@screens/domain/schemas";
import { LoginSchema } from "@screens/domain/validation";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { makeAgent } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { expectMarksOfSchema } from "@/test/required-marks";
import { server } from "@/test/server";
import { mockTrpc } from "@/test/trpc";

describe("Login page", () => {
  it("shows the required-field messages", async () => {
    const user = userEvent.setup();
    renderApp("/login");
    await user.click(await screen.findByRole("button", { name: "Login" }));
    expect(await screen.findByText("Username is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(screen.getByLabelText(/username or email/i)).toHaveAttribute("aria-invalid", "true");
  });

  it("marks the fields LoginSchema requires (the page loads no zod: kept equal here, decision 193)", async () => {
    renderApp("/login");
    const form = (await screen.findByRole("button", { name: "Login" })).closest("form")!;
    expectMarksOfSchema(form, LoginSchema, { username: "Username or email", password: "Password" });
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

  it("two-factor sign-in: after the password, the code step; a wrong code says so, a right one signs in", async () => {
    const codes: unknown[] = [];
    server.use(
      http.post("*/api/login", () => HttpResponse.json({ two_factor: "code" })),
      http.post("*/api/login/two-factor", async ({ request }) => {
        const body = (await request.json()) as { code: string };
        codes.push(body.code);
        return body.code === "123456"
          ? HttpResponse.json(makeAgent())
          : HttpResponse.json({ errors: ["That code is not correct."] }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/login");
    await user.type(await screen.findByLabelText(/username or email/i), "jane");
    await user.type(screen.getByLabelText(/password/i), "Secret#123");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("heading", { name: "Two-factor sign-in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    const field = screen.getByLabelText(/authentication code/i);
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expectMarksOfSchema(field.closest("form")!, z.object({ code: ZSecondFactorCode }), {
      code: "Authentication code",
    });
    await user.type(field, "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("That code is not correct.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/authentication code/i), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/dashboard"));
    expect(codes).toEqual(["000000", "123456"]);
  });

  it("an admin whose company requires two-factor sign-in sets up the app, sees the recovery codes, then enters", async () => {
    server.use(
      http.post("*/api/login", () => HttpResponse.json({ two_factor: "enroll" })),
      http.post("*/api/login/two-factor/setup", () =>
        HttpResponse.json({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/x", qr_svg: "<svg></svg>" }),
      ),
      http.post("*/api/login/two-factor/enroll", () =>
        HttpResponse.json({ agent: makeAgent(), recovery_codes: ["aaaaa-bbbbb", "ccccc-ddddd"] }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/login");
    await user.type(await screen.findByLabelText(/username or email/i), "jane");
    await user.type(screen.getByLabelText(/password/i), "Secret#123");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("heading", { name: "Set up two-factor sign-in" })).toBeInTheDocument();
    expect(await screen.findByText("JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/code from your app/i), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on and sign in" }));
    expect(await screen.findByText("aaaaa-bbbbb")).toBeInTheDocument();
    // Not in the panel before the codes are acknowledged.
    expect(router.state.location.pathname).toBe("/login");
    // The dashboard this leads to reads its lists; their content is not this test's (each read: a 404).
    mockTrpc({});
    await user.click(screen.getByRole("button", { name: "Continue to the panel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/dashboard"));
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
