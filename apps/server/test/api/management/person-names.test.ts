import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../../helpers/http.js";
import { seedDemoWorld } from "../../../src/seed/demo-world.js";

/**
 * Person names (decision 130): letters of any script, spaces, hyphens, apostrophes and periods are
 * stored, read back, searched, sorted and exported as typed, on both databases; a digit is refused
 * with the name's message and nothing is written.
 */

const CUSTOMER = {
  email: "names@example.com",
  phone: "(941) 555-0130",
  address_1: "12 Bayshore Blvd",
  city: "Tampa",
  state: "FL",
  zip_code: "33606",
  country: "USA",
};

const USER = { email: "names@gulfcoastshade.example", phone: "+1 (941) 555-0131", role_id: 6 };

const LETTERS_AND_SPACES = "Name can only contain letters and spaces.";

forEachDatabase("person names through the API", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  const created: { anne?: number; jose?: number } = {};

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  describe("customers", () => {
    it("creates and reads back Anne-Marie O'Connor and José Nguyễn as typed", async () => {
      const client = await as("salesrep");
      const anne = await client.post("/api/customers", {
        ...CUSTOMER,
        first_name: " Anne-Marie ",
        last_name: "O'Connor",
      });
      expect(anne.status).toBe(200);
      expect(anne.json).toMatchObject({
        first_name: "Anne-Marie",
        last_name: "O'Connor",
        customername: "Anne-Marie O'Connor",
      });
      created.anne = anne.json.id as number;

      // "ễ" typed as e + circumflex + tilde is stored composed (NFC), as search sends it.
      const jose = await client.post("/api/customers", {
        ...CUSTOMER,
        email: "jose@example.com",
        first_name: "José",
        last_name: "Nguye\u0302\u0303n",
      });
      expect(jose.status).toBe(200);
      created.jose = jose.json.id as number;

      const read = await client.get(`/api/customers/${created.jose}`);
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({
        first_name: "José",
        last_name: "Nguyễn",
        customername: "José Nguyễn",
      });
      expect((await client.get(`/api/customers/${created.anne}`)).json).toMatchObject({
        first_name: "Anne-Marie",
        last_name: "O'Connor",
      });
      const row = await getDatabase().prisma.customer.findUniqueOrThrow({ where: { id: created.jose } });
      expect(row.last_name).toBe("Nguyễn");
      expect(row.last_name).toHaveLength(6);
    });

    it("PATCH takes D’Angelo and St. John, and refuses a digit", async () => {
      const client = await as("salesrep");
      const renamed = await client.patch(`/api/customers/${created.anne}`, {
        first_name: "St. John",
        last_name: "D’Angelo",
      });
      expect(renamed.status).toBe(200);
      expect(renamed.json).toMatchObject({
        first_name: "St. John",
        last_name: "D’Angelo",
        customername: "St. John D’Angelo",
      });
      const refused = await client.patch(`/api/customers/${created.anne}`, { last_name: "D’Angelo 2" });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([`last_name: ${LETTERS_AND_SPACES}`]);
      const back = await client.patch(`/api/customers/${created.anne}`, {
        first_name: "Anne-Marie",
        last_name: "O'Connor",
      });
      expect(back.json.customername).toBe("Anne-Marie O'Connor");
    });

    it("refuses a digit, a symbol and punctuation alone with the spec's message; nothing is written", async () => {
      const { prisma } = getDatabase();
      const client = await as("salesrep");
      const before = await prisma.customer.count();
      const result = await client.post("/api/customers", {
        ...CUSTOMER,
        first_name: "Jos3",
        last_name: "Nguyễn",
      });
      expect(result.status).toBe(400);
      expect(result.json.errors).toEqual([`first_name: ${LETTERS_AND_SPACES}`]);
      const others = await client.post("/api/customers", {
        ...CUSTOMER,
        first_name: "Ann@",
        last_name: "-.'",
      });
      expect(others.status).toBe(400);
      expect(others.json.errors).toEqual([
        `first_name: ${LETTERS_AND_SPACES}`,
        `last_name: ${LETTERS_AND_SPACES}`,
      ]);
      const short = await client.post("/api/customers", { ...CUSTOMER, first_name: " é ", last_name: "Lee" });
      expect(short.json.errors).toEqual(["first_name: Name must be at least 2 characters long"]);
      expect(await prisma.customer.count()).toBe(before);
    });

    it("the list's search, the header's search, the sort and the CSV export find them as typed", async () => {
      const client = await as("salesrep");
      const ids = (list: { id: number }[]) => list.map((row) => row.id);
      const searches: [string, number | undefined][] = [
        ["Nguyễn", created.jose],
        ["nguyễn", created.jose],
        ["josé", created.jose],
        ["JOSÉ", created.jose],
        ["o'connor", created.anne],
        ["Anne-Marie", created.anne],
      ];
      for (const [q, id] of searches) {
        const answer = await client.get(`/api/customers?q=${encodeURIComponent(q)}`);
        expect(answer.status, q).toBe(200);
        expect(ids(answer.json), q).toEqual([id]);
      }
      const header = await client.get(`/api/search?q=${encodeURIComponent("josé nguy")}`);
      expect(header.status).toBe(200);
      expect(header.json.customers.map((hit: { title: string }) => hit.title)).toEqual(["José Nguyễn"]);
      const apostrophe = await client.get(`/api/search?q=${encodeURIComponent("O'Connor")}`);
      expect(apostrophe.json.customers.map((hit: { title: string }) => hit.title)).toEqual([
        "Anne-Marie O'Connor",
      ]);

      const sorted = await client.get("/api/customers?sort=last_name");
      expect(sorted.status).toBe(200);
      expect(ids(sorted.json)).toEqual(expect.arrayContaining([created.anne, created.jose]));

      const response = await fetch(`${app.url}/api/customers/export.csv?columns=id,name`, {
        headers: { cookie: client.cookie ?? "" },
      });
      expect(response.status).toBe(200);
      const parsed: unknown = parse(await response.text(), { bom: true });
      const rows = parsed as string[][];
      // Names are never taken for formulas: no apostrophe is put before them.
      expect(rows).toEqual(
        expect.arrayContaining([
          [String(created.anne), "Anne-Marie O'Connor"],
          [String(created.jose), "José Nguyễn"],
        ]),
      );
    });
  });

  describe("users", () => {
    it("creates and reads back Anne-Marie O'Connor and José Nguyễn; a digit is refused", async () => {
      const { prisma } = getDatabase();
      const admin = await as("dealeradmin");
      const anne = await admin.post("/api/users", {
        ...USER,
        username: "amoconnor",
        first_name: "Anne-Marie",
        last_name: "O'Connor",
      });
      expect(anne.status).toBe(200);
      const jose = await admin.post("/api/users", {
        ...USER,
        username: "jnguyen",
        email: "jose@gulfcoastshade.example",
        first_name: "José",
        last_name: "Nguye\u0302\u0303n",
      });
      expect(jose.status).toBe(200);

      expect((await admin.get(`/api/users/${anne.json.id}`)).json).toMatchObject({
        username: "amoconnor",
        first_name: "Anne-Marie",
        last_name: "O'Connor",
      });
      expect((await admin.get(`/api/users/${jose.json.id}`)).json).toMatchObject({
        username: "jnguyen",
        first_name: "José",
        last_name: "Nguyễn",
      });
      const found = await admin.get(`/api/users?q=${encodeURIComponent("nguyễn")}`);
      expect(found.json.map((user: { id: number }) => user.id)).toEqual([jose.json.id]);

      const before = await prisma.user.count();
      const refused = await admin.post("/api/users", {
        ...USER,
        username: "digits",
        email: "digits@gulfcoastshade.example",
        first_name: "José",
        last_name: "Nguyễn 2",
      });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([`last_name: ${LETTERS_AND_SPACES}`]);
      expect(await prisma.user.count()).toBe(before);
    });

    it("a user renames themself to Zoë D’Angelo; an emoji is refused", async () => {
      const client = await as("salesrep");
      const me = await getDatabase().prisma.user.findFirstOrThrow({ where: { username: "salesrep" } });
      const renamed = await client.patch(`/api/users/${me.id}`, { first_name: "Zoë", last_name: "D’Angelo" });
      expect(renamed.status).toBe(200);
      expect(renamed.json).toMatchObject({ first_name: "Zoë", last_name: "D’Angelo" });
      const emoji = await client.patch(`/api/users/${me.id}`, { first_name: "Zoë 😀" });
      expect(emoji.status).toBe(400);
      expect(emoji.json.errors).toEqual([`first_name: ${LETTERS_AND_SPACES}`]);
    });
  });
});
