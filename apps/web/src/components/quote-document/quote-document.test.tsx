import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuoteDocument } from "./quote-document";
import { makeQuoteDocument } from "./test-document";

describe("quote document", () => {
  it("shows the dealer, the customer, number and dates, each unit with its drawing and price, and the total", () => {
    render(<QuoteDocument document={makeQuoteDocument()} />);
    const document = screen.getByRole("article", { name: "Quote Q-000031" });
    expect(within(document).getByText("Gulf Coast Shade & Screen")).toBeInTheDocument();
    expect(within(document).getByText("Olivia Rivera")).toBeInTheDocument();
    expect(within(document).getByText("March 4, 2026")).toBeInTheDocument();
    // The valid-until date is in the facts and the footer.
    expect(within(document).getAllByText(/April 3, 2026/)).toHaveLength(2);
    expect(within(document).getByText("Pool side")).toBeInTheDocument();
    expect(within(document).getByText("$4,127.00")).toBeInTheDocument();
    expect(
      within(document).getByRole("img", { name: /Pool side: 144" wide by 96" high, motor left/ }),
    ).toBeInTheDocument();
    expect(
      within(document).getByRole("img", { name: /Lanai door: 84 1\/2" wide by 102" high, motor right/ }),
    ).toBeInTheDocument();
    const accessory = within(document).getByRole("row", { name: /Somfy Sunis/ });
    expect(within(accessory).getByText("$372.00")).toBeInTheDocument();
    expect(screen.getByTestId("document-total")).toHaveTextContent("$7,830.00");
    expect(within(document).getByText(/50% deposit on acceptance/)).toBeInTheDocument();
  });

  it("a dealer without a logo gets a text header; with one, the logo", () => {
    const { unmount } = render(<QuoteDocument document={makeQuoteDocument()} />);
    expect(screen.queryByRole("img", { name: "Gulf Coast Shade & Screen" })).not.toBeInTheDocument();
    unmount();
    const base = makeQuoteDocument();
    render(
      <QuoteDocument
        document={{ ...base, dealer: { ...base.dealer, logo_url: "data:image/png;base64,iVBORw0KGgo=" } }}
      />,
    );
    expect(screen.getByRole("img", { name: "Gulf Coast Shade & Screen" })).toHaveAttribute(
      "src",
      "data:image/png;base64,iVBORw0KGgo=",
    );
  });

  it("a line of two identical screens shows the price of one, the quantity and the line's price (decision 160)", () => {
    const base = makeQuoteDocument();
    const [pool, door] = base.units;
    render(
      <QuoteDocument
        document={{ ...base, units: [{ ...pool!, quantity: 2, unit_price: 4127, price: 8254 }, door!] }}
      />,
    );
    expect(screen.getByTestId("document-unit-quantity")).toHaveTextContent("Quantity 2 × $4,127.00");
    expect(screen.getByText("$8,254.00")).toBeInTheDocument();
    // A single screen says nothing of a quantity.
    expect(screen.getAllByTestId("document-unit-quantity")).toHaveLength(1);
  });

  it("a line's own discount shows under its price: the price before it, struck, and what it is (decision 192)", () => {
    const base = makeQuoteDocument();
    const [pool, door] = base.units;
    const [remote] = base.accessories;
    render(
      <QuoteDocument
        document={{
          ...base,
          units: [
            { ...pool!, price: 3715, line_discount: { label: "10% off", list_price: 4127, amount: 412 } },
            door!,
          ],
          accessories: [
            { ...remote!, price: 353, line_discount: { label: "5% off", list_price: 372, amount: 19 } },
          ],
        }}
      />,
    );
    const notes = screen.getAllByTestId("document-line-discount");
    expect(notes.map((note) => note.textContent)).toEqual([
      "Before the discount: $4,127.00 10% off",
      "Before the discount: $372.00 5% off",
    ]);
    expect(screen.getByText("$3,715.00")).toBeInTheDocument();
    expect(screen.getByText("$372.00", { selector: "s" })).toBeInTheDocument();
  });

  it("rooms: each with its lines and subtotal, then the lines without a room (decision 161)", () => {
    const base = makeQuoteDocument();
    const [pool, door] = base.units;
    const [remote, sensor] = base.accessories;
    render(
      <QuoteDocument
        document={{
          ...base,
          units: [{ ...pool!, room: "Lanai" }, door!],
          accessories: [{ ...remote!, room: "Lanai" }, sensor!],
          rooms: [{ name: "Lanai", subtotal: pool!.price + remote!.price }],
        }}
      />,
    );
    const room = screen.getByTestId("document-room");
    expect(within(room).getByRole("heading", { name: "Lanai" })).toBeInTheDocument();
    expect(within(room).getByText("Pool side")).toBeInTheDocument();
    expect(within(room).getByRole("row", { name: /Somfy Situo/ })).toBeInTheDocument();
    expect(within(room).queryByText("Lanai door")).toBeNull();
    expect(within(room).getByTestId("document-room-subtotal")).toHaveTextContent(
      `$${(pool!.price + remote!.price).toLocaleString("en-US")}.00`,
    );
    // The lines without a room follow, numbered on from the room's.
    expect(screen.getByText("Lanai door").closest("li")).toHaveTextContent(/2\.Lanai door/);
    expect(screen.getByRole("row", { name: /Somfy Sunis/ })).toBeInTheDocument();
  });

  it("Canadian brokerage and a rounding adjustment add up to the total, top to bottom", () => {
    const base = makeQuoteDocument();
    render(
      <QuoteDocument
        document={{
          ...base,
          totals: { ...base.totals, subtotal: 7829, rounding_adjustment: -1, brokerage_fee: 60, total: 7889 },
        }}
      />,
    );
    const totals = screen.getByRole("region", { name: "Totals" });
    expect(within(totals).getByText("Rounding adjustment").nextSibling).toHaveTextContent("-$1.00");
    expect(within(totals).getByText("Subtotal").nextSibling).toHaveTextContent("$7,829.00");
    expect(within(totals).getByText("Canadian brokerage fee").nextSibling).toHaveTextContent("$60.00");
    expect(within(totals).getByTestId("document-total")).toHaveTextContent("$7,889.00");
  });

  it("no brokerage line for a US dealer, no terms section without terms", () => {
    render(<QuoteDocument document={makeQuoteDocument({ terms: null })} />);
    expect(screen.queryByText("Canadian brokerage fee")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Terms" })).not.toBeInTheDocument();
  });
});
