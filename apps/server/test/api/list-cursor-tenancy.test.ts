import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

/**
 * A list's `cursor` must name a row the agent may see. Prisma positions a cursor by id alone, so a
 * foreign cursor used to place the page by another tenant's row: sorted by a text field, that gave
 * the row's value away one comparison at a time. It now answers exactly as a missing cursor does.
 */
forEachDatabase("list cursors stay inside the tenancy", (getDatabase) => {
  let app: RunningApp;
  /** [agent, list path, a row of that list the agent may not see] */
  const cases: Array<[string, string, number]> = [];

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const dealer = (name: string) => prisma.dealer.findFirstOrThrow({ where: { company_name: name } });
    const gulf = await dealer("Gulf Coast Shade & Screen");
    const maple = await dealer("Maple Leaf Outdoor Living");
    const otherAccount = await prisma.account.create({
      data: { account_number: "ACC-9999", company_name: "Other Maker", email: "o@other.example", phone: "1" },
    });
    const otherDealer = await prisma.dealer.create({
      data: { account_id: otherAccount.id, account_number: "DLR-9999", company_name: "Other Dealer" },
    });
    const gulfQuote = await prisma.quote.findFirstOrThrow({ where: { dealer_id: gulf.id, status: 31 } });
    const gulfOrder = await prisma.order.create({
      data: { quote_id: gulfQuote.id, order_number: "SO-GULF" },
    });
    const mapleCustomer = await prisma.customer.findFirstOrThrow({ where: { dealer_id: maple.id } });
    const mfgUser = await prisma.user.findUniqueOrThrow({ where: { username: "mfguser" } });
    const salesrepLink = await prisma.userCustomLink.findFirstOrThrow({
      where: { user: { username: "salesrep" } },
    });
    const caAdmin = await prisma.user.findUniqueOrThrow({ where: { username: "cadealer" } });
    await prisma.userCustomLink.create({
      data: { user_id: caAdmin.id, title: "Orders", link: "/panel/orders" },
    });
    cases.push(
      ["salesrep", "/api/customers", mapleCustomer.id],
      ["salesrep", "/api/users", mfgUser.id],
      ["salesrep", "/api/dealers", maple.id],
      ["cadealer", "/api/orders", gulfOrder.id],
      ["mfgadmin", "/api/dealers", otherDealer.id],
      ["mfgadmin", "/api/accounts", otherAccount.id],
      ["cadealer", "/api/user-custom-links", salesrepLink.id],
    );
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  it("a foreign cursor answers like a missing one (204), in either sort direction", async () => {
    const clients = new Map<string, Client>();
    for (const [username, path, foreignId] of cases) {
      let client = clients.get(username);
      if (!client) {
        client = new Client(app.url);
        await client.login(username);
        clients.set(username, client);
      }
      const own = await client.get(path);
      expect(own.status, `${username} ${path}`).toBe(200);
      for (const sort of ["id", "-id"]) {
        const foreign = await client.get(`${path}?sort=${sort}&cursor=${foreignId}`);
        const missing = await client.get(`${path}?sort=${sort}&cursor=99999999`);
        expect([foreign.status, missing.status], `${username} ${path}?sort=${sort}`).toEqual([204, 204]);
      }
      // Paging by a visible row still works.
      const first = own.json[0] as { id: number };
      const next = await client.get(`${path}?sort=id&cursor=${first.id}`);
      expect([200, 204]).toContain(next.status);
      if (next.status === 200) expect(next.json.every((row: { id: number }) => row.id > first.id)).toBe(true);
    }
  });
});
