import { defaultConfiguration, defaultPriceBook } from "@screens/pricing";
import type { PrismaClient } from "../../src/db/client.js";
import { createConfigurationRecord } from "../../src/services/configurations.js";
import { recomputeQuoteTotals } from "../../src/services/quote-totals.js";
import { quoteNumber, orderNumber } from "../../src/services/numbers.js";
import { hashPassword } from "../../src/auth/password.js";

/** A second manufacturer account with one dealer and its admin: the "foreign tenant" of the matrix. */
export async function seedForeignAccount(prisma: PrismaClient) {
  const account = await prisma.account.create({
    data: { account_number: "ACC-0099", company_name: "Other Manufacturer", country: "USA" },
  });
  const dealer = await prisma.dealer.create({
    data: {
      account_id: account.id,
      account_number: "DLR-9901",
      company_name: "Far Away Screens",
      country: "USA",
    },
  });
  const passwordHash = await hashPassword("Screens#2026");
  await prisma.user.createMany({
    data: [
      {
        username: "otherstaff",
        email: "otherstaff@other.example",
        first_name: "Otto",
        last_name: "Staff",
        role_id: 2,
        account_id: account.id,
        password_hash: passwordHash,
      },
      {
        username: "otherdealer",
        email: "otherdealer@other.example",
        first_name: "Olga",
        last_name: "Dealer",
        role_id: 4,
        dealer_id: dealer.id,
        password_hash: passwordHash,
      },
    ],
  });
  return { account, dealer };
}

/** A quote of a dealer with one unit and one accessory, in the given status (with its order at 50). */
export async function makeQuote(
  prisma: PrismaClient,
  options: { dealerId: number; accountId: number; userId: number; status?: number; orderStatus?: number },
) {
  const quote = await prisma.quote.create({
    data: {
      title: "Fixture quote",
      dealer_id: options.dealerId,
      account_id: options.accountId,
      status: 1,
      created_by: options.userId,
      owner_id: options.userId,
    },
  });
  await prisma.quote.update({ where: { id: quote.id }, data: { quote_number: quoteNumber(quote.id) } });
  const unit = await createConfigurationRecord(
    prisma,
    defaultPriceBook,
    quote.id,
    options.userId,
    defaultConfiguration(),
  );
  const accessory = await prisma.quoteAccessory.create({
    data: {
      quote_id: quote.id,
      prod_name: "Fixture remote",
      sku: "FIXTURE",
      prod_cost: 100,
      quantity: 1,
      created_by: options.userId,
    },
  });
  await recomputeQuoteTotals(prisma, quote.id);
  const status = options.status ?? 1;
  if (status !== 1) await prisma.quote.update({ where: { id: quote.id }, data: { status } });
  let orderId: number | null = null;
  if (status === 50) {
    const order = await prisma.order.create({
      data: { quote_id: quote.id, status: options.orderStatus ?? 2, sale_price: 100 },
    });
    await prisma.order.update({ where: { id: order.id }, data: { order_number: orderNumber(order.id) } });
    orderId = order.id;
  }
  return { quoteId: quote.id, unitId: unit.id, accessoryId: accessory.id, orderId };
}
