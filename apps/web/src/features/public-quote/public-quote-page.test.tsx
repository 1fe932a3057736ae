import { MESSAGES } from "@screens/domain/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { makeQuoteDocument } from "@/components/quote-document/test-document";
import { renderApp } from "@/test/render-app";
import { expectMarksOfSchema } from "@/test/required-marks";
import { server } from "@/test/server";
import type { PublicQuote } from "./public-quote-api";
import { CONSENT_TEXT } from "./accept-dialog";
import { meta } from "@/routes/q.$token";
import { publicQuoteTitle } from "./public-quote-page";
import { documentForChoice } from "@screens/domain/quote-document";
import { ZAcceptQuoteRequest } from "@screens/domain/schemas";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG".slice(0, 43);
const SHA = "a".repeat(64);

function openQuote(): PublicQuote {
  return { document: makeQuoteDocument(), document_sha256: SHA, decision: { state: "open" } };
}

/** The public API of one link; records what was posted. */
function mockLink(initial: PublicQuote | null) {
  let state = initial;
  const posts: { path: string; body: unknown }[] = [];
  let sessionChecks = 0;
  const dead = () => HttpResponse.json({ errors: [MESSAGES.quoteLinkInvalid] }, { status: 404 });
  server.use(
    http.get("*/api/check-session", () => {
      sessionChecks += 1;
      return HttpResponse.json({ errors: ["Not signed in"] }, { status: 401 });
    }),
    http.get("*/api/public/quotes/:token", ({ params }) =>
      params.token === TOKEN && state ? HttpResponse.json(state) : dead(),
    ),
    http.post("*/api/public/quotes/:token/accept", async ({ request }) => {
      const body = (await request.json()) as { signer_name: string };
      posts.push({ path: "accept", body });
      if (!state) return dead();
      state = {
        ...state,
        decision: { state: "accepted", signer_name: body.signer_name, decided_at: "2026-03-05T15:04:00Z" },
      };
      return HttpResponse.json(state);
    }),
    http.post("*/api/public/quotes/:token/decline", async ({ request }) => {
      const body = (await request.json()) as { reason?: string };
      posts.push({ path: "decline", body });
      if (!state) return dead();
      state = {
        ...state,
        decision: { state: "declined", reason: body.reason ?? null, decided_at: "2026-03-05T15:04:00Z" },
      };
      return HttpResponse.json(state);
    }),
  );
  return { posts, sessionChecks: () => sessionChecks };
}

describe("the homeowner's quote page", () => {
  it("is titled after the quote and not indexed (the route's meta, rendered in the server's HTML)", () => {
    const tags = meta({
      loaderData: { dead: false, title: publicQuoteTitle(openQuote()), dehydratedState: undefined },
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toEqual([
      { title: "Quote Q-000031 from Gulf Coast Shade & Screen" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });

  it("shows the document with Accept and Decline, no panel, without a session check", async () => {
    const link = mockLink(openQuote());
    renderApp(`/q/${TOKEN}`);
    expect(await screen.findByRole("article", { name: "Quote Q-000031" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept quote" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "PDF" })).toHaveAttribute(
      "href",
      `/api/public/quotes/${TOKEN}/pdf`,
    );
    expect(link.sessionChecks()).toBe(0);
  });

  it("the homeowner picks an alternative and ticks an option: the total follows, and Accept sends the choice (decision 182)", async () => {
    const plain = makeQuoteDocument();
    const offered = documentForChoice(
      {
        ...plain,
        units: plain.units.map((unit) => ({
          ...unit,
          option: { choice: "alternative" as const, group: "Lanai screen", chosen: false },
        })),
        accessories: plain.accessories.map((line) =>
          line.id === 802 ? { ...line, option: { choice: "optional" as const, chosen: false } } : line,
        ),
        choices: {
          discount: null,
          taxes: [{ name: "FL", rate: 6.5, label: "FL (6.5%)" }],
          taxable_services: [],
          deposit: { kind: "none" },
        },
      },
      new Set(["unit:501", "accessory:801"]),
    );
    const link = mockLink({ document: offered, document_sha256: SHA, decision: { state: "open" } });
    renderApp(`/q/${TOKEN}`);
    // 4,127 + 112, and 6.5% tax on it.
    expect(await screen.findByTestId("public-total")).toHaveTextContent("$4,514.54");
    expect(screen.queryByText("Not included in the total")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Choose Lanai door" }));
    await userEvent.click(
      screen.getByRole("checkbox", { name: "Include Somfy Sunis Wirefree RTS Sun Sensor" }),
    );
    // 3,219 + 112 + 372 = 3,703, and 240.70 of tax.
    expect(screen.getByTestId("public-total")).toHaveTextContent("$3,943.70");
    expect(screen.getByTestId("document-total")).toHaveTextContent("$3,943.70");
    expect(screen.getByRole("radio", { name: "Choose Pool side" })).not.toBeChecked();

    await userEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept and sign this quote" });
    expect(within(dialog).getByText(/\$3,943\.70/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Your full name/), "Olivia Rivera");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: CONSENT_TEXT }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept and sign" }));
    expect(await screen.findByRole("heading", { name: "You accepted this quote" })).toBeInTheDocument();
    expect(link.posts).toEqual([
      {
        path: "accept",
        body: {
          signer_name: "Olivia Rivera",
          consent: true,
          document_sha256: SHA,
          chosen: [
            { line: "unit", id: 502 },
            { line: "accessory", id: 802 },
          ],
        },
      },
    ]);
  });

  it("Accept needs the typed full name and the consent box, then shows the signature and the PDF", async () => {
    const link = mockLink(openQuote());
    renderApp(`/q/${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Accept quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept and sign this quote" });
    expect(within(dialog).getByText(/\$7,830\.00/)).toBeInTheDocument();
    // The page loads no zod: its one mark is kept equal to the server's schema here (decision 193).
    expectMarksOfSchema(dialog, ZAcceptQuoteRequest, { signer_name: "Your full name" });

    await userEvent.click(within(dialog).getByRole("button", { name: "Accept and sign" }));
    expect(await within(dialog).findByText(MESSAGES.signerNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.consentRequired)).toBeInTheDocument();
    expect(link.posts).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Your full name/), "  Olivia   Rivera ");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: CONSENT_TEXT }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept and sign" }));

    expect(await screen.findByRole("heading", { name: "You accepted this quote" })).toBeInTheDocument();
    expect(link.posts).toEqual([
      { path: "accept", body: { signer_name: "Olivia Rivera", consent: true, document_sha256: SHA } },
    ]);
    const banner = screen.getByRole("status");
    expect(within(banner).getByText("Olivia Rivera")).toBeInTheDocument();
    expect(within(banner).getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/api/public/quotes/${TOKEN}/pdf`,
    );
    // The link never acts twice: no more answers offered.
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Decline" })).not.toBeInTheDocument();
  });

  it("Decline with an optional reason, confirmed in its dialog", async () => {
    const link = mockLink(openQuote());
    renderApp(`/q/${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline this quote?" });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "We chose a smaller project this year.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline quote" }));
    expect(await screen.findByRole("heading", { name: "You declined this quote" })).toBeInTheDocument();
    expect(screen.getByText("We chose a smaller project this year.")).toBeInTheDocument();
    expect(link.posts).toEqual([
      { path: "decline", body: { reason: "We chose a smaller project this year.", document_sha256: SHA } },
    ]);
  });

  it("Decline without a reason sends none; Cancel sends nothing", async () => {
    const link = mockLink(openQuote());
    renderApp(`/q/${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(link.posts).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Decline quote" }),
    );
    expect(await screen.findByRole("heading", { name: "You declined this quote" })).toBeInTheDocument();
    expect(link.posts).toEqual([{ path: "decline", body: { document_sha256: SHA } }]);
  });

  it("an answered link shows the decision and the PDF, with no buttons to answer again", async () => {
    mockLink({
      ...openQuote(),
      decision: { state: "accepted", signer_name: "Olivia Rivera", decided_at: "2026-03-05T15:04:00Z" },
    });
    renderApp(`/q/${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "You accepted this quote" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).not.toBeInTheDocument();
  });

  it("an unknown, expired or withdrawn link shows one calm page", async () => {
    mockLink(null);
    renderApp(`/q/${TOKEN}`);
    expect(await screen.findByRole("heading", { name: MESSAGES.quoteLinkInvalid })).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByText(/Error:/)).not.toBeInTheDocument();
  });

  it("a link withdrawn while the customer reads: accepting shows the invalid-link page", async () => {
    mockLink(openQuote());
    renderApp(`/q/${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Accept quote" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/Your full name/), "Olivia Rivera");
    await userEvent.click(within(dialog).getByRole("checkbox"));
    // The dealer withdraws it now.
    mockLink(null);
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept and sign" }));
    expect(await screen.findByRole("heading", { name: MESSAGES.quoteLinkInvalid })).toBeInTheDocument();
  });

  it("the server's refusal (already answered) shows in the dialog", async () => {
    mockLink(openQuote());
    server.use(
      http.post("*/api/public/quotes/:token/accept", () =>
        HttpResponse.json({ errors: [MESSAGES.quoteAlreadyAnswered] }, { status: 409 }),
      ),
    );
    renderApp(`/q/${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Accept quote" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/Your full name/), "Olivia Rivera");
    await userEvent.click(within(dialog).getByRole("checkbox"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept and sign" }));
    expect(await within(dialog).findByText(MESSAGES.quoteAlreadyAnswered)).toBeInTheDocument();
  });
});
