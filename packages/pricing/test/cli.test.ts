import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { PriceBook } from "../src/book";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli.js");
const tmp = mkdtempSync(join(tmpdir(), "screens-price-"));

function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [cli, ...args], { input, encoding: "utf8", cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** The fields of the CLI's JSON answers (--json and --batch lines) these tests read. */
type CliAnswer = {
  ok: boolean;
  line?: number;
  customer_price: number;
  unit_total: number;
  charges_sum: number;
  retention_charge: number;
  price_book_version: string;
  configuration: Record<string, unknown>;
  errors?: { path: string; message: string }[];
};
const answer = (text: string) => JSON.parse(text) as CliAnswer;
function file(name: string, content: string) {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
}

describe("screens-price CLI (built binary)", () => {
  it("prints the summary, the charges, unit total, customer price and order code", () => {
    const r = run([file("c.json", JSON.stringify({ unit_width_in: 120, unit_height_in: 96 }))]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Unit 1: 120 in wide x 96 in high complete unit/);
    for (const k of [
      "motor_charge",
      "retention_charge",
      "charges_sum",
      "Unit total (dealer)",
      "Customer price (x 1.43)",
      "Order code",
    ])
      expect(r.stdout).toContain(k);
    expect(r.stdout).toMatch(/retention_charge\s+297\.09/);
    expect(r.stdout).toContain("120X96-IHRBFM");
    expect(r.stderr).toBe("");
  });
  it("reads stdin with -", () => {
    const r = run(["-"], JSON.stringify({ unit_width_in: 120, unit_height_in: 96 }));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Order code");
  });
  it("--json prints the spec's names", () => {
    const r = run(["--json", "-"], JSON.stringify({ ...{ unit_width_in: 120 }, included_hem_bar: false }));
    expect(r.code).toBe(0);
    const j = answer(r.stdout);
    expect(j).toMatchObject({
      ok: true,
      retention_charge: 297.09,
      package: null,
      price_book_version: "2025.1-sample",
    });
    for (const k of [
      "unit_total",
      "customer_price",
      "order_code",
      "motor_charge",
      "motor_cord_charge",
      "tube_charge",
      "housing_charge",
      "hem_bar_charge",
      "fabric_freight_charge",
      "fabric_charge",
      "powder_charge",
      "buildout_charge",
      "clear_window_charge",
    ])
      expect(j).toHaveProperty(k);
    expect(j.unit_total).toBe(Math.ceil(Math.round(j.charges_sum * 0.55 * 100) / 100));
    expect(j.customer_price).toBe(Math.ceil(Math.round(j.unit_total * 143) / 100));
  });
  it("--markup changes the customer price", () => {
    const j = answer(run(["--json", "--markup", "2", "-"], "{}").stdout);
    expect(j.customer_price).toBe(j.unit_total * 2);
  });
  it("accepts the alias fabric_rotate and partial input (missing fields take the defaults)", () => {
    const j = answer(run(["--json", "-"], JSON.stringify({ fabric_rotate: true })).stdout);
    expect(j.configuration.rotate_fabric).toBe(true);
    expect(j.configuration.unit_width_in).toBe(96);
  });
  it("invalid input exits 1 with one line per problem naming the field and the rule", () => {
    const r = run(
      ["-"],
      JSON.stringify({ unit_width_in: 10, unit_height_in: 500, motor_side: null, bogus: 1 }),
    );
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toEqual([
      "bogus: Unknown field.",
      "motor_side: This field is required.",
      "unit_width_in: Width must be between 32 and 300 in.",
      "unit_height_in: Height must be between 24 and 240 in.",
    ]);
    expect(r.stdout).toBe("");
  });
  it("bad JSON, a non-object and an unreadable file exit 1 without a stack trace", () => {
    for (const r of [run(["-"], "{nope"), run(["-"], "[1,2]"), run([join(tmp, "missing.json")])]) {
      expect(r.code).toBe(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stderr.trim().split("\n").length).toBe(1);
    }
    expect(run([join(tmp, "missing.json")]).stderr).toMatch(/cannot read .*missing\.json \(ENOENT\)/);
  });
  it("usage errors exit 2: unknown option, missing file argument, bad --markup", () => {
    expect(run(["--frobnicate", "-"]).code).toBe(2);
    expect(run([]).code).toBe(2);
    expect(run(["--markup", "abc", "-"], "{}").code).toBe(2);
    expect(run(["--markup", "-1", "-"], "{}").code).toBe(2);
    expect(run(["--markup", "abc", "-"], "{}").stderr).not.toMatch(/\n\s+at /);
    expect(run(["--help"]).code).toBe(0);
  });
  it("an unknown option names the valid ones", () => {
    const r = run(["--jsn", "-"], "{}");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--jsn'");
    expect(r.stderr).toContain(
      "Valid options: -V, --version, --json, --markup <n>, --book <url-or-file>, --price-book <file>, --cut-list, --production-book <file>, --batch, --quote, -h, --help.",
    );
    expect(r.stdout).toBe("");
  });
  it("stops quietly when the reader of its output stops (| head)", () => {
    const lines = Array.from({ length: 5000 }, (_, i) => JSON.stringify({ unit_width_in: 60 + (i % 200) }));
    const input = file("many.jsonl", lines.join("\n") + "\n");
    const piped = spawnSync(
      "bash",
      ["-c", `set -o pipefail; "${process.execPath}" "${cli}" --batch "${input}" | head -n 2`],
      { encoding: "utf8" },
    );
    expect(piped.stderr).toBe("");
    expect(piped.status).toBe(0);
    expect(piped.stdout.trim().split("\n")).toHaveLength(2);
    const report = spawnSync(
      "bash",
      ["-c", `set -o pipefail; "${process.execPath}" "${cli}" "${file("one.json", "{}")}" | head -c 10`],
      {
        encoding: "utf8",
      },
    );
    expect(report.stderr).toBe("");
    expect(report.status).toBe(0);
  });
  it('reads inches as the panel shows them: 96.5, "96 1/2", "100-3/4 in", "1/2"', () => {
    const input = {
      unit_width_in: "96 1/2",
      unit_height_in: '100-3/4"',
      included_clear_window: true,
      fabric_collection: "clear_view_30",
      fabric_color: "charcoal_border",
      mullion_top_in: "12",
      mullion_bottom_in: "24 1/16",
      mullion_left_in: 8.5,
      mullion_right_in: "8 1/2 in",
      mullion_middle_in: "1/2",
    };
    const r = run(["--json", "-"], JSON.stringify(input));
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(answer(r.stdout).configuration).toMatchObject({
      unit_width_in: 96.5,
      unit_height_in: 100.75,
      mullion_top_in: 12,
      mullion_bottom_in: 24.0625,
      mullion_left_in: 8.5,
      mullion_right_in: 8.5,
      mullion_middle_in: 0.5,
    });
    // The same price as the number.
    expect(answer(r.stdout).customer_price).toBe(
      answer(
        run(["--json", "-"], JSON.stringify({ ...input, unit_width_in: 96.5, unit_height_in: 100.75 }))
          .stdout,
      ).customer_price,
    );
    for (const bad of ["96 1/3", "96 3/2", "ninety", "96,5", "0x60", ""]) {
      const refused = run(["-"], JSON.stringify({ unit_width_in: bad }));
      expect(refused.code, bad).toBe(1);
      expect(refused.stderr, bad).toBe(
        'unit_width_in: Write inches as a number or as the panel shows them, e.g. 96.5 or "96 1/2".\n',
      );
    }
    const quote = run(["--quote", "--json", "-"], JSON.stringify({ units: [{ unit_width_in: "120 1/4" }] }));
    expect(quote.code).toBe(0);
  });
  it("says the housing advice in a terminal instead of asking", () => {
    const r = run(["-"], JSON.stringify({ unit_width_in: 240, housing_type: "standard" }));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Warning: Over 18ft wide with the 4.5" Housing may have wrinkles. Jumbo housing recommended but not required (housing_type "jumbo").',
    );
    expect(r.stdout).not.toContain("?");
    const json = JSON.parse(run(["--json", "-"], JSON.stringify({ unit_width_in: 240 })).stdout) as {
      warnings: string[];
    };
    expect(json.warnings.join(" ")).not.toContain("?");
  });
  it("--price-book with a custom book changes a price", () => {
    const book = JSON.parse(readFileSync(join(root, "data", "price-book.json"), "utf8")) as PriceBook;
    book.version = "custom-1";
    const cable = book.retention_types.find((r) => r.value === "cable");
    if (cable?.pricing.kind !== "flat") throw new Error("the sample book prices cable retention flat");
    cable.pricing.amount = 200;
    const p = file("book.json", JSON.stringify(book));
    const input = JSON.stringify({ retention_type: "cable", included_hem_bar: false });
    const a = answer(run(["--json", "-"], input).stdout);
    const b = answer(run(["--json", "--price-book", p, "-"], input).stdout);
    expect(a.retention_charge).toBe(100);
    expect(b.retention_charge).toBe(200);
    expect(b.price_book_version).toBe("custom-1");
  });
  it("a bad price book exits 1 listing its problems", () => {
    const p = file("bad-book.json", JSON.stringify({ version: "", housing_types: [] }));
    const r = run(["--price-book", p, "-"], "{}");
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/price book .* is invalid/);
    expect(r.stderr).toMatch(/version/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(run(["--price-book", file("nojson.json", "{"), "-"], "{}").code).toBe(1);
  });
  it("--batch: JSON Lines in and out; a bad line yields an error line and the run continues; exit 1", () => {
    const lines = [
      JSON.stringify({ unit_width_in: 100 }),
      "{bad json",
      "",
      JSON.stringify({ unit_width_in: 5 }),
      JSON.stringify({ unit_height_in: 100 }),
    ];
    const r = run(["--batch", "-"], lines.join("\n") + "\n");
    expect(r.code).toBe(1);
    const out = r.stdout.trim().split("\n").map(answer);
    expect(out.map((o) => [o.line, o.ok])).toEqual([
      [1, true],
      [2, false],
      [4, false],
      [5, true],
    ]);
    expect(out[2]?.errors).toEqual([
      { path: "unit_width_in", message: "Width must be between 32 and 300 in." },
    ]);
    expect(out[0]).toHaveProperty("order_code");
    expect(out[0]).toHaveProperty("unit_total");
  });
  it("--batch exits 0 when every line prices, and reads a file", () => {
    const p = file("ok.jsonl", [JSON.stringify({}), JSON.stringify({ unit_width_in: 200 })].join("\n"));
    const r = run(["--batch", p]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split("\n")).toHaveLength(2);
  });
});

describe("screens-price --quote (built binary): a quote as the panel prices it (decision 131)", () => {
  const quote = {
    title: "Lanai and garage",
    markup: 1.43,
    discount: { kind: "percent", value: 10 },
    country: "USA",
    units: [
      { unit_name: "Lanai", unit_width_in: 120, unit_height_in: 96, room: "Lanai" },
      { unit_name: "Garage", unit_width_in: 192, unit_height_in: 108, quantity: 2, room: " Garage " },
    ],
    accessories: [{ name: "Remote", prod_cost: 100, quantity: 2, room: "Lanai" }],
    services: [
      { name: "Installation", unit_price: 175, quantity: 2, taxable: false },
      { name: "Trip charge", unit_price: 95.5 },
    ],
    taxes: [{ name: "Sales tax", rate: 7 }],
  };

  it("prints the lines, the subtotal, the discount and a total that is their sum", () => {
    const r = run(["--quote", "--json", file("q.json", JSON.stringify(quote))]);
    expect(r.code, r.stderr).toBe(0);
    const priced = JSON.parse(r.stdout) as {
      units: { customer_price: number; unit_price: number; quantity: number }[];
      rooms: { name: string; lines: number; subtotal: number }[];
      accessories: { price: number }[];
      totals: {
        lines_total: number;
        discount: { amount: number };
        total: number;
        effective_discount_percent: number;
      };
    };
    // Two identical garage screens: one price, counted twice (decision 160).
    expect(priced.units[1]).toMatchObject({ quantity: 2, customer_price: priced.units[1]!.unit_price * 2 });
    const lines = [...priced.units.map((u) => u.customer_price), ...priced.accessories.map((a) => a.price)];
    expect(lines.reduce((a, b) => a + b, 0)).toBe(priced.totals.lines_total);
    // Rooms (decision 161): in the order they first appear, each the sum of its lines.
    expect(priced.rooms).toEqual([
      { name: "Lanai", lines: 2, subtotal: priced.units[0]!.customer_price + priced.accessories[0]!.price },
      { name: "Garage", lines: 1, subtotal: priced.units[1]!.customer_price },
    ]);
    expect(priced.rooms.reduce((sum, room) => sum + room.subtotal, 0)).toBe(priced.totals.lines_total);
    expect(priced.totals.discount.amount).toBe(Math.floor(priced.totals.lines_total * 0.1));
    const products = priced.totals.lines_total - priced.totals.discount.amount;
    // 7% of the products after the discount and of the taxable trip charge, to the cent.
    const tax = Math.round((products + 95.5) * 7) / 100;
    expect(priced.totals.total).toBe(Math.round((products + 350 + 95.5 + tax) * 100) / 100);
    // Rounded down to the dollar, a 10% discount is never more than 10% off.
    expect(priced.totals.effective_discount_percent).toBeGreaterThan(9.9);
    expect(priced.totals.effective_discount_percent).toBeLessThanOrEqual(10);

    const human = run(["--quote", file("q2.json", JSON.stringify(quote))]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^Lanai and garage\n/);
    expect(human.stdout).toMatch(/Discount \(10%\)\s+-\$[\d,]+\.00/);
    expect(human.stdout).toContain(`Total (USD)`);
    expect(human.stdout).toMatch(/Installation x 2\s+\$350\.00/);
    expect(human.stdout).toMatch(/Garage x 2\s+\$[\d,]+\.00/);
    expect(human.stdout).toMatch(/Room Lanai\s+\$[\d,]+\.00\nRoom Garage\s+\$[\d,]+\.00\nSubtotal/);
    expect(human.stdout).toMatch(/Sales tax \(7%\)\s+\$[\d,]+\.\d\d/);
  });

  it("names each problem of the file, a unit's by its index, and exits 1", () => {
    const r = run([
      "--quote",
      file(
        "bad.json",
        JSON.stringify({
          ...quote,
          discount: { kind: "percent", value: 120 },
          units: [{ unit_width_in: 9999 }],
        }),
      ),
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/discount\.value: /);
    const unit = run([
      "--quote",
      file("bad-unit.json", JSON.stringify({ ...quote, units: [{ unit_width_in: 9999 }] })),
    ]);
    expect(unit.code).toBe(1);
    expect(unit.stderr).toMatch(/^units\.0\.unit_width_in: /m);
    const quantity = run([
      "--quote",
      file("bad-quantity.json", JSON.stringify({ ...quote, units: [{ quantity: 0 }, { quantity: 2.5 }] })),
    ]);
    expect(quantity.code).toBe(1);
    expect(quantity.stderr).toMatch(/^units\.0\.quantity: Quantity must be a whole number from 1 to 999\./m);
    expect(quantity.stderr).toMatch(/^units\.1\.quantity: /m);
    const room = run([
      "--quote",
      file("bad-room.json", JSON.stringify({ ...quote, units: [{ room: "x".repeat(61) }] })),
    ]);
    expect(room.code).toBe(1);
    expect(room.stderr).toMatch(/^units\.0\.room: A room's name is at most 60 characters\./m);
  });

  it("totals the default choice and lists the options apart (decision 182)", () => {
    const choices = {
      ...quote,
      units: [
        { ...quote.units[0], choice: "alternative", choice_group: "Lanai screen" },
        {
          ...quote.units[0],
          unit_name: "Lanai wide",
          unit_width_in: 144,
          choice: "alternative",
          choice_group: "Lanai screen",
        },
        quote.units[1],
      ],
      accessories: [{ ...quote.accessories[0], choice: "optional" }],
    };
    const r = run(["--quote", "--json", file("choices.json", JSON.stringify(choices))]);
    expect(r.code, r.stderr).toBe(0);
    const priced = JSON.parse(r.stdout) as {
      chosen: string[];
      options: { key: string; name: string; price: number }[];
      totals: { total: number };
    };
    const only = run([
      "--quote",
      "--json",
      file(
        "only.json",
        JSON.stringify({ ...quote, units: [quote.units[0], quote.units[1]], accessories: [] }),
      ),
    ]);
    expect(priced.totals).toEqual((JSON.parse(only.stdout) as { totals: unknown }).totals);
    expect(priced.chosen).toEqual(["units.0", "units.2", "services.0", "services.1"]);
    expect(priced.options.map((line) => [line.key, line.name])).toEqual([
      ["units.1", "Lanai wide"],
      ["accessories.0", "Remote"],
    ]);
    const human = run(["--quote", file("choices2.json", JSON.stringify(choices))]);
    expect(human.stdout).toMatch(
      /\nOptions \(not in the total\)\nLanai wide \(Alternative · Lanai screen\)\s+\$[\d,]+\.00\nRemote x 2 \(Optional\)\s+\$[\d,]+\.00\n/,
    );
    const bad = run([
      "--quote",
      file(
        "bad-choice.json",
        JSON.stringify({ ...quote, units: [quote.units[0], { ...quote.units[1], choice: "alternative" }] }),
      ),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^units\.1\.choice_group: An alternative needs the name of its group/m);
  });
});
