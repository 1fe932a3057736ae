import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render-app";
import { mockSession, mockTrpc } from "@/test/trpc";
import NewQuotePage from "./new-quote-page";

const customer = (overrides: Record<string, unknown>) => ({
  dealer_id: 11,
  customername: null,
  notes: null,
  email: null,
  phone: "+1 (239) 555-0100",
  address_2: null,
  country: "USA",
  status: 1,
  created_at: "2026-03-01T10:00:00Z",
  dealer: { company_name: "Sunset Shades" },
  ...overrides,
});
const olivia = customer({
  id: 7,
  first_name: "Olivia",
  last_name: "Brooks",
  email: "olivia@example.com",
  address_1: "12 Palm Way",
  city: "Naples",
  state: "FL",
  zip_code: "34102",
});
const marco = customer({
  id: 8,
  first_name: "Marco",
  last_name: "Diaz",
  address_1: "4 Bay Street",
  address_2: "Unit 2",
  city: "Tampa",
  state: "FL",
  zip_code: "33606",
});
const OLIVIA_ADDRESS = "Olivia Brooks\n12 Palm Way\nNaples, FL 34102\nUSA";
const MARCO_ADDRESS = "Marco Diaz\n4 Bay Street\nUnit 2\nTampa, FL 33606\nUSA";

function renderNewQuote(path = "/panel/dealers/11/new-quote") {
  return renderWithProviders(<NewQuotePage />, { path, route: "/panel/dealers/:id/new-quote" });
}

const shipping = () => screen.getByRole("textbox", { name: "Shipping address" });
const picker = () => screen.getByRole("combobox", { name: "Customer" });

describe("new quote: the customer picker (decision 082)", () => {
  it("opens with the customer of 'New quote' chosen and their address as the shipping address", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const calls = mockTrpc({
      "dealers.customers": { data: [olivia, marco] },
      "quotes.create": (input) => ({
        data: { id: 31, quote_number: "Q-000031", ...(input as object) },
      }),
    });
    const { router } = renderNewQuote("/panel/dealers/11/new-quote?customer=7");
    await waitFor(() => expect(picker()).toHaveTextContent("Olivia Brooks"));
    expect(shipping()).toHaveValue(OLIVIA_ADDRESS);
    await userEvent.type(screen.getByRole("textbox", { name: /Title/ }), "Brooks patio");
    await userEvent.click(screen.getByRole("button", { name: "Create Quote" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/quotes/31"));
    expect(calls.find((call) => call.path === "quotes.create")?.input).toMatchObject({
      title: "Brooks patio",
      customer_id: 7,
      dealer_id: 11,
      shipping_address: OLIVIA_ADDRESS,
    });
    // The toast says what happened under its title (product rule R41).
    expect(await screen.findByText("Created successfully.")).toBeInTheDocument();
    expect(
      screen.getByText('Quote Q-000031 "Brooks patio" is ready: add units and accessories.'),
    ).toBeInTheDocument();
  });

  it("searches the dealer's customers; choosing one fills an empty or customer-filled address, never a typed one", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    mockTrpc({ "dealers.customers": { data: [olivia, marco] } });
    renderNewQuote();
    await userEvent.click(await screen.findByRole("combobox", { name: "Customer" }));
    await userEvent.type(await screen.findByPlaceholderText("Search customers..."), "naples");
    const list = await screen.findByRole("listbox");
    expect(within(list).queryByText("Marco Diaz")).toBeNull();
    await userEvent.click(within(list).getByText("Olivia Brooks"));
    expect(picker()).toHaveTextContent("Olivia Brooks");
    expect(shipping()).toHaveValue(OLIVIA_ADDRESS);

    // The address Olivia filled in follows the next customer.
    await userEvent.click(picker());
    await userEvent.click(within(await screen.findByRole("listbox")).getByText("Marco Diaz"));
    expect(shipping()).toHaveValue(MARCO_ADDRESS);

    // A typed address stays; the form offers the customer's instead.
    await userEvent.clear(shipping());
    await userEvent.type(shipping(), "Job site: 9 Gulf Drive");
    await userEvent.click(picker());
    await userEvent.click(within(await screen.findByRole("listbox")).getByText("Olivia Brooks"));
    expect(shipping()).toHaveValue("Job site: 9 Gulf Drive");
    await userEvent.click(screen.getByRole("button", { name: "Use Olivia Brooks's address" }));
    expect(shipping()).toHaveValue(OLIVIA_ADDRESS);
  });

  it("creates a customer in place: saved under the dealer, chosen, and the address filled in", async () => {
    mockSession(makeAgent({ role_id: 6 }));
    const created = customer({
      id: 9,
      first_name: "Nora",
      last_name: "Quinn",
      email: "nora@example.com",
      address_1: "77 Shell Road",
      city: "Sarasota",
      state: "FL",
      zip_code: "34236",
    });
    const calls = mockTrpc({
      "dealers.customers": { data: [olivia] },
      "customers.create": { data: created },
    });
    renderNewQuote();
    await userEvent.click(await screen.findByRole("combobox", { name: "Customer" }));
    await userEvent.click(within(await screen.findByRole("listbox")).getByText("New customer..."));
    const dialog = await screen.findByRole("dialog", { name: "New customer" });
    const fill = async (label: RegExp, value: string) =>
      userEvent.type(within(dialog).getByRole("textbox", { name: label }), value);
    await fill(/First name/, "Nora");
    await fill(/Last name/, "Quinn");
    await fill(/Email/, "nora@example.com");
    await fill(/Phone/, "+1 (941) 555-0199");
    await fill(/Address 1/, "77 Shell Road");
    await fill(/City/, "Sarasota");
    await fill(/State/, "FL");
    await fill(/Zip code/, "34236");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Customer" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New customer" })).toBeNull());
    expect(calls.find((call) => call.path === "customers.create")?.input).toMatchObject({
      first_name: "Nora",
      dealer_id: 11,
      status: 1,
      country: "USA",
    });
    // The quote's own form was not submitted by the dialog's.
    expect(calls.some((call) => call.path === "quotes.create")).toBe(false);
    expect(picker()).toHaveTextContent("Nora Quinn");
    expect(shipping()).toHaveValue("Nora Quinn\n77 Shell Road\nSarasota, FL 34236\nUSA");
    expect(
      await screen.findByText("Nora Quinn is now one of your customers, chosen for this quote."),
    ).toBeInTheDocument();
  });

  it("offers no 'New customer...' without customer.c (a Dealer Purchaser)", async () => {
    mockSession(makeAgent({ role_id: 7 }));
    mockTrpc({ "dealers.customers": { data: [olivia] } });
    renderNewQuote();
    await userEvent.click(await screen.findByRole("combobox", { name: "Customer" }));
    const list = await screen.findByRole("listbox");
    expect(await within(list).findByText("Olivia Brooks")).toBeInTheDocument();
    expect(within(list).queryByText("New customer...")).toBeNull();
  });
});
