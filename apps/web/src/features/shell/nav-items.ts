import { checkPermission } from "@screens/domain/permissions";
import { isStaff } from "@screens/domain/roles";
import type { Agent } from "@screens/domain/agent";
import {
  BookOpen,
  Building2,
  ChartColumn,
  ClipboardList,
  Factory,
  FileText,
  History,
  Home,
  Landmark,
  ListRestart,
  MailWarning,
  Settings,
  Store,
  Users,
  UserRound,
  Wallet,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** One line for cards linking to the section. */
  description?: string;
}

/** The side navigation (product rule R43), filtered by the agent's permissions and role. */
export function sideNavItems(agent: Agent): NavItem[] {
  const isAdmin = checkPermission(agent.permissions, "admin.r");
  const dealerCustomers = hasOwnCustomers(agent);
  const items: (NavItem | false)[] = [
    { label: "Home", to: "/panel/dashboard", icon: Home },
    isAdmin && {
      label: "Accounts",
      description: "Manufacturer accounts and their settings",
      to: "/panel/accounts",
      icon: Landmark,
    },
    isStaff(agent.role_id) && {
      label: "Dealers",
      description: "Dealers, discounts and their teams",
      to: "/panel/dealers",
      icon: Store,
    },
    { label: "Users", description: "People who can sign in", to: "/panel/users", icon: Users },
    isAdmin && {
      label: "Customers",
      description: "End customers of every dealer",
      to: "/panel/customers",
      icon: UserRound,
    },
    // A dealer's own customers, for dealer users who may read them (decision 082).
    !isAdmin &&
      dealerCustomers && {
        label: "Customers",
        description: "Your customers and their addresses",
        to: "/panel/customers",
        icon: UserRound,
      },
    { label: "Quotes", description: "Build, price and submit quotes", to: "/panel/quotes", icon: FileText },
    {
      label: "Orders",
      description: "Track orders through production",
      to: "/panel/orders",
      icon: ClipboardList,
    },
    // What the dealer's customers still owe on signed jobs (decision 137).
    !isStaff(agent.role_id) &&
      checkPermission(agent.permissions, "quote.r") && {
        label: "Balances",
        description: "Deposits and balances still to collect",
        to: "/panel/balances",
        icon: Wallet,
      },
    // Figures as tables with filters, for staff and dealer admins (decision 110); a sales manager's
    // Reports is its pipeline by rep (decision 158).
    (checkPermission(agent.permissions, "report.r") || checkPermission(agent.permissions, "pipeline.r")) && {
      label: "Reports",
      description: checkPermission(agent.permissions, "report.r")
        ? "Quotes and orders by period, dealer and product"
        : "Your team's quotes by owner and stage",
      to: checkPermission(agent.permissions, "report.r") ? "/panel/reports" : "/panel/reports/pipeline",
      icon: ChartColumn,
    },
    // The shop floor: orders by stage, label scans and the lines' capacity (decisions 170-172).
    isStaff(agent.role_id) &&
      checkPermission(agent.permissions, "order.r") && {
        label: "Production",
        description: "Orders by stage, label scans and capacity",
        to: "/panel/production",
        icon: Factory,
      },
    // The manufacturer's prices as versions, and its dealer price levels (decisions 148, 149).
    isStaff(agent.role_id) && {
      label: "Price book",
      description: "Versions, prices and dealer levels",
      to: "/panel/price-book",
      icon: BookOpen,
    },
    // Who changed what and when, for the admins within their tenancy (decision 175).
    checkPermission(agent.permissions, "audit.r") && {
      label: "Audit",
      description: "Who changed what and when",
      to: "/panel/audit",
      icon: History,
    },
    // The e-mail queue is the manufacturer's: failed e-mails to retry (decision 069).
    isStaff(agent.role_id) &&
      checkPermission(agent.permissions, "email.r") && {
        label: "E-mails",
        description: "E-mails that could not be delivered",
        to: "/panel/emails",
        icon: MailWarning,
      },
    // The background jobs that failed for good, for the admins to retry (decision 200).
    isStaff(agent.role_id) &&
      checkPermission(agent.permissions, "job.r") && {
        label: "Background jobs",
        description: "Jobs that failed after every attempt",
        to: "/panel/jobs",
        icon: ListRestart,
      },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** A dealer user who may read customers: the dealer's own customers are part of their daily path. */
export function hasOwnCustomers(agent: Agent): boolean {
  return !isStaff(agent.role_id) && !!agent.dealer_id && checkPermission(agent.permissions, "customer.r");
}

/** A dealer's own settings (quote branding): the dealer page, for users who may update the dealer. */
export function companySettingsPath(agent: Agent): string | null {
  if (isStaff(agent.role_id) || !agent.dealer_id || !checkPermission(agent.permissions, "dealer.u"))
    return null;
  return `/panel/dealers/${agent.dealer_id}`;
}

export function settingsPath(agent: Agent): string {
  return `/panel/users/${agent.id}`;
}

/**
 * The phone's bottom bar (decision 188): Home, Quotes, a dealer's Customers, Orders, the staff's
 * Production, Users and Settings, each only with the permission its page asks for (product rule R38).
 */
export function bottomNavItems(agent: Agent): NavItem[] {
  const may = (permission: "quote.r" | "order.r" | "user.r") =>
    checkPermission(agent.permissions, permission);
  const items: (NavItem | false)[] = [
    { label: "Home", to: "/panel/dashboard", icon: Home },
    may("quote.r") && { label: "Quotes", to: "/panel/quotes", icon: FileText },
    hasOwnCustomers(agent) && { label: "Customers", to: "/panel/customers", icon: UserRound },
    may("order.r") && { label: "Orders", to: "/panel/orders", icon: ClipboardList },
    // The shop floor scans labels on a phone (decisions 170, 171): as in the side navigation.
    isStaff(agent.role_id) &&
      may("order.r") && { label: "Production", to: "/panel/production", icon: Factory },
    may("user.r") && { label: "Users", to: "/panel/users", icon: Users },
    { label: "Settings", to: settingsPath(agent), icon: Settings },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** Whether a nav item is the current section (its path or a detail page under it). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The one item to highlight: the most specific that matches. Settings (/panel/users/{own id}) lies
 * under Users (/panel/users), and only Settings is current there.
 */
export function activeNavPath(pathname: string, paths: readonly string[]): string | undefined {
  return paths.filter((to) => isActivePath(pathname, to)).sort((a, b) => b.length - a.length)[0];
}

export const CompanyIcon = Building2;
