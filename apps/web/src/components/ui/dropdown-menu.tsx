import { Check } from "lucide-react";
import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/utils";

interface MenuContextValue {
  close: () => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: React.MouseEvent) => void;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
}

export interface DropdownMenuProps {
  /** One button; it receives the toggle handler and ARIA state. */
  trigger: ReactElement<TriggerProps>;
  children: ReactNode;
  align?: "start" | "end";
  className?: string;
}

interface Position {
  top: number;
  left?: number;
  right?: number;
}

const MENU_GAP = 6;

/**
 * A menu button (WAI-ARIA menu pattern). The menu is portalled with fixed positioning so it is never
 * clipped by scrolling table containers; arrow keys move, Escape closes and returns focus.
 */
export function DropdownMenu({ trigger, children, align = "start", className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position>({ top: 0, left: 0 });
  // The trigger element as state: set by its ref callback, so rendering never reads a ref.
  const [triggerNode, setTriggerNode] = useState<HTMLElement | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback(
    (returnFocus = true) => {
      setOpen(false);
      if (returnFocus) triggerNode?.focus();
    },
    [triggerNode],
  );

  const placeMenu = useCallback(() => {
    if (!triggerNode) return;
    const rect = triggerNode.getBoundingClientRect();
    const menuHeight = menuRef.current?.offsetHeight ?? 0;
    const fitsBelow = rect.bottom + MENU_GAP + menuHeight <= window.innerHeight;
    const top =
      fitsBelow || rect.top < menuHeight ? rect.bottom + MENU_GAP : rect.top - MENU_GAP - menuHeight;
    setPosition(
      align === "end"
        ? { top, right: Math.max(8, window.innerWidth - rect.right) }
        : { top, left: rect.left },
    );
  }, [align, triggerNode]);

  useLayoutEffect(() => {
    if (!open) return;
    placeMenu();
    // preventScroll: focusing must not scroll any container, which would close the menu again.
    menuRef.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus({ preventScroll: true });
  }, [open, placeMenu]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || triggerNode?.contains(target)) return;
      setOpen(false);
    };
    // Follow the trigger when the page or a table container scrolls, or the window resizes.
    const onViewportChange = () => placeMenu();
    document.addEventListener("mousedown", onPointerDown);
    window.addEventListener("resize", onViewportChange);
    window.addEventListener("scroll", onViewportChange, true);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      window.removeEventListener("resize", onViewportChange);
      window.removeEventListener("scroll", onViewportChange, true);
    };
  }, [open, placeMenu, triggerNode]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) =>
      items[(next + items.length) % items.length]?.focus({ preventScroll: true });
    if (event.key === "ArrowDown") focusAt(index + 1);
    else if (event.key === "ArrowUp") focusAt(index - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(items.length - 1);
    else if (event.key === "Escape") close();
    else if (event.key === "Tab") close(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
    event.stopPropagation();
  };

  const triggerElement = cloneElement(trigger, {
    ref: setTriggerNode,
    onClick: (event: React.MouseEvent) => {
      event.stopPropagation();
      trigger.props.onClick?.(event);
      // Placed by the layout effect below once open, before the browser paints.
      setOpen((value) => !value);
    },
    "aria-haspopup": "menu",
    "aria-expanded": open,
    "aria-controls": open ? menuId : undefined,
  });

  return (
    <>
      {triggerElement}
      {open &&
        createPortal(
          <MenuContext.Provider value={{ close }}>
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              onKeyDown={onMenuKeyDown}
              onClick={(event) => event.stopPropagation()}
              style={position}
              className={cn(
                "fixed z-50 min-w-44 animate-pop-in overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-xl shadow-slate-900/10",
                className,
              )}
            >
              {children}
            </div>
          </MenuContext.Provider>,
          document.body,
        )}
    </>
  );
}

const itemClassName =
  "relative flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none select-none hover:bg-accent focus:bg-accent aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

export interface DropdownMenuItemProps extends Omit<HTMLAttributes<HTMLButtonElement>, "onSelect"> {
  onSelect?: () => void;
  destructive?: boolean;
  disabled?: boolean;
}

export function DropdownMenuItem({
  onSelect,
  destructive,
  disabled,
  className,
  children,
  ...props
}: DropdownMenuItemProps) {
  const menu = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return;
        menu?.close();
        onSelect?.();
      }}
      className={cn(
        itemClassName,
        destructive && "text-destructive hover:bg-red-50 focus:bg-red-50 [&_svg]:text-destructive",
        className,
      )}
      {...props}
    >
      {children}
    </button>
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
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={checked}
      tabIndex={-1}
      onClick={() => onCheckedChange(!checked)}
      className={cn(itemClassName, "pl-8", className)}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        {checked && <Check aria-hidden="true" className="text-foreground!" />}
      </span>
      {children}
    </button>
  );
}

export function DropdownMenuLabel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role="presentation"
      className={cn("px-2 py-1.5 text-xs font-semibold text-muted-foreground", className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className }: { className?: string }) {
  return <div role="separator" className={cn("-mx-1 my-1 h-px bg-border", className)} />;
}
