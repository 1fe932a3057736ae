import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" });

describe("built package", () => {
  it("imports from plain Node ESM by package name", () => {
    const out = node([
      "--input-type=module",
      "-e",
      "import { priceConfiguration, defaultConfiguration, defaultPriceBook } from '@screens/pricing'; const r = priceConfiguration(defaultConfiguration()); console.log(JSON.stringify([r.ok, r.ok && r.breakdown.unit_total > 0, defaultPriceBook.version]));",
    ]);
    expect(JSON.parse(out)).toEqual([true, true, "2025.1-sample"]);
  });
  it("requires from CommonJS", () => {
    const out = node([
      "-e",
      "const p = require('@screens/pricing'); console.log(JSON.stringify([typeof p.validate, p.customerPrice(100), p.accessoryCatalogue.length > 20]));",
    ]);
    expect(JSON.parse(out)).toEqual(["function", 143, true]);
  });
  it("the CLI has a shebang and bundles the price book (no data/ read at run time)", () => {
    const cli = readFileSync(`${root}/dist/cli.js`, "utf8");
    expect(cli.startsWith("#!/usr/bin/env node")).toBe(true);
    expect(cli).toContain("2025.1-sample");
    expect(readFileSync(`${root}/dist/index.cjs`, "utf8")).toContain("2025.1-sample");
  });
});
