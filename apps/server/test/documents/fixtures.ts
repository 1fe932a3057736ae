import {
  accessoryCatalogue,
  defaultConfiguration,
  defaultPriceBook,
  type Configuration,
} from "@screens/pricing";
import { joinNotes, QUOTE_LINES_MAX, QUOTE_STATUS } from "@screens/domain";
import type { PrismaClient } from "../../src/db/client.js";
import { createConfigurationRecord } from "../../src/services/configurations.js";
import { recomputeQuoteTotals } from "../../src/services/quote-totals.js";
import { quoteNumber } from "../../src/services/numbers.js";

/** Units of a real-looking job: different sizes, both motor sides, three housings, a clear window. */
export const DOCUMENT_UNITS: Array<Partial<Configuration>> = [
  { unit_name: "Lanai left", unit_width_in: 120, unit_height_in: 96 },
  { unit_name: "Lanai right", unit_width_in: 144.5, unit_height_in: 96, motor_side: "left" },
  { unit_name: "Pool cage front", unit_width_in: 216, unit_height_in: 120, housing_type: "jumbo" },
  { unit_name: "Grill corner", unit_width_in: 60, unit_height_in: 96, housing_type: "micro" },
  {
    unit_name: "Porch view window",
    unit_width_in: 120,
    unit_height_in: 96,
    housing_type: "jumbo",
    included_clear_window: true,
    fabric_collection: "clear_view_30",
    fabric_color: "charcoal_border",
    mullion_top_in: 12,
    mullion_bottom_in: 24,
    mullion_left_in: 8,
    mullion_right_in: 8,
    mullion_middle_in: 4,
  },
  { unit_name: "Garage door", unit_width_in: 192, unit_height_in: 108, fabric_collection: "nano97" },
  { unit_name: "Side entry", unit_width_in: 40, unit_height_in: 100, motor_side: "left" },
  { unit_name: "Deck east", unit_width_in: 132, unit_height_in: 90, frame_color_varies: true },
  { unit_name: "Deck west", unit_width_in: 132.25, unit_height_in: 90.5 },
  { unit_name: "Kitchen pass-through", unit_width_in: 72, unit_height_in: 60 },
];

/** The note a dealer keeps for itself: it must never reach the customer. */
export const INTERNAL_NOTE = "Internal: customer haggles, keep the margin firm.";

/**
 * A quote with `units` units (the first of DOCUMENT_UNITS, repeated) and two accessory lines, for
 * the dealer's first customer, with an internal note and a shipping address; optionally moved to a
 * status (the Canadian brokerage frozen as submission does).
 */
export async function makeDocumentQuote(
  prisma: PrismaClient,
  options: { dealerId: number; userId: number; units?: number; status?: number; title?: string },
) {
  const dealer = await prisma.dealer.findUniqueOrThrow({ where: { id: options.dealerId } });
  const customer = await prisma.customer.findFirst({
    where: { dealer_id: dealer.id },
    orderBy: { id: "asc" },
  });
  const quote = await prisma.quote.create({
    data: {
      title: options.title ?? "Backyard screens",
      notes: joinNotes(INTERNAL_NOTE, "Dock 4, 900 Warehouse Rd"),
      dealer_id: dealer.id,
      account_id: dealer.account_id,
      customer_id: customer?.id ?? null,
      status: QUOTE_STATUS.STARTED,
      created_by: options.userId,
    },
  });
  await prisma.quote.update({ where: { id: quote.id }, data: { quote_number: quoteNumber(quote.id) } });
  const count = options.units ?? 3;
  for (let index = 0; index < count; index++) {
    const overrides = DOCUMENT_UNITS[index % DOCUMENT_UNITS.length]!;
    await createConfigurationRecord(prisma, defaultPriceBook, quote.id, options.userId, {
      ...defaultConfiguration(),
      ...overrides,
      unit_name: index < DOCUMENT_UNITS.length ? overrides.unit_name! : `${overrides.unit_name} ${index + 1}`,
    });
  }
  for (const [index, item] of accessoryCatalogue
    .filter((entry) => !entry.variations?.length)
    .slice(0, 2)
    .entries()) {
    await prisma.quoteAccessory.create({
      data: {
        quote_id: quote.id,
        prod_name: item.name,
        sku: item.sku,
        category: item.category,
        prod_description: item.prod_description,
        quantity: index + 1,
        prod_cost: item.cost,
        created_by: options.userId,
      },
    });
  }
  await recomputeQuoteTotals(prisma, quote.id);
  if (options.status !== undefined && options.status !== QUOTE_STATUS.STARTED) {
    const canadian = dealer.country === "Canada";
    await prisma.quote.update({
      where: { id: quote.id },
      data: { status: options.status, submitted_at: new Date(), brokerage_fee: canadian ? 60 : 0 },
    });
  }
  return quote.id;
}

/**
 * The largest quote the bounds allow (decision 144): QUOTE_LINES_MAX units, accessory lines and
 * service lines, for `customerId` (default: the dealer's first customer). Used by the bounds' test
 * and the PDF bench.
 */
export async function makeLargestQuote(
  prisma: PrismaClient,
  options: { dealerId: number; userId: number; title?: string; customerId?: number },
) {
  const { units, accessories, services } = QUOTE_LINES_MAX;
  const quoteId = await makeDocumentQuote(prisma, { ...options, units });
  if (options.customerId !== undefined)
    await prisma.quote.update({ where: { id: quoteId }, data: { customer_id: options.customerId } });
  const catalogue = accessoryCatalogue.filter((item) => !item.variations?.length);
  // makeDocumentQuote adds two accessory lines: the rest up to the bound.
  await prisma.quoteAccessory.createMany({
    data: Array.from({ length: accessories - 2 }, (_, index) => {
      const item = catalogue[index % catalogue.length]!;
      return {
        quote_id: quoteId,
        prod_name: `${item.name} (line ${index + 3})`,
        sku: item.sku,
        category: item.category,
        prod_description: item.prod_description,
        quantity: 1 + (index % 4),
        prod_cost: item.cost,
        created_by: options.userId,
      };
    }),
  });
  await prisma.quoteServiceLine.createMany({
    data: Array.from({ length: services }, (_, index) => ({
      quote_id: quoteId,
      name: `Installation, floor ${index + 1}`,
      unit_price: 125,
      quantity: 2,
      taxable: true,
      created_by: options.userId,
    })),
  });
  await recomputeQuoteTotals(prisma, quoteId);
  return quoteId;
}
