import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { TriangleAlert } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { toastError, toastSuccess } from "@/lib/notify";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { parseImport } from "./book-files";

/** Every message of a failed call: the server lists each problem of an import as "path: message". */
function problemsOf(error: unknown): string[] {
  const errors =
    error instanceof TRPCClientError ? (error.data as { errors?: unknown } | undefined)?.errors : undefined;
  if (Array.isArray(errors) && errors.length > 0) return errors.map(String);
  return [trpcErrorMessage(error)];
}

export interface ImportState {
  fileName: string;
  problems: string[];
}

/**
 * "Import": a JSON file or an Excel workbook replaces a draft's whole contents
 * (docs/decisions/148-price-book-versions.md, docs/price-book-workbook.md).
 * The server takes all of it or nothing; its refusal lists every problem, shown by `ImportProblems`.
 * Answers the hidden file input to render and `choose()`, which opens the browser's file picker.
 */
export function useDraftImport(version: string, onProblems: (state: ImportState | null) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const replace = useMutation(
    trpc.priceBooks.replaceDraft.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.priceBooks.pathFilter()),
    }),
  );

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it is fixed.
    event.target.value = "";
    if (!file) return;
    if (/\.xlsx$/i.test(file.name)) {
      await importWorkbook(file);
      return;
    }
    const parsed = parseImport(await file.text());
    if ("error" in parsed) {
      onProblems({ fileName: file.name, problems: [parsed.error] });
      return;
    }
    try {
      await replace.mutateAsync({ version, ...parsed });
    } catch (error) {
      const problems = problemsOf(error);
      if (problems.length === 1 && !problems[0]?.includes(":")) toastError(error);
      onProblems({ fileName: file.name, problems });
      return;
    }
    onProblems(null);
    toastSuccess(`${file.name} imported.`, `Draft ${version} now holds its prices.`);
  };

  // A workbook goes to the server as it is (docs/price-book-workbook.md): every refused cell comes
  // back named by sheet, row and column.
  const importWorkbook = async (file: File) => {
    setUploading(true);
    try {
      const answer = await fetch(`/api/price-books/${encodeURIComponent(version)}/import.xlsx`, {
        method: "PUT",
        body: file,
        headers: { "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
      });
      if (!answer.ok) {
        const body = (await answer.json().catch(() => null)) as { errors?: unknown } | null;
        const errors = Array.isArray(body?.errors) ? body.errors.map(String) : [];
        onProblems({
          fileName: file.name,
          problems: errors.length > 0 ? errors : [`The server answered ${answer.status}.`],
        });
        return;
      }
      await queryClient.invalidateQueries(trpc.priceBooks.pathFilter());
      onProblems(null);
      toastSuccess(`${file.name} imported.`, `Draft ${version} now holds its prices.`);
    } catch (error) {
      toastError(error);
    } finally {
      setUploading(false);
    }
  };

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept="application/json,.json,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      className="sr-only"
      // Reached through the File menu's "Import", not on its own.
      tabIndex={-1}
      aria-hidden="true"
      aria-label="Price book file"
      onChange={(event) => void chosen(event)}
    />
  );
  return { fileInput, choose: () => input.current?.click(), importing: replace.isPending || uploading };
}

/** The problems of a refused import, every one of them; the draft is as it was. */
export function ImportProblems({ state, onDismiss }: { state: ImportState; onDismiss: () => void }) {
  const count = state.problems.length;
  return (
    <Alert variant="destructive" className="mb-6">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>
        {state.fileName} was not imported: {count === 1 ? "1 problem" : `${count} problems`}
      </AlertTitle>
      <AlertDescription>
        <p>Nothing changed. Fix the file and import it again.</p>
        <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 font-mono text-xs">
          {state.problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
        <button type="button" className="mt-3 text-sm font-medium underline" onClick={onDismiss}>
          Dismiss
        </button>
      </AlertDescription>
    </Alert>
  );
}
