import { MESSAGES } from "@screens/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { toastError, toastSuccess } from "@/lib/notify";

/** Every list and detail page reloads its data after a change (panel.md §7 "related lists are reloaded"). */
export function useReloadLists() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}

/**
 * Delete = deactivate: asks for confirmation, calls the mutation, toasts 'Deactivated successfully.'
 * or the server's error, then reloads the lists. Resolves true when it deactivated.
 */
export function useDeactivate(mutate: (id: number) => Promise<unknown>, what = "this record") {
  const confirm = useConfirm();
  const reload = useReloadLists();
  return useCallback(
    async (id: number): Promise<boolean> => {
      const confirmed = await confirm({
        message: `Deactivate ${what}? It will no longer be active.`,
        destructive: true,
      });
      if (!confirmed) return false;
      try {
        await mutate(id);
        toastSuccess(MESSAGES.deactivated);
        await reload();
        return true;
      } catch (error) {
        toastError(error);
        return false;
      }
    },
    [confirm, mutate, reload, what],
  );
}
