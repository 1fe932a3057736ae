import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import PipelinePage from "./pipeline-page";

/** The sales manager's pipeline by rep (decision 158). */
const figure = (count: number, total: number) => ({ count, total });
const pipeline = {
  period: { period: "this_month", label: "This month", from: "2026-11-01", to: "2026-11-29", tz: "UTC" },
  dealer: { id: 11, company_name: "Sunset Shades" },
  rows: [
    {
      owner_id: 6,
      owner_name: "Ray Patel",
      role_id: 6,
      open: figure(2, 4200),
      sent: figure(1, 1900),
      accepted: figure(1, 2500),
      ordered: figure(1, 3100),
      all: figure(5, 11700),
    },
    {
      owner_id: 8,
      owner_name: "Paula Chen",
      role_id: 7,
      open: figure(0, 0),
      sent: figure(0, 0),
      accepted: figure(0, 0),
      ordered: figure(0, 0),
      all: figure(0, 0),
    },
  ],
  totals: {
    open: figure(2, 4200),
    sent: figure(1, 1900),
    accepted: figure(1, 2500),
    ordered: figure(1, 3100),
    all: figure(5, 11700),
  },
};

describe("pipeline by rep", () => {
  it("a sales manager reads its dealer's pipeline by owner, each owner linking to their quotes", async () => {
    mockSession(makeAgent({ role_id: 5 }));
    const calls = mockTrpc({ "reports.pipelineByRep": { data: pipeline } });
    renderWithProviders(<PipelinePage />, {
      path: "/panel/reports/pipeline",
      route: "/panel/reports/pipeline",
    });
    const table = await screen.findByRole("table", { name: "Pipeline by rep" });
    const ray = within(table).getByRole("row", { name: /Ray Patel/ });
    expect(
      within(ray)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Ray PatelRepresentative",
      "2$4,200.00",
      "1$1,900.00",
      "1$2,500.00",
      "1$3,100.00",
      "5$11,700.00",
    ]);
    expect(within(table).getByRole("link", { name: "Ray Patel" })).toHaveAttribute(
      "href",
      "/panel/quotes?owner=6",
    );
    expect(within(table).getByRole("row", { name: /All owners/ })).toHaveTextContent("$11,700.00");
    expect(screen.getByText(/Sunset Shades: quotes created in the period/)).toBeInTheDocument();
    // A dealer user's query names no dealer: the server answers its own.
    expect(calls.find((call) => call.path === "reports.pipelineByRep")?.input).not.toHaveProperty(
      "dealer_id",
    );
    expect(screen.queryByLabelText("Dealer")).toBeNull();
  });

  it("staff choose the dealer first", async () => {
    mockSession(makeAgent({ role_id: 2 }));
    const calls = mockTrpc({ "dealers.list": { data: [{ id: 11, company_name: "Sunset Shades" }] } });
    renderWithProviders(<PipelinePage />, {
      path: "/panel/reports/pipeline",
      route: "/panel/reports/pipeline",
    });
    expect(await screen.findByText("Choose a dealer to see its pipeline.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("option", { name: "Sunset Shades" })).toBeInTheDocument());
    expect(calls.some((call) => call.path === "reports.pipelineByRep")).toBe(false);
  });
});
