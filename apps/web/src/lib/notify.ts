import { MESSAGES } from "@screens/domain/messages";
import { toast } from "sonner";
import { trpcErrorMessage } from "@/lib/trpc";

type Kind = "success" | "error";
interface Flash {
  kind: Kind;
  title: string;
  description?: string;
  at: number;
}

const FLASH_KEY = "panel_flash_toasts";
/** Toasts younger than this are carried over the panel's full page reload on path change. */
const CARRY_MS = 4000;
const recent: Flash[] = [];

function show(flash: Omit<Flash, "at">): void {
  recent.push({ ...flash, at: Date.now() });
  if (recent.length > 5) recent.shift();
  const options = flash.description ? { description: flash.description } : undefined;
  if (flash.kind === "error") toast.error(flash.title, options);
  else toast.success(flash.title, options);
}

/** Error toast (product rule R41): titled 'Error', the server's first `errors` entry as description. */
export function toastError(error: unknown): void {
  const description = typeof error === "string" ? error : trpcErrorMessage(error);
  show({ kind: "error", title: MESSAGES.errorTitle, description });
}

export function toastSuccess(message: string, description?: string): void {
  show({ kind: "success", title: message, description });
}

/** Before the full reload: keep the toasts still on screen so the next page shows them again. */
export function persistRecentToasts(now = Date.now()): void {
  const live = recent.filter((flash) => now - flash.at < CARRY_MS);
  if (live.length === 0) return;
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(live));
  } catch {
    // Storage unavailable: the toast is lost with the reload.
  }
}

/** After the reload: show the carried toasts once. */
export function replayPersistedToasts(): void {
  let flashes: Flash[] = [];
  try {
    flashes = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? "[]") as Flash[];
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  for (const flash of flashes) show({ kind: flash.kind, title: flash.title, description: flash.description });
}
