import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import JobsPage from "./jobs-page";

const admin = makeAgent({ role_id: 2, id: 2 });

function job(overrides: Record<string, unknown> = {}) {
  return {
    id: 17,
    kind: "sweep",
    status: "dead",
    attempts: 3,
    max_attempts: 3,
    next_attempt_at: null,
    last_error: "Connection terminated unexpectedly",
    created_at: "2026-03-04T15:00:00Z",
    finished_at: "2026-03-04T15:06:00Z",
    ...overrides,
  };
}

describe("background jobs page", () => {
  it("lists the jobs that failed for good and retries one", async () => {
    mockSession(admin);
    let retried = false;
    const calls = mockTrpc({
      "jobs.list": () => ({ data: retried ? [] : [job()] }),
      "jobs.retry": () => {
        retried = true;
        return { data: job({ status: "pending", attempts: 0, finished_at: null }) };
      },
    });
    renderWithProviders(<JobsPage />, { path: "/panel/jobs" });
    const row = (await screen.findByText("Sweep of expired sign-ins and keys")).closest("tr")!;
    expect(within(row).getByText("3 / 3")).toBeInTheDocument();
    expect(within(row).getByText(/Connection terminated/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === "jobs.list")?.input).toMatchObject({ status: "dead" });
    await userEvent.click(within(row).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Job queued again.")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "jobs.retry")?.input).toEqual({ id: 17 });
    // The list reloads: nothing failed any more.
    expect(await screen.findByText("No failed jobs.")).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast", async () => {
    mockSession(admin);
    mockTrpc({
      "jobs.list": { data: [job({ kind: "erp.push" })] },
      "jobs.retry": { error: { status: 400, errors: ["Only a job that failed for good can be retried."] } },
    });
    renderWithProviders(<JobsPage />, { path: "/panel/jobs" });
    expect(await screen.findByText("ERP push, tried again")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Only a job that failed for good can be retried.")).toBeInTheDocument();
  });
});
