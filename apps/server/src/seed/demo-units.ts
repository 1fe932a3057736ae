import {
  accessoryCatalogue,
  defaultConfiguration,
  defaultPriceBook,
  type Configuration,
} from "@screens/pricing";
import type { Prisma, PrismaClient } from "../db/client.js";
import { createConfigurationRecord } from "../services/configurations.js";
import { recomputeQuoteTotals } from "../services/quote-totals.js";

type Db = PrismaClient | Prisma.TransactionClient;

/** A few realistic units per demo quote, priced by the same engine as everything else. */
const UNIT_SETS: Array<Array<Partial<Configuration>>> = [
  [
    { unit_name: "Lanai left", unit_width_in: 120, unit_height_in: 96 },
    { unit_name: "Lanai right", unit_width_in: 144.5, unit_height_in: 96, motor_side: "left" },
  ],
  [
    { unit_name: "Patio front", unit_width_in: 192, unit_height_in: 108, fabric_collection: "nano97" },
    { unit_name: "Patio side", unit_width_in: 96, unit_height_in: 108, fabric_collection: "nano97" },
    { unit_name: "Grill corner", unit_width_in: 60, unit_height_in: 96, fabric_collection: "nano97" },
  ],
  [{ unit_name: "Pool cage front", unit_width_in: 216, unit_height_in: 120, housing_type: "jumbo" }],
  [
    { unit_name: "Deck east", unit_width_in: 132, unit_height_in: 90, frame_color_varies: true },
    { unit_name: "Deck west", unit_width_in: 132, unit_height_in: 90 },
  ],
];

export async function seedConfigurations(prisma: Db, quoteId: number, userId: number, index: number) {
  for (const overrides of UNIT_SETS[index % UNIT_SETS.length] ?? []) {
    await createConfigurationRecord(prisma, defaultPriceBook, quoteId, userId, {
      ...defaultConfiguration(),
      ...overrides,
    });
  }
}

export async function seedAccessories(prisma: Db, quoteId: number, userId: number, index: number) {
  const item = accessoryCatalogue[index % accessoryCatalogue.length];
  if (!item) return;
  const variation = item.variations?.[0];
  await prisma.quoteAccessory.create({
    data: {
      quote_id: quoteId,
      prod_name: variation?.name ?? item.name,
      sku: variation?.sku ?? item.sku,
      category: item.category,
      image: variation?.image ?? item.image,
      prod_description: item.prod_description,
      quantity: 1 + (index % 2),
      prod_cost: variation?.cost ?? item.cost,
      created_by: userId,
    },
  });
  await recomputeQuoteTotals(prisma, quoteId);
}
