import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { makeAgent, makeDealer } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { server } from "@/test/server";
import { mockSession, mockTrpc } from "@/test/trpc";
import DealerPage from "./dealer-page";

function renderDealer() {
  // The Dealer Details tab, as if chosen before (the tab is remembered per context).
  document.cookie = "panel_tab_dealer=details; path=/";
  return renderWithProviders(<DealerPage />, { path: "/panel/dealers/11", route: "/panel/dealers/:id" });
}

const dealerAdmin = makeAgent({ role_id: 4 });

describe("dealer page: quote branding", () => {
  it("a dealer admin uploads a logo: the file itself goes to PUT /api/dealers/{id}/logo", async () => {
    mockSession(dealerAdmin);
    let dealer = makeDealer();
    mockTrpc({ "dealers.get": () => ({ data: dealer }) });
    const uploads: { type: string | null; bytes: number[] }[] = [];
    server.use(
      http.put("*/api/dealers/11/logo", async ({ request }) => {
        const body = new Uint8Array(await request.arrayBuffer());
        uploads.push({ type: request.headers.get("content-type"), bytes: Array.from(body) });
        dealer = makeDealer({ logo_updated_at: "2026-03-04T10:00:00.000Z" });
        return HttpResponse.json(dealer);
      }),
    );
    renderDealer();
    const card = await screen.findByRole("region", { name: "Quote branding" });
    // No logo yet: the company name stands in, as on the document.
    expect(within(card).getByText("Sunset Shades")).toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], "logo.png", {
      type: "image/png",
    });
    await userEvent.upload(within(card).getByLabelText("Logo file"), file);
    expect(await screen.findByText("Your quotes now carry this logo.")).toBeInTheDocument();
    expect(uploads).toEqual([{ type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 1, 2, 3] }]);
    const img = await within(card).findByRole("img", { name: "Sunset Shades logo" });
    expect(img.getAttribute("src")).toBe("/api/dealers/11/logo?v=2026-03-04T10%3A00%3A00.000Z");
    expect(within(card).getByRole("button", { name: "Remove" })).toBeInTheDocument();
  });

  it("a file over 1 MB is refused before it is sent; the server's refusal shows too", async () => {
    mockSession(dealerAdmin);
    mockTrpc({ "dealers.get": { data: makeDealer() } });
    let calls = 0;
    server.use(
      http.put("*/api/dealers/11/logo", () => {
        calls += 1;
        return HttpResponse.json({ errors: ["The logo must be a PNG, JPEG or SVG image."] }, { status: 400 });
      }),
    );
    renderDealer();
    const card = await screen.findByRole("region", { name: "Quote branding" });
    const big = new File([new Uint8Array(1024 * 1024 + 1)], "big.png", { type: "image/png" });
    await userEvent.upload(within(card).getByLabelText("Logo file"), big);
    expect(await within(card).findByText(/larger than 1 MB/)).toBeInTheDocument();
    expect(calls).toBe(0);
    const fake = new File(["not an image"], "fake.png", { type: "image/png" });
    await userEvent.upload(within(card).getByLabelText("Logo file"), fake);
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "The logo must be a PNG, JPEG or SVG image.",
    );
    expect(calls).toBe(1);
  });

  it("terms and validity save only what changed; the server's message shows under its field", async () => {
    mockSession(dealerAdmin);
    let first = true;
    const calls = mockTrpc({
      "dealers.get": { data: makeDealer() },
      "dealers.update": () => {
        if (first) {
          first = false;
          return { error: { status: 400, errors: ["quote_terms: Terms can be at most 4,000 characters."] } };
        }
        return { data: makeDealer({ quote_validity_days: 45 }) };
      },
    });
    renderDealer();
    const card = await screen.findByRole("region", { name: "Quote branding" });
    const save = within(card).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    const days = within(card).getByLabelText(/Quote validity/);
    await userEvent.clear(days);
    await userEvent.type(days, "0");
    await userEvent.click(save);
    expect(await within(card).findByText(/whole number of days from 1 to 365/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === "dealers.update")).toBe(false);

    await userEvent.clear(days);
    await userEvent.type(days, "45");
    await userEvent.click(save);
    expect(await within(card).findByText("Terms can be at most 4,000 characters.")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "dealers.update")).toHaveLength(2));
    expect(calls.filter((call) => call.path === "dealers.update").at(-1)?.input).toEqual({
      id: 11,
      quote_validity_days: 45,
    });
    expect(await screen.findByText("Updated successfully.")).toBeInTheDocument();
  });

  it("the reminder before expiry is on by default and turned off on its own (decision 184)", async () => {
    mockSession(dealerAdmin);
    const calls = mockTrpc({
      "dealers.get": { data: makeDealer() },
      "dealers.update": { data: makeDealer({ expiry_reminder: false }) },
    });
    renderDealer();
    const card = await screen.findByRole("region", { name: "Quote branding" });
    const reminder = within(card).getByRole("checkbox", {
      name: /Remind the customer before the quote expires/,
    });
    expect(reminder).toBeChecked();
    await userEvent.click(reminder);
    await userEvent.click(within(card).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "dealers.update")?.input).toEqual({
        id: 11,
        expiry_reminder: false,
      }),
    );
    expect(await screen.findByText("Updated successfully.")).toBeInTheDocument();
  });

  it("a sales rep (no dealer update permission) does not see it", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({ "dealers.get": { data: makeDealer() } });
    renderDealer();
    expect(await screen.findByRole("tab", { name: "Dealer Details", selected: true })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Quote branding" })).not.toBeInTheDocument();
  });
});
