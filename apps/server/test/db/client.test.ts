import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, databaseOf, Prisma } from "../../src/db/client.js";
import { applyMigrations } from "../../src/db/migrate.js";
import { forEachDatabase, truncateAll } from "../helpers/test-database.js";

forEachDatabase("the Prisma client", (getDatabase, kind) => {
  async function makeAccount(account_number: string, discount: Prisma.Decimal | string = "0") {
    return getDatabase().prisma.account.create({
      data: { account_number, company_name: `Company ${account_number}`, discount },
    });
  }

  it(`is a ${kind} database`, () => {
    expect(getDatabase().kind).toBe(kind);
    expect(databaseOf(getDatabase().prisma)).toBe(getDatabase().database);
  });

  it("round-trips Decimal values exactly", async () => {
    const created = await makeAccount("DEC-1", new Prisma.Decimal("12.35"));
    const read = await getDatabase().prisma.account.findUniqueOrThrow({ where: { id: created.id } });
    expect(read.discount).toBeInstanceOf(Prisma.Decimal);
    expect(read.discount.toString()).toBe("12.35");
    const quote = await getDatabase().prisma.quote.create({
      data: { title: "Decimal quote", account_id: created.id, sale_price: "1234567890.12" },
    });
    expect(quote.sale_price.toFixed(2)).toBe("1234567890.12");
    expect(quote.markup_variable.toString()).toBe("1.43");
    const sum = await getDatabase().prisma.quote.aggregate({ _sum: { sale_price: true } });
    expect(sum._sum.sale_price?.toFixed(2)).toBe("1234567890.12");
  });

  it("rolls an interactive transaction back when its callback throws", async () => {
    const { prisma } = getDatabase();
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.account.create({ data: { account_number: "TX-ROLLBACK", company_name: "Gone" } });
        expect(await tx.account.count({ where: { account_number: "TX-ROLLBACK" } })).toBe(1);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await prisma.account.count({ where: { account_number: "TX-ROLLBACK" } })).toBe(0);
  });

  it("rolls back on a constraint error inside the transaction", async () => {
    const { prisma } = getDatabase();
    await makeAccount("TX-DUP");
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.account.create({ data: { account_number: "TX-NEW", company_name: "New" } });
        await tx.account.create({ data: { account_number: "TX-DUP", company_name: "Duplicate" } });
      }),
    ).rejects.toMatchObject({ code: "P2002" });
    expect(await prisma.account.count({ where: { account_number: "TX-NEW" } })).toBe(0);
  });

  it("completes concurrent interactive transactions (they queue on PGlite) and plain queries", async () => {
    const { prisma } = getDatabase();
    const account = await makeAccount("TX-CONC");
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const bump = (label: string) =>
      prisma.$transaction(async (tx) => {
        const current = await tx.account.findUniqueOrThrow({ where: { id: account.id } });
        await pause(50);
        await tx.account.update({
          where: { id: account.id },
          data: { company_name: `${current.company_name}+${label}` },
        });
        return label;
      });
    const results = await Promise.all([
      bump("a"),
      bump("b"),
      bump("c"),
      prisma.account.count(),
      prisma.$transaction([prisma.account.count(), prisma.quote.count()]),
    ]);
    expect(results.slice(0, 3)).toEqual(["a", "b", "c"]);
    const final = await prisma.account.findUniqueOrThrow({ where: { id: account.id } });
    if (kind === "pglite") {
      // One connection: the transactions ran one after another, no update was lost.
      expect(final.company_name.split("+").slice(1).sort()).toEqual(["a", "b", "c"]);
    } else {
      expect(final.company_name.startsWith("Company TX-CONC+")).toBe(true);
    }
  });

  it("truncateAll empties the tables but keeps the migration history", async () => {
    const { prisma } = getDatabase();
    await makeAccount("TRUNC-1");
    await truncateAll(prisma);
    expect(await prisma.account.count()).toBe(0);
    const rows = await prisma.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM "_prisma_migrations"`,
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    expect((await makeAccount("TRUNC-2")).id).toBe(1);
  });
});

describe("createDatabase", () => {
  let tmp: string;
  const savedUrl = process.env.DATABASE_URL;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "screens-pglite-"));
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
    await rm(tmp, { recursive: true, force: true });
  });

  // One embedded database made from nothing (PGlite's initdb is the slow part): the default folder
  // data/pglite, relative to the working directory, created with its parent on first start, and kept.
  it("keeps embedded data in data/pglite under the working directory, created on first start", async () => {
    const cwd = process.cwd();
    process.chdir(tmp);
    try {
      const first = await createDatabase();
      expect(first.kind === "pglite" && first.dataDir).toBe(path.join(tmp, "data", "pglite"));
      expect(existsSync(path.join(tmp, "data", "pglite"))).toBe(true);
      expect((await applyMigrations(first.prisma)).length).toBeGreaterThan(0);
      await first.prisma.account.create({ data: { account_number: "KEEP", company_name: "Kept" } });
      await first.close();
      await first.close(); // twice is harmless

      const second = await createDatabase({ dataDir: path.join(tmp, "data", "pglite") });
      try {
        expect(await applyMigrations(second.prisma)).toEqual([]);
        expect(await second.prisma.account.count({ where: { account_number: "KEEP" } })).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      process.chdir(cwd);
    }
  });

  it("rejects a URL that is not postgresql://", async () => {
    await expect(createDatabase({ url: "mysql://localhost/x" })).rejects.toThrow(/postgresql:\/\//);
  });
});
