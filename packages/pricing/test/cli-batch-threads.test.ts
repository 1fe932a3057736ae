import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defaultPriceBook } from "../src/price-book";

// screens-price --batch prices large inputs on worker threads (docs/decisions/196-pricing-engine-speed.md):
// whatever the number of threads, the output is the one thread's, byte for byte and in input order.

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli.js");
const tmp = mkdtempSync(join(tmpdir(), "screens-price-threads-"));

function run(args: string[], threads: number) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: "utf8",
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, SCREENS_PRICE_THREADS: String(threads) },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * About 3 MB of lines (many chunks of the batch's reads), with every kind of line: priced ones,
 * lines that are not JSON, blank lines, unknown fields, inches as text, sizes out of range, arrays,
 * text that is not ASCII; \n, \r\n and lone \r line ends; no line end after the last line.
 */
function batchInput(): { text: string; answered: number } {
  const fabrics = ["nano50", "nano95", "nano99", "textilene80", "textilene95"];
  const ends = ["\n", "\n", "\n", "\r\n", "\r"];
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const lines: string[] = [];
  let answered = 1; // the last line
  for (let i = 0; i < 11000; i++) {
    const fabric = fabrics[i % fabrics.length] ?? "nano95";
    const unit: Record<string, unknown> = {
      unit_name: `Unit ${i + 1}`,
      unit_width_in: 36 + ((i * 37) % 230) + (i % 16) / 16,
      unit_height_in: 30 + ((i * 53) % 120),
      retention_type: ["surface", "recessed", "cable", "varies"][i % 4],
      retention_left: "surface",
      retention_right: "cable",
      motor_brand: i % 2 ? "alpha" : "somfy",
      motor_type: i % 2 ? "pro" : "rts",
      motor_cord: i % 2 ? "pigtail6ft" : "pigtail10ft",
      fabric_collection: fabric,
      fabric_color: fabric.startsWith("nano") ? "charcoal" : "black",
      frame_color_varies: i % 9 === 0,
    };
    const r = next();
    let line = JSON.stringify(unit);
    if (r < 0.03) line = "{not json";
    else if (r < 0.05) line = "";
    else if (r < 0.06) line = "   ";
    else if (r < 0.08) line = JSON.stringify({ bogus: 1, ...unit });
    else if (r < 0.1) line = JSON.stringify({ ...unit, unit_width_in: "96 1/2" });
    else if (r < 0.11) line = JSON.stringify({ ...unit, unit_width_in: "ninety" });
    else if (r < 0.13) line = JSON.stringify({ ...unit, unit_width_in: 400 });
    else if (r < 0.14) line = "[1,2]";
    else if (r < 0.15) line = JSON.stringify({ unit_name: "Véranda ✓ 日本", unit_width_in: 120 });
    if (line.trim() !== "") answered++;
    lines.push(line + (ends[Math.floor(next() * (next() < 0.9 ? 1 : ends.length))] ?? "\n"));
  }
  return { text: lines.join("") + JSON.stringify({ unit_width_in: 100 }), answered };
}

describe("screens-price --batch on worker threads (built binary)", () => {
  const input = join(tmp, "batch.jsonl");
  const { text, answered } = batchInput();
  writeFileSync(input, text);

  it("answers byte for byte as one thread does, in input order, error lines included", () => {
    const one = run(["--batch", input], 1);
    expect(one.code).toBe(1);
    const answers = one.stdout.split("\n").filter((l) => l !== "");
    const numbers = answers.map((l) => (JSON.parse(l) as { line: number }).line);
    // Every line but the blank ones answers, numbered as the input counts its lines.
    expect(numbers).toHaveLength(answered);
    expect(numbers.every((n, i) => i === 0 || n > (numbers[i - 1] ?? 0))).toBe(true);
    // The last line's number: the lines as readline counts them (a \r\n is one line end).
    expect(numbers.at(-1)).toBe(text.split(/\r\n|\n|\r/).length);
    const failed = answers.filter((l) => l.includes('"ok":false')).length;
    expect(failed).toBeGreaterThan(500);
    expect(one.stderr).toBe(`screens-price: ${failed} of the input lines failed (see their "errors").\n`);
    for (const threads of [2, 3]) {
      const many = run(["--batch", input], threads);
      expect(many.code, `${threads} threads`).toBe(1);
      expect(many.stderr, `${threads} threads`).toBe(one.stderr);
      expect(many.stdout === one.stdout, `${threads} threads: the same bytes`).toBe(true);
    }
    // Read from stdin, the same.
    const piped = spawnSync(process.execPath, [cli, "--batch", "-"], {
      encoding: "utf8",
      cwd: root,
      input: text,
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, SCREENS_PRICE_THREADS: "2" },
    });
    expect(piped.stdout === one.stdout).toBe(true);
  });

  it("the workers price with the book of --book", () => {
    const book = join(tmp, "raised-book.json");
    const t = defaultPriceBook.fabric_size_table;
    // Another version, its fabric dearer by 10 a cell.
    writeFileSync(
      book,
      JSON.stringify({
        ...defaultPriceBook,
        version: "threads-test-raised",
        fabric_size_table: { ...t, cells: t.cells.map((row) => row.map((cell) => cell + 10)) },
      }),
    );
    const one = run(["--batch", "--book", book, input], 1);
    const two = run(["--batch", "--book", book, input], 2);
    expect(one.stdout).toContain('"price_book_version":"threads-test-raised"');
    expect(one.stdout).not.toContain(`"price_book_version":"${defaultPriceBook.version}"`);
    expect(two.stdout === one.stdout).toBe(true);
    expect(two.code).toBe(one.code);
  });
});
