import { companyName, type Agent } from "@screens/domain/agent";
import { Building2, ChevronDown, LogOut, Settings, Store } from "lucide-react";
import { LogoMark } from "@/components/brand/logo";
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { ThemeMenuItems } from "@/components/theme/theme-menu-items";
import { roleName } from "@/lib/format";
import { SearchCommand } from "@/features/search/search-command";
import { Button } from "@/components/ui/button";
import { useCustomerView } from "@/lib/customer-view";
import { Eye, EyeOff } from "lucide-react";
import { companySettingsPath, settingsPath } from "./nav-items";
import { useAppNavigate } from "@/lib/navigation";
import { NotificationBell } from "@/features/notifications/notification-bell";

function initials(agent: Agent): string {
  const letters = `${agent.first_name.charAt(0)}${agent.last_name.charAt(0)}`.trim();
  return (letters || agent.username.charAt(0)).toUpperCase();
}

/** The panel's top bar: company name and the signed-in user with a small account menu. */
/** Hides the dealer's figures everywhere in the panel, for a rep in front of the homeowner. */
function CustomerViewToggle() {
  const view = useCustomerView();
  return (
    <Button
      variant={view.on ? "default" : "ghost"}
      size="sm"
      aria-pressed={view.on}
      title={view.on ? "Customer view: your cost is hidden" : "Hide your cost and markup from the screen"}
      onClick={() => view.set(!view.on)}
    >
      {view.on ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      <span className="sr-only sm:not-sr-only">Customer view</span>
    </Button>
  );
}

export function TopBar({ agent }: { agent: Agent }) {
  const navigate = useAppNavigate();
  const fullName = `${agent.first_name} ${agent.last_name}`.trim() || agent.username;
  const roleLabel = roleName(agent.role_id) ?? "User";
  const companyPath = companySettingsPath(agent);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b bg-card/85 px-4 backdrop-blur-lg sm:px-6 print:hidden">
      <div className="flex min-w-0 items-center gap-3">
        <a href="/" aria-label="Screens Panel home" className="rounded-md md:hidden">
          <LogoMark className="size-8" />
        </a>
        <div className="flex min-w-0 items-center gap-2">
          <Building2 aria-hidden="true" className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
          <p className="truncate text-sm font-semibold" title={companyName(agent)}>
            {companyName(agent)}
          </p>
        </div>
      </div>
      <SearchCommand className="ml-auto" />
      <NotificationBell />
      <CustomerViewToggle />
      <DropdownMenu
        align="end"
        trigger={
          <button
            type="button"
            className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 transition hover:bg-muted"
          >
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
            >
              {initials(agent)}
            </span>
            {/* Named by its text ("Account menu for" + name + role), so the name matches what shows. */}
            <span className="sr-only">Account menu for </span>
            <span className="sr-only text-left leading-tight sm:not-sr-only sm:block">
              <span className="block text-sm font-medium">{fullName}</span>
              <span className="block text-xs text-muted-foreground">{roleLabel}</span>
            </span>
            <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
          </button>
        }
      >
        <DropdownMenuLabel>
          <span className="block text-sm font-medium text-foreground">{fullName}</span>
          <span className="block font-normal">{agent.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(settingsPath(agent))}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        {companyPath && (
          <DropdownMenuItem onSelect={() => void navigate(companyPath)}>
            <Store aria-hidden="true" />
            Company settings
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => void navigate("/logout")}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenu>
    </header>
  );
}
