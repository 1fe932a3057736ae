import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { LRUCache } from "lru-cache";
import { canonicalJson, type QuoteDocument } from "./quote-document.js";
import type { QuoteSignature } from "./quote-pdf.js";
import type { OrderAcknowledgement } from "./order-acknowledgement.js";
import type { WorkOrder } from "./work-order.js";

/**
 * Quote PDFs are rendered on a thread of their own (quote-pdf-worker.ts, decision 147): react-pdf's
 * layout runs for seconds on a large quote without yielding, and on the server's thread every other
 * request would wait for it. The thread, with the renderer and its fonts (~50 MB), starts with the
 * first PDF asked for, not at start: a server that only lists and prices holds none of it (decision
 * 124). It does not keep the process alive, and a thread that dies is replaced by the next render.
 */
type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

let thread: { worker: Worker; pending: Map<number, Pending> } | null = null;
let nextId = 1;

/**
 * The worker: the file next to the built server (tsup's `quote-pdf-worker` entry, dist/), or, when the
 * server itself runs from its TypeScript sources (tests, `npm run dev`), the source file loaded
 * through tsx's loader, registered in the thread first.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./quote-pdf-worker.js", import.meta.url));
  const source = new URL("./quote-pdf-worker.ts", import.meta.url).href;
  // tsx's ESM entry, found from here (its `import` condition: require.resolve would name the CommonJS one).
  const tsxApi = createRequire(import.meta.url).resolve("tsx/esm/api");
  const tsx = pathToFileURL(tsxApi.replace(/\.cjs$/, ".mjs")).href;
  // The server's tsconfig (react-jsx), whatever the working directory: from the repository's root
  // (the test run) tsx would find none and compile JSX for a global React.
  const tsconfig = fileURLToPath(new URL("../../../tsconfig.json", import.meta.url));
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register({ tsconfig: ${JSON.stringify(tsconfig)} }); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true });
}

function renderThread() {
  if (thread) return thread;
  const worker = startWorker();
  worker.unref();
  const current = { worker, pending: new Map<number, Pending>() };
  const fail = (error: Error) => {
    if (thread === current) thread = null;
    for (const { reject } of current.pending.values()) reject(error);
    current.pending.clear();
  };
  worker.on("message", (message: { id: number; pdf?: Uint8Array; error?: string }) => {
    const waiting = current.pending.get(message.id);
    if (!waiting) return;
    current.pending.delete(message.id);
    if (message.pdf)
      waiting.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
    else waiting.reject(new Error(`The PDF could not be rendered: ${message.error ?? "no answer"}`));
    // Idle: the thread must not keep a finished process (a test run, a stopped server) alive.
    if (current.pending.size === 0) worker.unref();
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The quote PDF renderer stopped (exit code ${code}).`)));
  thread = current;
  return current;
}

function render(message: {
  kind: "quote" | "order_acknowledgement" | "work_order" | "labels";
  document: unknown;
  signature?: QuoteSignature;
}): Promise<Buffer> {
  const { worker, pending } = renderThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // While it renders, the thread holds the process as any pending I/O would.
    worker.ref();
    worker.postMessage({ id, ...message });
  });
}

/**
 * Quote PDFs already rendered, by what they are made of: a PDF is a function of its document and
 * signature only (the logo travels in the document), and a sent document is frozen, so the send's
 * attachment, the homeowner's PDF and the dealer's copy of a sent quote render once. Bounded by bytes;
 * a changed quote is another document, hence another key.
 */
const renderedQuotes = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (pdf) => Math.max(1, pdf.byteLength),
});

/** The quote's PDF; with `signature`, the copy the homeowner signed (decision 167). */
export async function renderQuotePdf(document: QuoteDocument, signature?: QuoteSignature): Promise<Buffer> {
  const key = createHash("sha256")
    .update(canonicalJson({ document, signature: signature ?? null }))
    .digest("hex");
  const kept = renderedQuotes.get(key);
  if (kept) return kept;
  const pdf = await render({ kind: "quote", document, signature });
  renderedQuotes.set(key, pdf);
  return pdf;
}

/** The order acknowledgement the dealer receives on approval (order-acknowledgement.ts), on the same thread. */
export function renderOrderAcknowledgement(document: OrderAcknowledgement): Promise<Buffer> {
  return render({ kind: "order_acknowledgement", document });
}

/** An order's work order and its label sheet (work-order.ts), on the same thread. */
export function renderWorkOrder(document: WorkOrder): Promise<Buffer> {
  return render({ kind: "work_order", document });
}
export function renderLabelSheet(document: WorkOrder): Promise<Buffer> {
  return render({ kind: "labels", document });
}

/** Ends the renderer's thread (tests; a server that stops). The next render starts a new one. */
export async function stopPdfRenderer(): Promise<void> {
  const current = thread;
  thread = null;
  if (current) await current.worker.terminate();
}

/**
 * One throw-away render: the first render in a process costs several times a warm one (fonts,
 * layout engine). The server runs it at start on the embedded database only. Errors are ignored:
 * the real render reports its own.
 */
export async function warmUpPdfRenderer(): Promise<void> {
  const blank: QuoteDocument = {
    quote: { id: 0, number: "Q-000000", title: "", date: "2000-01-01", valid_until: "2000-01-01" },
    dealer: { company_name: "", logo_url: null, address_lines: [], phone: null, email: null, website: null },
    customer: null,
    units: [],
    accessories: [],
    totals: {
      subtotal: 0,
      rounding_adjustment: 0,
      brokerage_fee: 0,
      total: 0,
      currency: "USD",
      shipping_note: "",
    },
    terms: null,
  };
  await renderQuotePdf(blank).catch(() => undefined);
}

/** "Q-000123" stays as it is; anything a file name or header should not hold goes. */
export const pdfFileName = (quoteNumber: string) => `Quote-${quoteNumber.replace(/[^A-Za-z0-9_-]/g, "")}.pdf`;
