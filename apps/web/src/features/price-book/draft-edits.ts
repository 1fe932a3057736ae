import type { TBookEdit } from "@screens/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";

/** A problem the server named: the value-keyed path of the cell or entry, and what is wrong there. */
export interface EditProblem {
  path: string;
  message: string;
}

/** "fabric_size_table.cells.0.1: Must be 0 or more." as its path and message. */
export function problemsOf(error: unknown): EditProblem[] {
  const errors =
    error instanceof TRPCClientError ? (error.data as { errors?: unknown } | undefined)?.errors : undefined;
  const lines = Array.isArray(errors) && errors.length > 0 ? errors.map(String) : [trpcErrorMessage(error)];
  return lines.map((line) => {
    const at = line.indexOf(": ");
    // A path has no spaces; a sentence that happens to hold ": " is a message of its own.
    if (at > 0 && !line.slice(0, at).includes(" "))
      return { path: line.slice(0, at), message: line.slice(at + 2) };
    return { path: "", message: line };
  });
}

export type EditResult = { ok: true; changed: number } | { ok: false; problems: EditProblem[] };

/**
 * Edits to a draft (docs/decisions/194-price-book-editor.md): sent as one request, saved by the
 * server only if the whole book stays valid; the answer is the draft's new contents, or the problems
 * by path. The version's changes, impact and list are other figures afterwards.
 */
export function useDraftEdits(version: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.priceBooks.edit.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.priceBooks.contents.queryKey({ version }), {
          version: answer.version,
          status: answer.status,
          book: answer.book,
          accessories: answer.accessories,
        });
        void queryClient.invalidateQueries(trpc.priceBooks.diff.pathFilter());
        void queryClient.invalidateQueries(trpc.priceBooks.impact.pathFilter());
        void queryClient.invalidateQueries(trpc.priceBooks.list.pathFilter());
      },
    }),
  );
  const send = async (edits: TBookEdit[]): Promise<EditResult> => {
    try {
      const answer = await mutation.mutateAsync({ version, edits });
      return { ok: true, changed: answer.changed };
    } catch (error) {
      return { ok: false, problems: problemsOf(error) };
    }
  };
  return { send, saving: mutation.isPending };
}
