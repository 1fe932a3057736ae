import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** "alertdialog" for confirmations that interrupt the user. */
  role?: "dialog" | "alertdialog";
  /** Hides the corner close button (the footer then offers the way out). */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * The element to give focus back to when the dialog closes. A dialog opened from a menu item
 * outlives the menu, so the menu's trigger (which labels the menu) stands in for the item.
 */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const menuTrigger = menu && document.getElementById(menu.getAttribute("aria-labelledby") ?? "");
  return menuTrigger ?? (active instanceof HTMLElement && active !== document.body ? active : null);
}

/**
 * A controlled modal dialog on Radix (shadcn/ui): portal, focus trap, Escape and the backdrop
 * close it, and focus returns to the element that opened it. `data-autofocus` on a child takes the
 * initial focus (Confirm in the confirmation dialog).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = "dialog",
  hideCloseButton = false,
  className,
}: DialogProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-[2px]" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
          <DialogPrimitive.Content
            role={role}
            // Without a description Radix would point aria-describedby at a missing element.
            {...(description ? {} : { "aria-describedby": undefined })}
            onOpenAutoFocus={(event) => {
              openerRef.current = openerOf(document.activeElement);
              const preferred = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
                "[data-autofocus]",
              );
              if (preferred) {
                event.preventDefault();
                preferred.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              // Controlled dialogs have no Radix trigger to return to: the opener takes focus back.
              const opener = openerRef.current;
              if (opener?.isConnected) {
                event.preventDefault();
                opener.focus();
              }
            }}
            className={cn(
              "pointer-events-auto relative w-full max-w-md animate-pop-in rounded-xl border bg-card p-6 text-card-foreground shadow-2xl shadow-slate-950/20 outline-none",
              className,
            )}
          >
            <DialogPrimitive.Title className="pr-8 text-lg font-semibold tracking-tight">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-2 text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
            {children && <div className="mt-4">{children}</div>}
            {footer && (
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
            )}
            {!hideCloseButton && (
              <DialogPrimitive.Close
                aria-label="Close"
                className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground"
              >
                <X className="size-4" aria-hidden="true" />
              </DialogPrimitive.Close>
            )}
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
