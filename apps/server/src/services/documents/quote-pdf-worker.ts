import { parentPort } from "node:worker_threads";
import type { QuoteDocument } from "./quote-document.js";
import { renderQuotePdf, type QuoteSignature } from "./quote-pdf.js";
import type { OrderAcknowledgement } from "./order-acknowledgement.js";
import { renderOrderAcknowledgementPdf } from "./order-acknowledgement-pdf.js";
import type { WorkOrder } from "./work-order.js";
import { renderWorkOrderPdf } from "./work-order-pdf.js";
import { renderLabelSheetPdf } from "./label-sheet-pdf.js";

/**
 * The PDF renderer's thread (quote-pdf-loader.ts): react-pdf's layout is one long synchronous
 * computation (seconds for a quote of 200 units), which on the server's own thread would stop
 * every other request meanwhile (decision 147). One document at a time, in the order asked.
 */
type RenderRequest =
  | { id: number; kind?: "quote"; document: QuoteDocument; signature?: QuoteSignature }
  | { id: number; kind: "order_acknowledgement"; document: OrderAcknowledgement }
  | { id: number; kind: "work_order" | "labels"; document: WorkOrder };

function renderRequest(request: RenderRequest): Promise<Buffer> {
  switch (request.kind) {
    case "order_acknowledgement":
      return renderOrderAcknowledgementPdf(request.document);
    case "work_order":
      return renderWorkOrderPdf(request.document);
    case "labels":
      return renderLabelSheetPdf(request.document);
    default:
      return renderQuotePdf(request.document, request.signature);
  }
}

const port = parentPort;
if (!port) throw new Error("quote-pdf-worker runs as a worker thread");

port.on("message", (request: RenderRequest) => {
  const { id } = request;
  const rendering = renderRequest(request);
  rendering.then(
    (pdf) => {
      // A copy of its own: the renderer's Buffer may share a larger pool, which must not be moved.
      const bytes = new Uint8Array(pdf);
      port.postMessage({ id, pdf: bytes }, [bytes.buffer]);
    },
    (error: unknown) => {
      port.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    },
  );
});
