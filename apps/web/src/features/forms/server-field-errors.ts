import { TRPCClientError } from "@trpc/client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** A server validation message of the form 'field: message' (e.g. 'username: This username is already taken.'). */
const FIELD_MESSAGE = /^([A-Za-z_][A-Za-z0-9_]*): (.+)$/s;

/** The 'field: message' entries of a failed call's `errors` list, first message per field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const list =
    error instanceof TRPCClientError ? (error.data as { errors?: unknown } | undefined)?.errors : undefined;
  if (!Array.isArray(list)) return found;
  for (const entry of list) {
    if (typeof entry !== "string") continue;
    const match = FIELD_MESSAGE.exec(entry);
    if (match?.[1] && match[2]) found[match[1]] ??= match[2];
  }
  return found;
}

type Sink = (errors: Record<string, string>) => void;
let activeSink: Sink | null = null;

/**
 * Runs a form's submit handler with `sink` receiving the server's field errors that `useSave`
 * reports meanwhile (EntityForm: the page's onSubmit calls useSave, which has no access to the form).
 */
export async function withFieldErrorSink<T>(sink: Sink, run: () => Promise<T>): Promise<T> {
  const previous = activeSink;
  activeSink = sink;
  try {
    return await run();
  } finally {
    activeSink = previous;
  }
}

/** Puts the server's field errors under the fields: on `setError` when given, else the active sink. */
export function reportFieldErrors<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
): void {
  const found = serverFieldErrors(error);
  if (Object.keys(found).length === 0) return;
  if (setError) {
    for (const [name, message] of Object.entries(found))
      setError(name as Path<T>, { type: "server", message }, { shouldFocus: false });
  } else activeSink?.(found);
}
