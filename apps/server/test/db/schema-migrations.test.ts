import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { diffMigrationsToSchema } from "../../src/db/schema-engine.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

describe("prisma/schema.prisma and prisma/migrations", () => {
  it("agree: replaying the migrations gives the schema (else run `npm run db:migration -- NAME`)", async () => {
    const diff = await diffMigrationsToSchema(
      path.join(root, "prisma", "migrations"),
      path.join(root, "prisma", "schema.prisma"),
    );
    // On failure the message is the SQL a new migration would contain.
    expect(diff.empty ? "" : diff.sql).toBe("");
  });
});
