import { useState } from "react";
import { createRoot } from "react-dom/client";
import "@/styles.css";
import { PublicQuoteView, type CustomerDecision } from "@/features/public-quote/public-quote-view";
import { QuoteDocument } from "./quote-document";
import { makeQuoteDocument } from "./test-document";

const doc = makeQuoteDocument();
const params = new URLSearchParams(location.search);

function Public() {
  const initial = (params.get("public") || "open") as CustomerDecision["state"];
  const [decision, setDecision] = useState<CustomerDecision>(
    initial === "accepted"
      ? { state: "accepted", signer_name: "Olivia Rivera", decided_at: "2026-03-05T15:04:00Z" }
      : initial === "declined"
        ? { state: "declined", decided_at: "2026-03-05T15:04:00Z", reason: "Too expensive for now." }
        : { state: "open" },
  );
  return (
    <PublicQuoteView
      document={doc}
      decision={decision}
      pdfUrl="#"
      onAccept={async (v) =>
        setDecision({ state: "accepted", signer_name: v.signer_name, decided_at: new Date().toISOString() })
      }
      onDecline={async (v) =>
        setDecision({ state: "declined", decided_at: new Date().toISOString(), reason: v.reason ?? null })
      }
    />
  );
}

createRoot(document.getElementById("root")!).render(
  params.has("public") ? (
    <Public />
  ) : (
    <div className="min-h-dvh bg-slate-100 py-0 sm:py-10">
      <QuoteDocument document={doc} />
    </div>
  ),
);
