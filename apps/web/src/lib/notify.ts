import { MESSAGES } from "@screens/domain";
import { toast } from "sonner";
import { trpcErrorMessage } from "@/lib/trpc";

/** Error toast of panel.md §8: titled 'Error', the server's first `errors` entry as description. */
export function toastError(error: unknown): void {
  const description = typeof error === "string" ? error : trpcErrorMessage(error);
  toast.error(MESSAGES.errorTitle, { description });
}

export function toastSuccess(message: string, description?: string): void {
  toast.success(message, description ? { description } : undefined);
}
