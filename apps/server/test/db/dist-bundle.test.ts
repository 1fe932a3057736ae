// The built server (tsup, esm, npm deps external) can load the generated Prisma client, with its WASM
// query compiler, and find prisma/migrations from dist/, whatever the working directory.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { build } from "tsup";
import { afterAll, describe, expect, it } from "vitest";
import tsupConfig from "../../tsup.config.js";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = path.join(serverDir, "dist", `test-bundle-${randomBytes(4).toString("hex")}`);

describe("a tsup bundle of the database code", () => {
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it("runs with node from dist/: migrations found, client works", async () => {
    await mkdir(outDir, { recursive: true });
    const entry = path.join(outDir, "entry.ts");
    const src = (file: string) => JSON.stringify(path.join(serverDir, "src", "db", file));
    await writeFile(
      entry,
      `import { createDatabase, Prisma } from ${src("client.ts")};
import { applyMigrations, findMigrationsDir } from ${src("migrate.ts")};
const db = await createDatabase({ dataDir: "memory://" });
const applied = await applyMigrations(db);
const account = await db.prisma.account.create({
  data: { account_number: "D1", company_name: "Dist", discount: new Prisma.Decimal("7.25") },
});
console.log(JSON.stringify({ dir: findMigrationsDir(), applied, discount: account.discount.toString() }));
await db.close();
`,
    );
    // The project's own tsup options, with this entry and output.
    if (typeof tsupConfig === "function" || Array.isArray(tsupConfig))
      throw new Error("unexpected tsup config");
    await build({
      ...tsupConfig,
      entry: [entry],
      outDir,
      clean: false,
      sourcemap: false,
      config: false,
      silent: true,
    });
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(outDir, "entry.js")], {
      cwd: os.tmpdir(),
      env: { ...process.env, DATABASE_URL: "", PRISMA_MIGRATIONS_DIR: "" },
    });
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      dir: string;
      applied: string[];
      discount: string;
    };
    expect(result.dir).toBe(path.resolve(serverDir, "../../prisma/migrations"));
    expect(result.applied.length).toBeGreaterThan(0);
    expect(result.discount).toBe("7.25");
  });
});
