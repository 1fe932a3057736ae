import { MESSAGES } from "@screens/domain";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/**
 * A confirmation request (spec section 3): title, message, hideCancel, onConfirm, onCancel. The
 * buttons are always Cancel and Confirm (panel.md section 2); `destructive` only colours Confirm.
 */
export interface ConfirmationRequest {
  title?: string;
  message?: string;
  hideCancel?: boolean;
  destructive?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/** Opens the dialog; resolves true on Confirm and false on Cancel / Escape / backdrop. */
export type ConfirmFunction = (request?: ConfirmationRequest) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFunction | null>(null);

interface PendingConfirmation extends ConfirmationRequest {
  resolve: (confirmed: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);

  const confirm = useCallback<ConfirmFunction>(
    (request = {}) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })),
    [],
  );

  const settle = (confirmed: boolean) => {
    if (!pending) return;
    setPending(null);
    if (confirmed) pending.onConfirm?.();
    else pending.onCancel?.();
    pending.resolve(confirmed);
  };

  const value = useMemo(() => confirm, [confirm]);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) settle(false);
        }}
        role="alertdialog"
        hideCloseButton
        title={pending?.title ?? MESSAGES.confirmTitle}
        description={pending?.message ?? MESSAGES.confirmMessage}
        footer={
          <>
            {!pending?.hideCancel && (
              <Button variant="outline" onClick={() => settle(false)}>
                Cancel
              </Button>
            )}
            <Button
              data-autofocus
              variant={pending?.destructive ? "destructive" : "default"}
              onClick={() => settle(true)}
            >
              Confirm
            </Button>
          </>
        }
      />
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ message: "Save changes?" })) save();` */
export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm must be used inside <ConfirmProvider>");
  return confirm;
}
