import { MESSAGES } from "@screens/domain/messages";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { ConfirmationRequest } from "./confirm-provider";

/**
 * The confirmation dialog of ConfirmProvider, in a chunk of its own: the Radix dialog (focus trap,
 * scroll lock, portal) loads with the first confirmation, not with every document (decision 123).
 */
export default function ConfirmDialog({
  request,
  settle,
}: {
  request: ConfirmationRequest | null;
  settle: (confirmed: boolean) => void;
}) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      role="alertdialog"
      hideCloseButton
      title={request?.title ?? MESSAGES.confirmTitle}
      description={request?.message ?? MESSAGES.confirmMessage}
      footer={
        <>
          {!request?.hideCancel && (
            <Button variant="outline" onClick={() => settle(false)}>
              Cancel
            </Button>
          )}
          <Button
            data-autofocus
            variant={request?.destructive ? "destructive" : "default"}
            onClick={() => settle(true)}
          >
            Confirm
          </Button>
        </>
      }
    />
  );
}
