import { checkPermission } from "@screens/domain/permissions";
import { companyName, type Agent } from "@screens/domain/agent";
import { isStaff } from "@screens/domain/roles";
import { useAuth } from "@/features/auth/auth-context";
import { newDealerPath, newQuotePath, newUserPath } from "@/features/lists/paths";
import {
  useAccountsSource,
  useCustomersSource,
  useDealersSource,
  useOrdersSource,
  usePendingQuotesSource,
  useQuotesSource,
  useUsersSource,
} from "@/features/lists/sources";
import { TabbedLists, type ListTab } from "@/features/lists/tabbed-lists";
import {
  AccountsTable,
  CustomersTable,
  DealersTable,
  OrdersTable,
  QuotesTable,
  UsersTable,
} from "@/features/lists/tables";
import { useCreateAction } from "@/features/lists/use-create-action";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { QuickLinks } from "./quick-links";
import { DashboardFigures } from "./dashboard-figures";
import { UpcomingPrices } from "./upcoming-prices";
import { OpenOrders } from "./open-orders";

/* Each tab is its own component so its list loads only when the tab is selected. */
const newQuoteIfAllowed = (agent: Agent) =>
  checkPermission(agent.permissions, "quote.c") ? newQuotePath(agent) : undefined;

function QuotesTab() {
  return (
    <QuotesTable
      name="dashboard_quotes"
      source={useQuotesSource()}
      onCreate={useCreateAction(newQuoteIfAllowed)}
    />
  );
}
function PendingTab() {
  return (
    <QuotesTable name="dashboard_pending" displayName="Pending Orders" source={usePendingQuotesSource()} />
  );
}
function OrdersTab() {
  return <OrdersTable name="dashboard_orders" source={useOrdersSource()} />;
}
function UsersTab() {
  return (
    <UsersTable name="dashboard_users" source={useUsersSource()} onCreate={useCreateAction(newUserPath)} />
  );
}
function DealersTab() {
  return (
    <DealersTable
      name="dashboard_dealers"
      source={useDealersSource()}
      onCreate={useCreateAction(newDealerPath)}
    />
  );
}
function AccountsTab() {
  return <AccountsTable name="dashboard_accounts" source={useAccountsSource()} />;
}
function CustomersTab() {
  return <CustomersTable name="dashboard_customers" source={useCustomersSource()} />;
}

export type DashboardAudience = "admin" | "staff" | "dealer";

export function dashboardAudience(agent: Agent): DashboardAudience {
  if (checkPermission(agent.permissions, "admin.r")) return "admin";
  return isStaff(agent.role_id) ? "staff" : "dealer";
}

/** The tabs of each audience (product rule R43). */
export function dashboardTabs(agent: Agent): ListTab[] {
  const tab = {
    pending: { value: "pending", label: "Pending Orders", render: () => <PendingTab /> },
    quotes: { value: "quotes", label: "Quotes", render: () => <QuotesTab /> },
    orders: { value: "orders", label: "Orders", render: () => <OrdersTab /> },
    users: { value: "users", label: "Users", render: () => <UsersTab /> },
    dealers: { value: "dealers", label: "Dealers", render: () => <DealersTab /> },
    accounts: { value: "accounts", label: "Accounts", render: () => <AccountsTab /> },
    customers: { value: "customers", label: "Customers", render: () => <CustomersTab /> },
  };
  switch (dashboardAudience(agent)) {
    case "admin":
      return [tab.quotes, tab.orders, tab.accounts, tab.dealers, tab.users, tab.customers];
    case "staff":
      return [tab.pending, tab.dealers, tab.quotes, tab.orders, tab.users];
    default:
      return [tab.pending, tab.quotes, tab.orders, tab.users];
  }
}

/** The panel home: Quick Links and Management for admins; a welcome and the working lists for others. */
export default function DashboardPage() {
  const { agent } = useAuth();
  if (!agent) return <Page>{null}</Page>;
  const audience = dashboardAudience(agent);
  const name = agent.first_name || agent.username;
  return (
    <Page>
      <PageHeader title={`Welcome back, ${name}`} description={companyName(agent)} />
      <UpcomingPrices />
      <DashboardFigures agent={agent} audience={audience} />
      {audience === "dealer" && <OpenOrders />}
      {audience === "admin" && <QuickLinks agent={agent} />}
      <section aria-labelledby="management-heading">
        {audience === "admin" && (
          <h2 id="management-heading" className="mb-3 text-lg font-semibold tracking-tight">
            Management
          </h2>
        )}
        {audience !== "admin" && (
          <h2 id="management-heading" className="sr-only">
            Your lists
          </h2>
        )}
        <TabbedLists
          context="dashboard"
          label={audience === "admin" ? "Management" : "Dashboard"}
          tabs={dashboardTabs(agent)}
        />
      </section>
    </Page>
  );
}
