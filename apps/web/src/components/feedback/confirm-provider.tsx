import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from "react";

// The dialog's code comes with the first confirmation (confirm-dialog.tsx); it stays mounted after.
const ConfirmDialog = lazy(() => import("./confirm-dialog"));

/**
 * A confirmation request (product rule R40): title, message, hideCancel, onConfirm, onCancel. The
 * buttons are always Cancel and Confirm; `destructive` only colours Confirm.
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
  const [asked, setAsked] = useState(false);

  const confirm = useCallback<ConfirmFunction>(
    (request = {}) =>
      new Promise<boolean>((resolve) => {
        setAsked(true);
        setPending({ ...request, resolve });
      }),
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
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog request={pending} settle={settle} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ message: "Save changes?" })) save();` */
export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm must be used inside <ConfirmProvider>");
  return confirm;
}
