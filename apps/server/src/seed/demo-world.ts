import { joinNotes, MANUFACTURER_ACCOUNT_ID, ORDER_STATUS, QUOTE_STATUS } from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";

type Db = PrismaClient | Prisma.TransactionClient;
/** Serializes seeding between server processes that start together on one empty database. */
export const SEED_LOCK = "first seed";
import { hashPassword } from "../auth/password.js";
import { quoteNumber, orderNumber } from "../services/numbers.js";
import { seedConfigurations, seedAccessories } from "./demo-units.js";
import { computeQuoteTotals, dealerPrice, recomputeQuoteTotals } from "../services/quote-totals.js";
import { CANADIAN_BROKERAGE_FEE, defaultPriceBook, isCanadian } from "@screens/pricing";
import { seedDemoHistory } from "./demo-history.js";
import { lockName, moveAccountsSequence } from "../db/row-locks.js";

export const DEMO_PASSWORD = "Screens#2026";

/** Seeds the demo world when the database has no users yet. Returns whether it did. */
export async function seedIfEmpty(prisma: PrismaClient): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  return prisma.$transaction(
    async (tx) => {
      await lockName(tx, SEED_LOCK);
      if ((await tx.user.count()) > 0) return false;
      await seedDemoWorld(tx);
      // The dashboards' months of history, the dealers' services and tax rates: the demo of a first
      // start only (tests seed the world alone, and what they test of these, themselves).
      await seedDemoHistory(tx);
      await seedDemoSelling(tx);
      return true;
    },
    { maxWait: 60_000, timeout: 120_000 },
  );
}

/**
 * Each demo dealer's services and sales tax (docs/decisions/132-service-lines-and-sales-tax.md), and
 * its quotes' totals with them.
 */
export async function seedDemoSelling(prisma: Db): Promise<void> {
  const usDealer = await prisma.dealer.findFirstOrThrow({
    where: { country: "USA" },
    orderBy: { id: "asc" },
  });
  const caDealer = await prisma.dealer.findFirstOrThrow({
    where: { country: "Canada" },
    orderBy: { id: "asc" },
  });
  // A signed job asks half down (decision 137); the Canadian dealer asks none.
  await prisma.dealer.update({
    where: { id: usDealer.id },
    data: { deposit_kind: "percent", deposit_value: 50 },
  });
  await prisma.dealerService.createMany({
    data: [
      { dealer_id: usDealer.id, name: "Installation, per opening", unit_price: 175, taxable: false },
      { dealer_id: usDealer.id, name: "Removal of old screens", unit_price: 85, taxable: false },
      { dealer_id: usDealer.id, name: "Trip charge", unit_price: 95, taxable: true },
      { dealer_id: caDealer.id, name: "Installation, per opening", unit_price: 195, taxable: true },
    ],
  });
  await prisma.dealerTaxRate.createMany({
    data: [
      { dealer_id: usDealer.id, region: "FL", name: "Sales tax", rate: 7 },
      { dealer_id: caDealer.id, region: "ON", name: "HST", rate: 13 },
      { dealer_id: caDealer.id, region: "BC", name: "GST", rate: 5 },
      { dealer_id: caDealer.id, region: "BC", name: "PST", rate: 7 },
    ],
  });
  const quotes = await prisma.quote.findMany({
    where: { dealer_id: { in: [usDealer.id, caDealer.id] } },
    select: { id: true },
  });
  for (const quote of quotes) await recomputeQuoteTotals(prisma, quote.id);
}

/**
 * The demo world of the README: the manufacturer account (id 2, product rule R1), a US and a
 * Canadian dealer, their customers, quotes in statuses 1, 30, 31 and 50, and one order.
 */
export async function seedDemoWorld(prisma: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await prisma.account.create({
    data: {
      id: MANUFACTURER_ACCOUNT_ID,
      account_number: "ACC-0002",
      company_name: "Solaris Screen Systems",
      email: "service@solaris-screens.example",
      phone: "+1 (239) 555-0100",
      address_1: "4100 Industrial Blvd",
      city: "Fort Myers",
      state: "FL",
      zip_code: "33916",
      country: "USA",
      website: "https://solaris-screens.example",
    },
  });
  // The account was inserted with an explicit id: move its sequence past it.
  await moveAccountsSequence(prisma);

  const usDealer = await prisma.dealer.create({
    data: {
      account_id: MANUFACTURER_ACCOUNT_ID,
      account_number: "DLR-1001",
      company_name: "Gulf Coast Shade & Screen",
      email: "office@gulfcoastshade.example",
      phone: "+1 (941) 555-0142",
      address_1: "820 Tamiami Trail",
      city: "Sarasota",
      state: "FL",
      zip_code: "34236",
      country: "USA",
      website: "https://gulfcoastshade.example",
      discount: 5,
      can_create_dealers: false,
    },
  });
  const caDealer = await prisma.dealer.create({
    data: {
      account_id: MANUFACTURER_ACCOUNT_ID,
      account_number: "DLR-1002",
      company_name: "Maple Leaf Outdoor Living",
      email: "hello@mapleleafoutdoor.example",
      phone: "+1 (416) 555-0199",
      address_1: "77 Lakeshore Rd E",
      city: "Mississauga",
      state: "ON",
      zip_code: "L5G 1C9",
      country: "Canada",
      website: "https://mapleleafoutdoor.example",
      discount: 0,
    },
  });

  const staff = (username: string, role_id: number, first_name: string, last_name: string) => ({
    username,
    email: `${username}@solaris-screens.example`,
    first_name,
    last_name,
    phone: "+1 (239) 555-0100",
    role_id,
    account_id: MANUFACTURER_ACCOUNT_ID,
    password_hash: passwordHash,
  });
  const dealerUser = (
    username: string,
    role_id: number,
    first_name: string,
    last_name: string,
    dealer_id: number,
    domain: string,
  ) => ({
    username,
    email: `${username}@${domain}`,
    first_name,
    last_name,
    phone: "+1 (941) 555-0142",
    role_id,
    dealer_id,
    password_hash: passwordHash,
  });
  await prisma.user.createMany({
    data: [
      staff("superadmin", 1, "Sam", "Super"),
      staff("mfgadmin", 2, "Morgan", "Avery"),
      staff("mfguser", 3, "Maya", "Ortiz"),
      dealerUser("dealeradmin", 4, "Dana", "Reed", usDealer.id, "gulfcoastshade.example"),
      dealerUser("salesmanager", 5, "Sofia", "Marsh", usDealer.id, "gulfcoastshade.example"),
      dealerUser("salesrep", 6, "Ray", "Patel", usDealer.id, "gulfcoastshade.example"),
      dealerUser("purchaser", 7, "Paula", "Chen", usDealer.id, "gulfcoastshade.example"),
      dealerUser("cadealer", 4, "Colin", "Tremblay", caDealer.id, "mapleleafoutdoor.example"),
    ],
  });
  const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
  const caAdmin = await prisma.user.findUniqueOrThrow({ where: { username: "cadealer" } });
  const mfgUser = await prisma.user.findUniqueOrThrow({ where: { username: "mfguser" } });
  await prisma.userCustomLink.create({
    data: {
      user_id: rep.id,
      title: "Measuring guide",
      subtitle: "How to measure an opening",
      icon: "ruler",
      link: "https://solaris-screens.example/measuring-guide",
    },
  });

  const customer = (
    dealer_id: number,
    first_name: string,
    last_name: string,
    city: string,
    state: string,
    country: string,
  ) => ({
    dealer_id,
    first_name,
    last_name,
    customername: `${first_name} ${last_name}`,
    email: `${first_name.toLowerCase()}.${last_name.toLowerCase()}@example.com`,
    phone: "+1 (941) 555-0177",
    address_1: "12 Palm Way",
    city,
    state,
    zip_code: "34242",
    country,
  });
  await prisma.customer.createMany({
    data: [
      customer(usDealer.id, "Olivia", "Brooks", "Siesta Key", "FL", "USA"),
      customer(usDealer.id, "Marcus", "Hale", "Venice", "FL", "USA"),
      customer(usDealer.id, "Priya", "Nair", "Bradenton", "FL", "USA"),
      customer(caDealer.id, "Liam", "Gagnon", "Oakville", "ON", "Canada"),
    ],
  });
  const [olivia, marcus, priya] = await prisma.customer.findMany({
    where: { dealer_id: usDealer.id },
    orderBy: { id: "asc" },
  });
  const liam = await prisma.customer.findFirstOrThrow({ where: { dealer_id: caDealer.id } });

  const quotes = [
    {
      title: "Brooks lanai: two screens",
      status: QUOTE_STATUS.STARTED,
      customer: olivia,
      dealer: usDealer,
      by: rep.id,
    },
    {
      title: "Hale patio enclosure",
      status: QUOTE_STATUS.AWAITING_APPROVAL,
      customer: marcus,
      dealer: usDealer,
      by: rep.id,
    },
    {
      title: "Nair pool cage front",
      status: QUOTE_STATUS.AWAITING_PAYMENT,
      customer: priya,
      dealer: usDealer,
      by: rep.id,
    },
    {
      title: "Gagnon deck screens",
      status: QUOTE_STATUS.ORDERED,
      customer: liam,
      dealer: caDealer,
      by: caAdmin.id,
    },
  ];
  // Hours into the demo's last three days: the quotes were made then, not at start-up.
  const hours = (n: number) => new Date(Date.now() - (72 - n) * 3_600_000);
  for (const [index, spec] of quotes.entries()) {
    const quote = await prisma.quote.create({
      data: {
        created_at: hours(0),
        title: spec.title,
        notes: joinNotes(
          "Customer prefers a morning install.",
          spec.customer
            ? `${spec.customer.address_1}\n${spec.customer.city}, ${spec.customer.state} ${spec.customer.zip_code}`
            : "",
        ),
        start_with: "Measure on site",
        dealer_id: spec.dealer.id,
        account_id: MANUFACTURER_ACCOUNT_ID,
        customer_id: spec.customer?.id ?? null,
        status: QUOTE_STATUS.STARTED,
        created_by: spec.by,
        owner_id: spec.by,
      },
    });
    await prisma.quote.update({ where: { id: quote.id }, data: { quote_number: quoteNumber(quote.id) } });
    await seedConfigurations(prisma, quote.id, spec.by, index);
    await seedAccessories(prisma, quote.id, spec.by, index);
    // The history a real quote would have, so the quote and order timelines read like one.
    const changes: {
      entity: string;
      entity_id: number;
      from_status: number | null;
      to_status: number;
      user_id: number;
      created_at: Date;
    }[] = [
      {
        entity: "quote",
        entity_id: quote.id,
        from_status: null,
        to_status: QUOTE_STATUS.STARTED,
        user_id: spec.by,
        created_at: hours(0),
      },
    ];
    if (spec.status !== QUOTE_STATUS.STARTED) {
      await prisma.quote.update({
        where: { id: quote.id },
        data: {
          status: spec.status,
          submitted_at: hours(2),
          price_book_version: defaultPriceBook.version,
          brokerage_fee: isCanadian(spec.dealer.country) ? CANADIAN_BROKERAGE_FEE : 0,
        },
      });
      changes.push({
        entity: "quote",
        entity_id: quote.id,
        from_status: QUOTE_STATUS.STARTED,
        to_status: QUOTE_STATUS.AWAITING_APPROVAL,
        user_id: spec.by,
        created_at: hours(2),
      });
    }
    if (spec.status === QUOTE_STATUS.AWAITING_PAYMENT) {
      changes.push({
        entity: "quote",
        entity_id: quote.id,
        from_status: QUOTE_STATUS.AWAITING_APPROVAL,
        to_status: QUOTE_STATUS.AWAITING_PAYMENT,
        user_id: mfgUser.id,
        created_at: hours(20),
      });
    }
    if (spec.status === QUOTE_STATUS.ORDERED) {
      // Like an approval: the order's price is what the dealer owes (decision 004).
      const totals = await computeQuoteTotals(prisma, quote.id);
      const order = await prisma.order.create({
        data: {
          quote_id: quote.id,
          status: ORDER_STATUS.PROCESSING,
          sale_price: dealerPrice(totals),
          created_by: mfgUser.id,
        },
      });
      await prisma.order.update({ where: { id: order.id }, data: { order_number: orderNumber(order.id) } });
      changes.push(
        {
          entity: "quote",
          entity_id: quote.id,
          from_status: QUOTE_STATUS.AWAITING_APPROVAL,
          to_status: QUOTE_STATUS.ORDERED,
          user_id: mfgUser.id,
          created_at: hours(24),
        },
        {
          entity: "order",
          entity_id: order.id,
          from_status: null,
          to_status: ORDER_STATUS.ACTIVE,
          user_id: mfgUser.id,
          created_at: hours(24),
        },
        {
          entity: "order",
          entity_id: order.id,
          from_status: ORDER_STATUS.ACTIVE,
          to_status: ORDER_STATUS.PROCESSING,
          user_id: mfgUser.id,
          created_at: hours(30),
        },
      );
    }
    await prisma.statusChange.createMany({ data: changes });
  }
}
