import { Check, Circle } from "lucide-react";
import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import type { ComponentProps, HTMLAttributes, ReactElement, ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface DropdownMenuProps {
  /** One button; Radix gives it the toggle handlers and ARIA state. */
  trigger: ReactElement;
  children: ReactNode;
  align?: "start" | "end";
  className?: string;
}

// Menus live in table rows that open on click: clicks and keys inside the menu (portalled, but
// still React children of the row) must not reach the row.
const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A menu button on Radix (shadcn/ui): portalled and placed by Radix's collision-aware popper, so
 * scrolling table containers never clip it; arrow keys, typeahead, Escape returns focus.
 * Non-modal: the page keeps scrolling and a click elsewhere closes it, as before.
 */
export function DropdownMenu({ trigger, children, align = "start", className }: DropdownMenuProps) {
  return (
    <DropdownMenuPrimitive.Root modal={false}>
      <DropdownMenuPrimitive.Trigger asChild onClick={stopPropagation}>
        {trigger}
      </DropdownMenuPrimitive.Trigger>
      <DropdownMenuPrimitive.Portal>
        <DropdownMenuPrimitive.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          onClick={stopPropagation}
          onKeyDown={stopPropagation}
          className={cn(
            "z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 animate-pop-in overflow-x-hidden overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-xl shadow-slate-900/10",
            className,
          )}
        >
          {children}
        </DropdownMenuPrimitive.Content>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuPrimitive.Root>
  );
}

const itemClassName =
  "relative flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-accent data-highlighted:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

export interface DropdownMenuItemProps extends Omit<
  ComponentProps<typeof DropdownMenuPrimitive.Item>,
  "onSelect" | "asChild"
> {
  onSelect?: () => void;
  destructive?: boolean;
}

export function DropdownMenuItem({ onSelect, destructive, className, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      onSelect={onSelect && (() => onSelect())}
      className={cn(
        itemClassName,
        destructive &&
          "text-destructive data-highlighted:bg-destructive/10 data-highlighted:text-destructive [&_svg]:text-destructive",
        className,
      )}
      {...props}
    />
  );
}

export interface DropdownMenuCheckboxItemProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}

export function DropdownMenuCheckboxItem({
  checked,
  onCheckedChange,
  children,
  className,
}: DropdownMenuCheckboxItemProps) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      checked={checked}
      onCheckedChange={onCheckedChange}
      // Several columns are usually toggled in a row: the menu stays open.
      onSelect={(event) => event.preventDefault()}
      className={cn(itemClassName, "pl-8", className)}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="text-foreground!" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn("px-2 py-1.5 text-xs font-semibold text-muted-foreground", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className }: { className?: string }) {
  return <DropdownMenuPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} />;
}

export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem className={cn(itemClassName, "pl-8", className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Circle aria-hidden="true" className="size-2! fill-current text-foreground!" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}
