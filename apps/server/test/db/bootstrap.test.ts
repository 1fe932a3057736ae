import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "../../src/config/env.js";
import { bootstrapDatabase } from "../../src/seed/bootstrap.js";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.js";
import { Client, startApp } from "../helpers/http.js";

describe("an empty database at start (decision 009)", () => {
  it("demo data by default, never by default in production; DEMO_DATA decides when set", () => {
    expect(readConfig({}).demoData).toBe(true);
    expect(readConfig({ NODE_ENV: "production" }).demoData).toBe(false);
    expect(readConfig({ NODE_ENV: "production", DEMO_DATA: "1" }).demoData).toBe(true);
    expect(readConfig({ DEMO_DATA: "0" }).demoData).toBe(false);
  });

  describe("on a fresh database", () => {
    let db: TestDatabase;
    beforeEach(async () => {
      db = await createTestDatabase();
    });
    afterEach(() => db.close());

    it("without demo data no published password exists: nothing is created, and the log says how to start", async () => {
      const line = await bootstrapDatabase(db.prisma, { demoData: false });
      expect(line).toMatch(/ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD/);
      expect(await db.prisma.user.count()).toBe(0);
    });

    it("creates the first super admin an operator names, who can sign in; once only", async () => {
      const firstAdmin = {
        username: "Owner",
        email: "owner@maker.example",
        password: "Long enough #1",
        company: "Maker Inc",
      };
      expect(await bootstrapDatabase(db.prisma, { demoData: false, firstAdmin })).toBe(
        "Empty database: super admin 'owner' created for Maker Inc.",
      );
      expect(await bootstrapDatabase(db.prisma, { demoData: false, firstAdmin })).toBeNull();
      const app = await startApp({ prisma: db.prisma });
      try {
        const client = new Client(app.url);
        await client.login("owner", "Long enough #1");
        const accounts = await client.get("/api/accounts");
        expect(accounts.json.map((a: { company_name: string }) => a.company_name)).toEqual(["Maker Inc"]);
        const demo = await new Client(app.url).post("/api/login", {
          username: "superadmin",
          password: "Screens#2026",
        });
        expect(demo.status).toBe(401);
      } finally {
        await app.close();
      }
    });

    it("from the environment: COMPANY_NAME may be left out (the account is called Manufacturer)", async () => {
      const config = readConfig({
        NODE_ENV: "production",
        ADMIN_USERNAME: "owner",
        ADMIN_EMAIL: "owner@maker.example",
        ADMIN_PASSWORD: "Long enough #1",
      });
      expect(await bootstrapDatabase(db.prisma, config)).toBe(
        "Empty database: super admin 'owner' created for Manufacturer.",
      );
      expect((await db.prisma.account.findFirstOrThrow()).company_name).toBe("Manufacturer");
    });

    it("two processes starting together create one super admin, and neither fails", async () => {
      const firstAdmin = { username: "owner", email: "owner@maker.example", password: "Long enough #1" };
      const lines = await Promise.all([
        bootstrapDatabase(db.prisma, { demoData: false, firstAdmin }),
        bootstrapDatabase(db.prisma, { demoData: false, firstAdmin }),
      ]);
      expect(lines.filter((line) => line !== null)).toHaveLength(1);
      expect(await db.prisma.user.count()).toBe(1);
    });

    it("refuses a first admin with a bad field, naming it, and creates nothing", async () => {
      await expect(
        bootstrapDatabase(db.prisma, {
          demoData: false,
          firstAdmin: { username: "ok_name", email: "nope", password: "x" },
        }),
      ).rejects.toThrow(/email: .*password: /);
      expect(await db.prisma.user.count()).toBe(0);
      expect(await db.prisma.account.count()).toBe(0);
    });

    it("seeds the demo world when asked", async () => {
      expect(await bootstrapDatabase(db.prisma, { demoData: true })).toMatch(/demo data created/);
      expect(await db.prisma.user.count({ where: { username: "superadmin" } })).toBe(1);
    });
  });
});
