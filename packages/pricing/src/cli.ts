import { createReadStream, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { Command, CommanderError, InvalidArgumentError } from "commander";
import { loadPriceBook, PriceBookError, type PriceBook } from "./book";
import {
  CHARGE_FIELDS,
  CONFIGURATION_FIELDS,
  FIELD_ALIASES,
  mapAlias,
  type Configuration,
} from "./configuration";
import { defaultPriceBook } from "./price-book";
import { describeConfiguration } from "./describe";
import { DEFAULT_MARKUP, formatUSD } from "./money";
import { encodeNormalized } from "./order-code";
import { priceConfiguration, type PriceBreakdown } from "./price";
import { priceQuoteFile, quoteReport } from "./quote-file";
import { defaultConfiguration } from "./configuration";
import { parseInches } from "./inches";
import { HOUSING_RECOMMEND_MESSAGE, HOUSING_RECOMMEND_STATEMENT } from "./rules";
import { BookSourceError, readBookSource } from "./book-source";
import { loadProductionBook, ProductionBookError, type ProductionBook } from "./production/book";
import { cutListValidated, cutRows } from "./production/cut-list";
import { defaultProductionBook } from "./production/default-book";
import { formatCutList } from "./production/table";
import type { ValidationIssue } from "./validate";

const VERSION = "0.1.0";
/** A cut list has no price to mark up; the pricing that checks the unit runs at the default. */
const DEFAULT_CLI_MARKUP = DEFAULT_MARKUP;

/** Fields of a saved configuration row that are not configurable; accepted and ignored. */
const IGNORED_FIELDS = new Set<string>([
  "id",
  "quote_id",
  "submission_id",
  "unit_total",
  "status",
  "created_by",
  "created_at",
  "updated_at",
  "order_code",
  "customer_price",
  "charges_sum",
  "price_book_version",
  ...CHARGE_FIELDS,
]);
const KNOWN = new Set<string>([...CONFIGURATION_FIELDS, ...Object.keys(FIELD_ALIASES)]);

const DEFAULTS = defaultConfiguration();

/** Measurements in inches: a number, or text as the panel shows it ("96 1/2", docs/pricing.md). */
const INCH_FIELDS = new Set<string>(CONFIGURATION_FIELDS.filter((field) => field.endsWith("_in")));
const INCHES_MESSAGE = 'Write inches as a number or as the panel shows them, e.g. 96.5 or "96 1/2".';

/** The input with its inch fields written as text read as numbers; text that is no measurement is a problem. */
function readInches(input: object, errors: ValidationIssue[], prefix = ""): object {
  const out: Record<string, unknown> = { ...input };
  for (const [field, value] of Object.entries(input)) {
    if (!INCH_FIELDS.has(field) || typeof value !== "string") continue;
    const inches = parseInches(value);
    if (inches === null) errors.push({ path: `${prefix}${field}`, message: INCHES_MESSAGE });
    else out[field] = inches;
  }
  return out;
}

/** A terminal cannot answer the dialog's question: its advice is said instead (HOUSING_RECOMMEND_STATEMENT). */
const terminalWarning = (warning: string) =>
  warning === HOUSING_RECOMMEND_MESSAGE ? HOUSING_RECOMMEND_STATEMENT : warning;

class UsageError extends Error {}
class InputError extends Error {}

type Outcome =
  | { ok: true; breakdown: PriceBreakdown; configuration: Configuration; order_code: string }
  | { ok: false; errors: ValidationIssue[] };

/** Partial input -> defaults + input (docs/pricing.md, "CLI"); unknown fields are problems. */
function priceInput(input: unknown, book: PriceBook, markup: number): Outcome {
  if (input === null || typeof input !== "object" || Array.isArray(input))
    return { ok: false, errors: [{ path: "", message: "Configuration must be a JSON object." }] };
  const errors: ValidationIssue[] = [];
  let inchText = false;
  for (const k of Object.keys(input)) {
    if (!KNOWN.has(k) && !IGNORED_FIELDS.has(k)) errors.push({ path: k, message: "Unknown field." });
    else if (INCH_FIELDS.has(k) && typeof (input as Record<string, unknown>)[k] === "string") inchText = true;
  }
  // Inches written as text are read into a copy; without any, the input is read as it is.
  const read = inchText ? readInches(input, errors) : input;
  if (inchText && errors.some((error) => error.message === INCHES_MESSAGE)) return { ok: false, errors };
  const merged = { ...DEFAULTS, ...(mapAlias(read) as object) };
  const r = priceConfiguration(merged, { priceBook: book, markup });
  if (!r.ok) return { ok: false, errors: [...errors, ...r.errors] };
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    breakdown: r.breakdown,
    configuration: r.configuration,
    order_code: encodeNormalized(r.configuration, book),
  };
}

/** The answer's figures: each `--batch` line's after its number, and the first of `--json`'s. */
function answerFields(o: Extract<Outcome, { ok: true }>) {
  const b = o.breakdown;
  return {
    ok: true,
    unit_total: b.unit_total,
    customer_price: b.customer_price,
    markup: b.markup,
    motor_charge: b.motor_charge,
    motor_cord_charge: b.motor_cord_charge,
    tube_charge: b.tube_charge,
    housing_charge: b.housing_charge,
    retention_charge: b.retention_charge,
    hem_bar_charge: b.hem_bar_charge,
    fabric_freight_charge: b.fabric_freight_charge,
    fabric_charge: b.fabric_charge,
    powder_charge: b.powder_charge,
    buildout_charge: b.buildout_charge,
    clear_window_charge: b.clear_window_charge,
    charges_sum: b.charges_sum,
    package: b.package?.name ?? null,
    order_code: o.order_code,
    price_book_version: b.price_book_version,
    warnings: b.warnings.map(terminalWarning),
  };
}

/**
 * `--json`'s answer: the figures with the whole package in its place, then the description, the
 * lookup and the configuration.
 */
function jsonResult(o: Extract<Outcome, { ok: true }>, book: PriceBook) {
  const b = o.breakdown;
  return {
    ...answerFields(o),
    package: b.package,
    description: describeConfiguration(o.configuration, book),
    lookup: b.lookup,
    configuration: o.configuration,
  };
}

const money = (n: number) => n.toFixed(2);

function humanResult(o: Extract<Outcome, { ok: true }>, book: PriceBook): string {
  const b = o.breakdown;
  const lines: string[] = [describeConfiguration(o.configuration, book), ""];
  const rows: [string, string][] = CHARGE_FIELDS.map((f) => [f, money(b[f])]);
  rows.push(["charges_sum", money(b.charges_sum)]);
  const width = Math.max(...rows.map(([k]) => k.length), 22);
  const valW = Math.max(...rows.map(([, v]) => v.length));
  lines.push("Charges (list, USD)");
  for (const [k, v] of rows) lines.push(`  ${k.padEnd(width)}  ${v.padStart(valW)}`);
  lines.push("");
  if (b.package) {
    const p = b.package;
    lines.push(`Package ${p.label} (${p.width_ft} x ${p.height_ft} ft)`);
    const prow: [string, string][] = [
      ["cell", money(p.cell)],
      ...p.adjustments.map((a): [string, string] => [a.name, money(a.amount)]),
    ];
    prow.push(["0.55 x (cord + powder + buildout + clear window)", money(p.extras)]);
    prow.push(["package total", money(p.total)]);
    const pw = Math.max(...prow.map(([k]) => k.length));
    const pv = Math.max(...prow.map(([, v]) => v.length));
    for (const [k, v] of prow) lines.push(`  ${k.padEnd(pw)}  ${v.padStart(pv)}`);
  } else {
    lines.push(`Package none: unit total = ceil(0.55 x ${money(b.charges_sum)})`);
  }
  lines.push("");
  const summary: [string, string][] = [
    ["Unit total (dealer)", formatUSD(b.unit_total)],
    [`Customer price (x ${b.markup})`, formatUSD(b.customer_price)],
    ["Order code", o.order_code || "(blank)"],
    ["Price book", b.price_book_version],
  ];
  const sw = Math.max(...summary.map(([k]) => k.length));
  for (const [k, v] of summary) lines.push(`${k.padEnd(sw)}  ${v}`);
  for (const w of b.warnings) lines.push(`Warning: ${terminalWarning(w)}`);
  return lines.join("\n") + "\n";
}

const issueLine = (e: ValidationIssue) => `${e.path || "configuration"}: ${e.message}`;

function readText(file: string): string {
  try {
    return readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`cannot read ${file === "-" ? "stdin" : file}${code ? ` (${code})` : ""}`);
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError(`${what} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The price book at a file or an http(s) URL (--book, or --price-book), or the bundled one. */
async function loadBook(source: string | undefined): Promise<PriceBook> {
  if (!source) return defaultPriceBook;
  let text: string;
  try {
    text = await readBookSource(source);
  } catch (e) {
    if (e instanceof BookSourceError) throw new InputError(e.message);
    throw e;
  }
  const json = parseJson(text, `price book ${source}`);
  try {
    return loadPriceBook(json);
  } catch (e) {
    if (e instanceof PriceBookError)
      throw new InputError(`price book ${source} is invalid:\n${e.issues.map((i) => `  ${i}`).join("\n")}`);
    throw e;
  }
}

/** The production book of --production-book (or the bundled one), covering every option of the price book. */
function loadProduction(file: string | undefined, book: PriceBook): ProductionBook {
  const json: unknown = file ? parseJson(readText(file), `production book ${file}`) : defaultProductionBook;
  try {
    return loadProductionBook(json, book);
  } catch (e) {
    if (e instanceof ProductionBookError)
      throw new InputError(
        `production book ${file ?? `(bundled) ${defaultProductionBook.version}`} is invalid for price book ${book.version}:\n${e.issues.map((i) => `  ${i}`).join("\n")}`,
      );
    throw e;
  }
}

/** --cut-list: the unit's cuts and parts (docs/pricing.md, "Cut lists"); its problems as the pricing reports them. */
function printCutList(
  input: unknown,
  book: PriceBook,
  productionFile: string | undefined,
  json: boolean,
): number {
  const r = priceInput(input, book, DEFAULT_CLI_MARKUP);
  if (!r.ok) {
    if (json) process.stdout.write(JSON.stringify({ ok: false, errors: r.errors }, null, 2) + "\n");
    process.stderr.write(r.errors.map(issueLine).join("\n") + "\n");
    return 1;
  }
  const list = cutListValidated(r.configuration, {
    priceBook: book,
    productionBook: loadProduction(productionFile, book),
  });
  process.stdout.write(
    json ? JSON.stringify({ ok: true, ...list, rows: cutRows(list) }, null, 2) + "\n" : formatCutList(list),
  );
  return 0;
}

async function write(out: NodeJS.WritableStream, s: string | Uint8Array): Promise<void> {
  if (!out.write(s))
    await new Promise<void>((resolve) => {
      out.once("drain", () => {
        resolve();
      });
    });
}

/** One --batch line's answer: its line number, then the answer's figures (`answerFields`). */
function batchLine(lineNo: number, o: Outcome): string {
  if (!o.ok) return JSON.stringify({ line: lineNo, ok: false, errors: o.errors });
  // `{"line":n,` then the answer's own fields: the bytes of `{ line, ...answerFields(o) }` without
  // copying the object (the batch's hot path).
  return `{"line":${lineNo},${JSON.stringify(answerFields(o)).slice(1)}`;
}

/** What readline takes for a line end (crlfDelay Infinity): \r\n, \n or a lone \r. */
const LINE_END = /\r?\n|\r(?!\n)/;

interface ChunkResult {
  /** The answers: text from this thread, UTF-8 bytes from a worker (moved, not copied, to this one). */
  out: string | Uint8Array;
  failed: number;
}

/**
 * Prices a chunk of a --batch input: whole lines, the first of them numbered firstLine. Blank lines
 * count but answer nothing; a line that is not JSON, or does not price, answers its errors.
 */
function priceChunk(text: string, firstLine: number, book: PriceBook, markup: number): ChunkResult {
  const lines = text.split(LINE_END);
  // A chunk ends with a line end, except the input's last one: the piece after the end is no line.
  const count = lines.length - (lines[lines.length - 1] === "" ? 1 : 0);
  let out = "";
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const line = lines[i] as string;
    const lineNo = firstLine + i;
    if (line.trim() === "") continue;
    let parsed: unknown;
    let parseError: string | null = null;
    try {
      parsed = JSON.parse(line);
    } catch (e) {
      parseError = `Not valid JSON: ${e instanceof Error ? e.message : String(e)}`;
    }
    let r: Outcome;
    if (parseError !== null) r = { ok: false, errors: [{ path: "", message: parseError }] };
    else r = priceInput(parsed, book, markup);
    if (!r.ok) failed++;
    out += batchLine(lineNo, r) + "\n";
  }
  return { out, failed };
}

/** The line ends in a chunk of bytes that ends with \n (or is the input's last): the lines it holds. */
function countLineEnds(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  // A lone \r ends a line too (readline's rule); rare, so looked for only when there is one.
  for (let i = chunk.indexOf(13); i !== -1; i = chunk.indexOf(13, i + 1)) if (chunk[i + 1] !== 10) n++;
  return n;
}

/**
 * The threads that price a large --batch: SCREENS_PRICE_THREADS (1: the main thread alone), by
 * default one per core (docs/decisions/196-pricing-engine-speed.md).
 */
function batchThreads(): number {
  const env = process.env.SCREENS_PRICE_THREADS;
  const n = env === undefined || env.trim() === "" ? availableParallelism() : Number(env);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 16) : 1;
}

/** The workers of a --batch: each prices whole chunks; the answers come back in the order asked. */
class BatchPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: { bytes: Uint8Array; firstLine: number; done: Deferred }[] = [];
  private readonly busy = new Map<Worker, Deferred>();
  private readonly workers: Worker[] = [];

  constructor(size: number, book: PriceBook, markup: number) {
    const data: BatchWorkerData = {
      screensPriceBatch: true,
      // The bundled book is the worker's own; another one is sent along.
      book: book === defaultPriceBook ? null : book,
      markup,
    };
    for (let i = 0; i < size; i++) {
      const w = new Worker(new URL(import.meta.url), { workerData: data });
      w.on("message", (m: ChunkResult) => {
        const d = this.busy.get(w);
        this.busy.delete(w);
        d?.resolve(m);
        this.next(w);
      });
      w.on("error", (e) => {
        const d = this.busy.get(w);
        this.busy.delete(w);
        d?.reject(e);
      });
      this.workers.push(w);
      this.idle.push(w);
    }
  }

  /** Chunks given to the workers and not answered yet. */
  get pending(): number {
    return this.busy.size + this.waiting.length;
  }

  /** Prices a chunk's bytes (whole lines) on a worker; the bytes are moved to it. */
  run(bytes: Uint8Array, firstLine: number): Promise<ChunkResult> {
    const done = deferred();
    // A worker's failure is thrown where its chunk's turn to be written comes (not before: no
    // unhandled rejection while earlier chunks are written).
    done.promise.catch(() => undefined);
    const w = this.idle.pop();
    if (w) this.start(w, bytes, firstLine, done);
    else this.waiting.push({ bytes, firstLine, done });
    return done.promise;
  }

  private start(w: Worker, bytes: Uint8Array, firstLine: number, done: Deferred) {
    this.busy.set(w, done);
    w.postMessage({ bytes, firstLine }, [bytes.buffer as ArrayBuffer]);
  }

  private next(w: Worker) {
    const task = this.waiting.shift();
    if (task) this.start(w, task.bytes, task.firstLine, task.done);
    else this.idle.push(w);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

interface Deferred {
  promise: Promise<ChunkResult>;
  resolve: (r: ChunkResult) => void;
  reject: (e: unknown) => void;
}
function deferred(): Deferred {
  let resolve!: (r: ChunkResult) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<ChunkResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface BatchWorkerData {
  screensPriceBatch: true;
  book: PriceBook | null;
  markup: number;
}

/**
 * A --batch worker: prices the chunks it is sent and answers each with its lines, decoding and
 * encoding the text itself (the main thread only moves bytes).
 */
function batchWorker(data: BatchWorkerData): void {
  const book = data.book ?? defaultPriceBook;
  const encoder = new TextEncoder();
  parentPort?.on("message", (m: { bytes: Uint8Array; firstLine: number }) => {
    const text = Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength).toString("utf8");
    const r = priceChunk(text, m.firstLine, book, data.markup);
    // TextEncoder's bytes have an ArrayBuffer of their own, which can be moved.
    const out = encoder.encode(r.out as string);
    parentPort?.postMessage({ out, failed: r.failed } satisfies ChunkResult, [out.buffer]);
  });
}

/** Bytes read at a time: a chunk of about a thousand lines. */
const BATCH_CHUNK_BYTES = 256 * 1024;

/**
 * --batch: JSON Lines in, JSON Lines out, in the input's order. The input is read in chunks of whole
 * lines; from the second chunk on, worker threads (SCREENS_PRICE_THREADS in all, this one included)
 * price them, this thread taking the chunks they have no room for. At most two chunks per thread are
 * in flight, and reading waits for the output (stdout back-pressure), so memory stays flat however
 * long the input.
 */
async function runBatch(file: string, book: PriceBook, markup: number): Promise<number> {
  const input = file === "-" ? process.stdin : createReadStream(file, { highWaterMark: BATCH_CHUNK_BYTES });
  const opened = new Promise<void>((resolve, reject) => {
    if (file === "-") resolve();
    else {
      input.once("open", () => {
        resolve();
      });
      input.once("error", reject);
    }
  });
  try {
    await opened;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`cannot read ${file}${code ? ` (${code})` : ""}`);
  }
  const threads = batchThreads();
  // This thread reads, writes, and prices what the workers (one per other thread) have no room for.
  let pool = null as BatchPool | null;
  const inFlight: Promise<ChunkResult>[] = [];
  const maxInFlight = 2 * threads;
  let failed = 0;
  let nextLine = 1;
  let chunks = 0;

  const writeOldest = async () => {
    const r = await (inFlight.shift() as Promise<ChunkResult>);
    failed += r.failed;
    if (r.out.length) await write(process.stdout, r.out);
  };
  const dispatch = async (chunk: Buffer) => {
    const firstLine = nextLine;
    nextLine += countLineEnds(chunk);
    chunks++;
    // A small input (one chunk) never starts a thread.
    if (threads > 1 && chunks > 1) pool ??= new BatchPool(threads - 1, book, markup);
    inFlight.push(
      pool && pool.pending < 2 * (threads - 1)
        ? pool.run(new Uint8Array(chunk), firstLine) // a copy with a buffer of its own, to move
        : Promise.resolve(priceChunk(chunk.toString("utf8"), firstLine, book, markup)),
    );
    while (inFlight.length >= maxInFlight) await writeOldest();
  };

  try {
    let carry: Buffer | null = null;
    for await (const data of input as AsyncIterable<Buffer | string>) {
      const bytes = typeof data === "string" ? Buffer.from(data) : data;
      const buf: Buffer = carry ? Buffer.concat([carry, bytes]) : bytes;
      // Whole lines only: up to the last \n (a \r\n is never split; a lone \r ends a line inside).
      const cut = buf.lastIndexOf(10) + 1;
      if (cut === 0) {
        carry = buf;
        continue;
      }
      carry = cut < buf.length ? Buffer.from(buf.subarray(cut)) : null;
      await dispatch(buf.subarray(0, cut));
    }
    if (carry) await dispatch(carry);
    while (inFlight.length) await writeOldest();
  } finally {
    if (pool) await pool.close();
  }
  if (failed)
    process.stderr.write(`screens-price: ${failed} of the input lines failed (see their "errors").\n`);
  return failed ? 1 : 0;
}

/** --quote: the quote's lines and totals; its problems on stderr with exit 1. */
function printQuote(input: unknown, book: PriceBook, json: boolean): number {
  const units = (input as { units?: unknown } | null)?.units;
  if (Array.isArray(units)) {
    const errors: ValidationIssue[] = [];
    const read = units.map((unit: unknown, index) =>
      unit !== null && typeof unit === "object" && !Array.isArray(unit)
        ? readInches(unit, errors, `units.${index}.`)
        : unit,
    );
    if (errors.length) {
      if (json) process.stdout.write(JSON.stringify({ ok: false, errors }, null, 2) + "\n");
      process.stderr.write(errors.map(issueLine).join("\n") + "\n");
      return 1;
    }
    input = { ...(input as object), units: read };
  }
  const r = priceQuoteFile(input, book);
  if (!r.ok) {
    if (json) process.stdout.write(JSON.stringify({ ok: false, errors: r.errors }, null, 2) + "\n");
    process.stderr.write(r.errors.map(issueLine).join("\n") + "\n");
    return 1;
  }
  process.stdout.write(
    json ? JSON.stringify({ ok: true, ...r.quote }, null, 2) + "\n" : quoteReport(r.quote),
  );
  return 0;
}

function parseMarkup(v: string): number {
  const n = Number(v);
  if (v.trim() === "" || !Number.isFinite(n) || n <= 0)
    throw new InvalidArgumentError("must be a number greater than 0.");
  return n;
}

/**
 * A reader that stops early (`screens-price --batch big.jsonl | head`) closes the pipe: the next
 * write fails with EPIPE, and the CLI stops quietly, as a shell tool does, with exit 0 (the reader
 * has what it asked for). Any other failure to write is reported once, exit 1.
 */
function stopQuietlyOnClosedOutput(): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE")
      process.stderr.write(`screens-price: cannot write the output (${error.code})\n`);
    process.exit(error.code === "EPIPE" ? 0 : 1);
  });
}

export async function main(argv: string[]): Promise<number> {
  stopQuietlyOnClosedOutput();
  const program = new Command();
  program
    .name("screens-price")
    .description(
      "Price a zipper-track screen configuration (JSON). Fields missing from the input take the defaults of defaultConfiguration().",
    )
    .version(VERSION)
    .argument("<file>", 'configuration JSON file, or "-" for stdin (with --batch: a JSON Lines file)')
    .option("--json", "print a JSON object instead of the human-readable report")
    .option("--markup <n>", "customer markup", parseMarkup, 1.43)
    .option(
      "--book <url-or-file>",
      "use this price book instead of the bundled one: a JSON file, or an http(s) address answering one (the server's /api/price-books/current, with the session in $SCREENS_SESSION)",
    )
    .option("--price-book <file>", "the same as --book (kept for scripts that use it)")
    .option(
      "--cut-list",
      "print the unit's cut list (cuts, fabric layout, parts, frame colours) instead of its price",
    )
    .option(
      "--production-book <file>",
      "with --cut-list: use this production book JSON instead of the bundled one",
    )
    .option("--batch", "JSON Lines in, JSON Lines out (one result per input line; exit 1 if any line failed)")
    .option(
      "--quote",
      "the file is a quote (units, accessories, markup, discount, country): its lines and totals as the panel prices them",
    )
    .showHelpAfterError(false)
    .exitOverride()
    .configureOutput({
      writeErr: (s) => process.stderr.write(s),
      writeOut: (s) => process.stdout.write(s),
    });
  try {
    program.parse(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (
        e.code === "commander.helpDisplayed" ||
        e.code === "commander.version" ||
        e.code === "commander.help"
      )
        return 0;
      // Commander named the unknown option (and the nearest one): the valid ones follow.
      if (e.code === "commander.unknownOption")
        process.stderr.write(
          `Valid options: ${[...program.options.map((option) => option.flags), "-h, --help"].join(", ")}.\n`,
        );
      return 2;
    }
    throw e;
  }
  const opts = program.opts<{
    json?: boolean;
    markup: number;
    book?: string;
    priceBook?: string;
    productionBook?: string;
    cutList?: boolean;
    batch?: boolean;
    quote?: boolean;
  }>();
  // Commander refuses a missing <file> before this point (usage error, exit 2).
  const [file] = program.args;
  if (file === undefined) return 2;
  try {
    if (opts.book !== undefined && opts.priceBook !== undefined)
      throw new UsageError("--book and --price-book name the same thing: give one of them.");
    if (opts.cutList && (opts.batch || opts.quote))
      throw new UsageError("--cut-list lists one unit: not with --batch or --quote.");
    if (opts.productionBook !== undefined && !opts.cutList)
      throw new UsageError("--production-book is for --cut-list.");
    const book = await loadBook(opts.book ?? opts.priceBook);
    if (opts.batch) return await runBatch(file, book, opts.markup);
    const input = parseJson(readText(file), file === "-" ? "stdin" : file);
    if (opts.quote) return printQuote(input, book, opts.json === true);
    if (opts.cutList) return printCutList(input, book, opts.productionBook, opts.json === true);
    const r = priceInput(input, book, opts.markup);
    if (!r.ok) {
      if (opts.json) process.stdout.write(JSON.stringify({ ok: false, errors: r.errors }, null, 2) + "\n");
      process.stderr.write(r.errors.map(issueLine).join("\n") + "\n");
      return 1;
    }
    process.stdout.write(
      opts.json ? JSON.stringify(jsonResult(r, book), null, 2) + "\n" : humanResult(r, book),
    );
    return 0;
  } catch (e) {
    if (e instanceof InputError || e instanceof UsageError) {
      process.stderr.write(`screens-price: ${e.message}\n`);
      return e instanceof UsageError ? 2 : 1;
    }
    process.stderr.write(`screens-price: unexpected error: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

const batchData = isMainThread ? null : (workerData as BatchWorkerData | null);
if (batchData?.screensPriceBatch) batchWorker(batchData);
else
  main(process.argv).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(
        `screens-price: unexpected error: ${e instanceof Error ? e.message : String(e)}\n`,
      );
      process.exitCode = 1;
    },
  );
