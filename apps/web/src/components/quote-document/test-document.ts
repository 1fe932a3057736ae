import { unitDrawing } from "@screens/domain/unit-drawing";
import { defaultConfiguration } from "@screens/pricing/configuration";
import { describeConfiguration } from "@screens/pricing";
import type { QuoteDocumentData } from "./types";

/** A realistic document for component tests and the screenshots: two units, accessories, terms. */
export function makeQuoteDocument(overrides: Partial<QuoteDocumentData> = {}): QuoteDocumentData {
  const pool = defaultConfiguration({
    unit_name: "",
    unit_width_in: 144,
    unit_height_in: 96,
    motor_side: "left",
  });
  const lanai = defaultConfiguration({
    unit_name: "",
    unit_width_in: 84.5,
    unit_height_in: 102,
    motor_side: "right",
  });
  return {
    quote: {
      id: 31,
      number: "Q-000031",
      title: "Lanai screens - Rivera",
      date: "2026-03-04",
      valid_until: "2026-04-03",
    },
    dealer: {
      company_name: "Gulf Coast Shade & Screen",
      logo_url: null,
      address_lines: ["1200 Bayshore Blvd", "Tampa, FL 33606", "USA"],
      phone: "(813) 555-0142",
      email: "sales@gulfcoastshade.example",
      website: "https://gulfcoastshade.example",
    },
    customer: {
      name: "Olivia Rivera",
      address_lines: ["41 Palm Way", "Tampa, FL 33611"],
      email: "olivia.rivera@example.com",
      phone: "(813) 555-0199",
    },
    units: [
      {
        id: 501,
        name: "Pool side",
        size: {
          width_in: 144,
          height_in: 96,
          width: '144"',
          height: '96"',
          inches: '144" × 96"',
          feet: "12' 0\" × 8' 0\"",
        },
        description: describeConfiguration(pool),
        drawing: unitDrawing(pool),
        price: 4127,
      },
      {
        id: 502,
        name: "Lanai door",
        size: {
          width_in: 84.5,
          height_in: 102,
          width: '84 1/2"',
          height: '102"',
          inches: '84 1/2" × 102"',
          feet: "7' 0 1/2\" × 8' 6\"",
        },
        description: describeConfiguration(lanai),
        drawing: unitDrawing(lanai),
        price: 3219,
      },
    ],
    accessories: [
      { id: 801, name: "Somfy Situo 5 RTS Remote", quantity: 1, unit_price: 112, price: 112 },
      { id: 802, name: "Somfy Sunis Wirefree RTS Sun Sensor", quantity: 2, unit_price: 186, price: 372 },
    ],
    totals: {
      subtotal: 7830,
      rounding_adjustment: 0,
      brokerage_fee: 0,
      total: 7830,
      currency: "USD",
      shipping_note: "Shipping to be confirmed",
    },
    terms:
      "50% deposit on acceptance, balance on installation.\nPrices include installation within 30 miles of Tampa. Screens are made to order and cannot be returned.",
    ...overrides,
  };
}
