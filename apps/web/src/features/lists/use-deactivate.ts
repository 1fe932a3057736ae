import { MESSAGES } from "@screens/domain/messages";
import { useCallback } from "react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { toastError, toastSuccess } from "@/lib/notify";

/**
 * Delete = deactivate: asks for confirmation, runs the deactivate mutation (which reloads what it
 * changed, lib/invalidate.ts), toasts 'Deactivated successfully.' (saying which record is now
 * inactive) or the server's error.
 * Resolves true when it deactivated.
 */
export function useDeactivate(mutate: (id: number) => Promise<unknown>, what = "this record") {
  const confirm = useConfirm();
  return useCallback(
    async (id: number): Promise<boolean> => {
      const confirmed = await confirm({
        message: `Deactivate ${what}? It will no longer be active.`,
        destructive: true,
      });
      if (!confirmed) return false;
      try {
        await mutate(id);
        toastSuccess(
          MESSAGES.deactivated,
          `${what.charAt(0).toUpperCase()}${what.slice(1)} is now inactive.`,
        );
        return true;
      } catch (error) {
        toastError(error);
        return false;
      }
    },
    [confirm, mutate, what],
  );
}
