import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const node = (args: string[]) => execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" });

describe("built package: @screens/pricing/production", () => {
  it("imports from ESM and CommonJS, with the production book bundled", () => {
    const esm = node([
      "--input-type=module",
      "-e",
      "import { cutList, defaultProductionBook, ProductionBookError } from '@screens/pricing/production'; import * as all from '@screens/pricing'; const r = cutList({ ...all.defaultConfiguration(), unit_height_in: 200, unit_width_in: 150, fabric_seam_location: 'high' }); console.log(JSON.stringify([r.ok && r.cutList.fabric.seams_in, defaultProductionBook.version, ProductionBookError === all.ProductionBookError]));",
    ]);
    expect(JSON.parse(esm)).toEqual([[125.6695], "2026.1-sample", true]);
    const cjs = node([
      "-e",
      "const p = require('@screens/pricing/production'); console.log(JSON.stringify([typeof p.formatCutList, p.defaultProductionBook.version]));",
    ]);
    expect(JSON.parse(cjs)).toEqual(["function", "2026.1-sample"]);
  });
});
