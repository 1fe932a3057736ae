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
  it("imports the subpaths (package.json exports) from ESM and CommonJS", () => {
    const esm = node([
      "--input-type=module",
      "-e",
      "import { formatUSD } from '@screens/pricing/money'; import { formatInches } from '@screens/pricing/inches'; import { PriceBookError } from '@screens/pricing/book'; import * as all from '@screens/pricing'; import { defaultPriceBook } from '@screens/pricing/price-book'; console.log(JSON.stringify([formatUSD(1234.5), formatInches(96.5), PriceBookError === all.PriceBookError, defaultPriceBook === all.defaultPriceBook]));",
    ]);
    expect(JSON.parse(esm)).toEqual(["$1,234.50", "96 1/2", true, true]);
    const cjs = node([
      "-e",
      "const { priceBridge } = require('@screens/pricing/bridge'); const { CONFIGURATION_FIELDS } = require('@screens/pricing/configuration'); const { accessoryCatalogue } = require('@screens/pricing/accessories'); console.log(JSON.stringify([typeof priceBridge, CONFIGURATION_FIELDS.length > 10, accessoryCatalogue.length > 20]));",
    ]);
    expect(JSON.parse(cjs)).toEqual(["function", true, true]);
  });
  it("the book-free subpaths do not load the price book or zod", () => {
    // Every module an ESM entry loads, through the shared chunks.
    const loaded = (file: string, seen = new Set<string>()): Set<string> => {
      const code = readFileSync(`${root}/dist/${file}`, "utf8");
      for (const [, dep] of code.matchAll(/from "\.\/([^"]+)"/g)) {
        if (dep && !seen.has(dep)) loaded(dep, seen.add(dep));
      }
      return seen;
    };
    const text = (entry: string) =>
      [`${entry}.js`, ...loaded(`${entry}.js`)]
        .map((f) => readFileSync(`${root}/dist/${f}`, "utf8"))
        .join("\n");
    for (const entry of ["money", "bridge", "inches", "configuration", "book", "accessories"]) {
      expect(text(entry), entry).not.toContain("// data/price-book.json");
    }
    for (const entry of ["money", "bridge", "inches"]) expect(text(entry), entry).not.toContain('from "zod"');
    expect(text("price-book")).toContain("// data/price-book.json");
  });
  it("the CLI has a shebang and bundles the price book (no data/ read at run time)", () => {
    const cli = readFileSync(`${root}/dist/cli.js`, "utf8");
    expect(cli.startsWith("#!/usr/bin/env node")).toBe(true);
    expect(cli).toContain("2025.1-sample");
    expect(readFileSync(`${root}/dist/index.cjs`, "utf8")).toContain("2025.1-sample");
  });
});
