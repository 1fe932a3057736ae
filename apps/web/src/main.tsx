import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, bootReady } from "@/app/app";
import { MovedCountdown } from "@/features/auth/moved-countdown";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// The first render waits for what boot started (decision 125), so the first paint is the screen. It
// is a transition: React renders it in slices and the page stays responsive meanwhile (issue 14 §1).
void bootReady.then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <MovedCountdown movedToUrl={import.meta.env.VITE_MOVED_TO_URL || undefined}>
          <App />
        </MovedCountdown>
      </StrictMode>,
    );
  });
});
