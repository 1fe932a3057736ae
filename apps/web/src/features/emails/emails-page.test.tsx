import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import EmailsPage from "./emails-page";

const staff = makeAgent({ role_id: 2, id: 2 });

function job(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    kind: "quote_sent",
    to_address: "olivia.rivera@example.com",
    subject: "Your quote Q-000031 from Gulf Coast Shade & Screen",
    status: "failed",
    attempts: 6,
    max_attempts: 6,
    next_attempt_at: null,
    last_error: "connect ECONNREFUSED 127.0.0.1:587",
    sent_at: null,
    created_at: "2026-03-04T15:00:00Z",
    ...overrides,
  };
}

describe("failed e-mails page", () => {
  it("lists the failed e-mails and retries one", async () => {
    mockSession(staff);
    let retried = false;
    const calls = mockTrpc({
      "emails.list": () => ({ data: retried ? [] : [job()] }),
      "emails.retry": () => {
        retried = true;
        return { data: job({ status: "pending", attempts: 0 }) };
      },
    });
    renderWithProviders(<EmailsPage />, { path: "/panel/emails" });
    const row = (await screen.findByText("olivia.rivera@example.com")).closest("tr")!;
    expect(within(row).getByText("Quote sent to customer")).toBeInTheDocument();
    expect(within(row).getByText("6 / 6")).toBeInTheDocument();
    expect(within(row).getByText(/ECONNREFUSED/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === "emails.list")?.input).toMatchObject({ status: "failed" });
    await userEvent.click(within(row).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("E-mail queued again.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "emails.retry")?.input).toEqual({ id: 41 });
    // The list reloads: nothing failed any more.
    expect(await screen.findByText("No failed e-mails.")).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast", async () => {
    mockSession(staff);
    mockTrpc({
      "emails.list": { data: [job()] },
      "emails.retry": { error: { status: 400, errors: ["Only a failed e-mail can be retried."] } },
    });
    renderWithProviders(<EmailsPage />, { path: "/panel/emails" });
    await userEvent.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Only a failed e-mail can be retried.")).toBeInTheDocument();
  });

  it("switching to Sent lists the sent ones, without Retry", async () => {
    mockSession(staff);
    const calls = mockTrpc({
      "emails.list": (input) =>
        (input as { status: string }).status === "sent"
          ? {
              data: [
                job({
                  id: 42,
                  status: "sent",
                  attempts: 1,
                  last_error: null,
                  sent_at: "2026-03-04T15:01:00Z",
                }),
              ],
            }
          : { data: [] },
    });
    renderWithProviders(<EmailsPage />, { path: "/panel/emails" });
    expect(await screen.findByText("No failed e-mails.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Sent" }));
    const row = (await screen.findByText("olivia.rivera@example.com")).closest("tr")!;
    expect(within(row).getByText("Sent")).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => (call.input as { status?: string }).status === "sent")).toBe(true),
    );
  });

  it("dealer users are refused", async () => {
    mockSession(makeAgent({ role_id: 4 }));
    const calls = mockTrpc({});
    renderWithProviders(<EmailsPage />, { path: "/panel/emails" });
    expect(await screen.findByText("You are not authorized to view this page")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
