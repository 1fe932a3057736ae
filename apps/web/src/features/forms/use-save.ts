import { MESSAGES } from "@screens/domain/messages";
import { useCallback } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { toastError, toastSuccess } from "@/lib/notify";
import { reportFieldErrors } from "./server-field-errors";

/**
 * Runs a create or update mutation (`() => mutation.mutateAsync(input)`; the mutation reloads what
 * it changed, lib/invalidate.ts) with the panel's feedback: 'Created successfully.' / 'Updated
 * successfully.' (product rule R41) with `describe`'s line saying what happened, 'Invalid
 * server response' when a create answer has no id, the server's error otherwise. Resolves the answer, or null on failure.
 * Server messages shaped 'field: message' also show under that field: on `setError` when given,
 * else on the EntityForm being submitted.
 */
export function useSave() {
  return useCallback(
    async <T, F extends FieldValues = FieldValues>(
      kind: "create" | "update",
      call: () => Promise<T>,
      setError?: UseFormSetError<F>,
      /** What happened, in words (the toast's line under its title), from the answer. */
      describe?: (answer: T) => string,
    ): Promise<T | null> => {
      try {
        const answer = await call();
        if (kind === "create" && !(answer as { id?: unknown } | null)?.id) {
          toastError(MESSAGES.invalidServerResponse);
          return null;
        }
        toastSuccess(kind === "create" ? MESSAGES.created : MESSAGES.updated, describe?.(answer));
        return answer;
      } catch (error) {
        toastError(error);
        reportFieldErrors(error, setError);
        return null;
      }
    },
    [],
  );
}
