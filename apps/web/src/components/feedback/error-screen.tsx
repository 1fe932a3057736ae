import { errorForStatus } from "@screens/domain/messages";
import { Home, SearchX, TriangleAlert } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { StatusScreen } from "./status-screen";

export interface ErrorScreenProps {
  /** HTTP status; shown as "Error: {code}" and used to pick the catalogue's friendly message. */
  code?: number | string | null;
  /** Overrides the catalogue message. */
  message?: string;
  /** Overrides the heading (the catalogue title by default). */
  title?: string;
  fullScreen?: boolean;
}

/**
 * Full-height error view: a supplied message wins, then the catalogue message for the code,
 * then the unknown-error message. 'Go to Homepage' is a full document link so any broken state resets.
 * A 404 reads as a wrong address (amber, a search icon); anything else as a failure (red).
 */
export function ErrorScreen({ code, message, title, fullScreen = true }: ErrorScreenProps) {
  const entry = errorForStatus(code);
  const hasCode = code !== null && code !== undefined && code !== "";
  const notFound = String(code) === "404";
  return (
    <StatusScreen
      icon={notFound ? SearchX : TriangleAlert}
      tone={notFound ? "warning" : "danger"}
      codeLine={hasCode ? `Error: ${String(code)}` : undefined}
      title={title ?? entry.title}
      message={message ?? entry.message}
      action={entry.action}
      fullScreen={fullScreen}
    >
      <a href="/" className={buttonVariants({ variant: "default" })}>
        <Home aria-hidden="true" />
        Go to Homepage
      </a>
    </StatusScreen>
  );
}
