import { useMutation } from "@tanstack/react-query";
import { canDeleteQuote, canSetAwaitingPayment, quoteDeleteRefusal } from "@screens/domain/quote-rules";
import { checkOrderTransition } from "@screens/domain/lifecycle";
import { ORDER_INACTIVE, QUOTE_STATUS, RECORD_STATUS } from "@screens/domain/status";
import { isStaff } from "@screens/domain/roles";
import { MESSAGES } from "@screens/domain/messages";
import type {
  TAccount,
  TCustomer,
  TDealer,
  TOrderListItem,
  TQuoteListItem,
  TUser,
} from "@screens/domain/schemas";
import type { Permission } from "@screens/domain/permissions";
import { userEmailLabel } from "@screens/domain/user-labels";
import { PRICE_LABELS } from "@screens/pricing/bridge";
import { CreditCard } from "lucide-react";
import { useMemo, type CSSProperties, type ReactNode } from "react";
import { DataTable, type DataTableColumn, type ListSource } from "@/components/data-table";
import { useAuth } from "@/features/auth/auth-context";
import { usePermission } from "@/features/shell/page";
import { formatDate, formatUSD, fullName, roleName } from "@/lib/format";
import { calendarDay } from "@/lib/calendar-day";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { StatusBadge } from "./status-badge";
import { useDeactivate } from "./use-deactivate";
import { useAppNavigate } from "@/lib/navigation";

export interface ListTableProps<TData> {
  source: ListSource<TData>;
  /** Controls shown in the table's toolbar, beside Export (the quotes list's owner filter). */
  toolbarExtras?: ReactNode;
  /** Cookie key of the table (sort and column choices). */
  name: string;
  displayName?: string;
  onCreate?: () => void;
  hideTitle?: boolean;
}

const mono = (text: string | null | undefined) => (
  <span className="font-mono text-[13px] text-foreground/80 tabular-nums">{text ?? ""}</span>
);
const strong = (text: string | null | undefined) => <span className="font-medium">{text ?? ""}</span>;

/**
 * A cell's text cut to its column from 640 px up, the whole of it in the tooltip (decision 199): a
 * very long title or dealer name no longer pushes Status and the price off a 1280 px screen. A
 * phone's card lets it wrap.
 */
function clipped(text: string | null | undefined, width: number, className?: string) {
  const value = text ?? "";
  return (
    <span
      className={cn("block break-words sm:truncate sm:max-w-(--clip)", className)}
      style={{ "--clip": `${width}px` } as CSSProperties}
      title={value || undefined}
    >
      {value}
    </span>
  );
}

/** Active/Inactive of users, dealers, customers and accounts (product rule R7). */
function recordStatusColumn<TRow extends { status: number }>(): DataTableColumn<TRow> {
  return {
    id: "status",
    header: "Status",
    size: 110,
    phone: true,
    accessor: (row) => (row.status === RECORD_STATUS.ACTIVE ? "Active" : "Inactive"),
    cell: (row) => <StatusBadge kind="record" status={row.status} />,
  };
}

function createdColumn<TRow extends { created_at: string }>(
  options: Pick<DataTableColumn<TRow>, "visible" | "size">,
): DataTableColumn<TRow> {
  return { id: "created_at", header: "Created", ...options, cell: (row) => formatDate(row.created_at) };
}

/* ---------------------------------------------------------------- Quotes */

export const QUOTE_COLUMNS: DataTableColumn<TQuoteListItem>[] = [
  { id: "id", header: "ID", visible: false, size: 70, serverSort: "id" },
  {
    id: "quote_number",
    header: "Quote #",
    size: 100,
    serverSort: "quote_number",
    cell: (row) => mono(row.quote_number),
  },
  {
    id: "title",
    header: "Title",
    size: 200,
    serverSort: "title",
    phone: true,
    accessor: (row) => row.title,
    cell: (row) => clipped(row.title, 176, "font-medium"),
  },
  {
    id: "dealer",
    header: "Dealer",
    size: 140,
    accessor: (row) => row.dealer?.company_name ?? "",
    cell: (row) => clipped(row.dealer?.company_name, 116),
  },
  // Shown from the start (product rule R50): a rep finds a quote by its homeowner.
  {
    id: "customer_name",
    header: "Customer",
    size: 130,
    accessor: (row) => row.customer_name ?? "",
    cell: (row) => clipped(row.customer_name, 106),
  },
  // Who the quote belongs to among the dealer's users (docs/decisions/157-quote-owner.md).
  {
    id: "owner_name",
    header: "Owner",
    size: 130,
    accessor: (row) => row.owner_name ?? "",
    cell: (row) => clipped(row.owner_name, 106),
  },
  {
    id: "status",
    header: "Status",
    size: 150,
    phone: true,
    serverSort: "status",
    accessor: (row) => row.status_label,
    cell: (row) => <StatusBadge kind="quote" status={row.status} />,
  },
  { id: "unit_count", header: "Units", alignment: "right", size: 80, visible: false },
  {
    id: "sale_price",
    // The quote's total: the sum of its customer-price lines (decision 075).
    header: PRICE_LABELS.quote_total,
    alignment: "right",
    phone: true,
    size: 120,
    serverSort: "sale_price",
    cell: (row) => <span className="tabular-nums">{formatUSD(row.sale_price)}</span>,
  },
  {
    id: "created_at",
    header: "Created",
    size: 110,
    serverSort: "created_at",
    cell: (row) => formatDate(row.created_at),
  },
];

/**
 * The columns shown at first (the Columns menu shows the rest): a dealer's users see the Owner and
 * not the Dealer, always their own; staff see the Dealer, the Owner when they ask (decision 157).
 */
function quoteColumnsFor(roleId: number): DataTableColumn<TQuoteListItem>[] {
  const hidden = isStaff(roleId) ? "owner_name" : "dealer";
  return QUOTE_COLUMNS.map((column) => (column.id === hidden ? { ...column, visible: false } : column));
}

/** The quotes table: row click opens the quote; Set Status: Awaiting Payment; Delete by product rule R7. */
export function QuotesTable({
  source,
  name,
  displayName = "Quotes",
  onCreate,
  hideTitle,
  toolbarExtras,
}: ListTableProps<TQuoteListItem>) {
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const { agent } = useAuth();
  const invalidates = useInvalidates();
  const { mutateAsync: updateQuote } = useMutation(trpc.quotes.update.mutationOptions(invalidates("quotes")));
  const remove = useMutation(trpc.quotes.deactivate.mutationOptions(invalidates("quotes")));
  const deactivate = useDeactivate((id) => remove.mutateAsync({ id }), "this quote");
  const actor = useMemo(
    () => ({ role_id: agent?.role_id ?? 99, account_id: agent?.account_id ?? null }),
    [agent],
  );
  const columns = useMemo(() => quoteColumnsFor(agent?.role_id ?? 99), [agent?.role_id]);
  const rowOptions = useMemo(
    () => ({
      selectable: true,
      onClick: (row: TQuoteListItem) => navigate(`/panel/quotes/${row.id}`),
      actions: [
        {
          label: "Set Status: Awaiting Payment",
          icon: CreditCard,
          hidden: (row: TQuoteListItem) => !canSetAwaitingPayment(actor, row.status),
          onSelect: async (row: TQuoteListItem) => {
            try {
              await updateQuote({ id: row.id, status: QUOTE_STATUS.AWAITING_PAYMENT });
              toastSuccess(MESSAGES.updated);
            } catch (error) {
              toastError(error);
            }
          },
        },
      ],
      // Delete only where the lifecycle lets this agent delete (a dealer's submitted quote: never);
      // the button and its guard ask the server's delete rule (decision 193).
      canDelete: (row: TQuoteListItem) =>
        canDeleteQuote({ ...actor, permissions: agent?.permissions }, row.status),
      onDelete: (row: TQuoteListItem) => {
        const refusal = quoteDeleteRefusal({ ...actor, permissions: agent?.permissions }, row.status);
        if (refusal) {
          toastError(refusal.message);
          return;
        }
        void deactivate(row.id);
      },
      onCreate,
    }),
    [actor, agent?.permissions, deactivate, navigate, onCreate, updateQuote],
  );
  return (
    <DataTable
      name={name}
      displayName={displayName}
      itemName="Quote"
      data={source.rows}
      loading={source.loading}
      serverSide={source.serverSide}
      exportPath={source.exportPath}
      columns={columns}
      rowOptions={rowOptions}
      hideClosedToggle
      hideTitle={hideTitle}
      toolbarExtras={toolbarExtras}
    />
  );
}

/* ---------------------------------------------------------------- Orders */

export const ORDER_COLUMNS: DataTableColumn<TOrderListItem>[] = [
  { id: "id", header: "ID", visible: false, size: 70, serverSort: "id" },
  {
    id: "order_number",
    header: "Order #",
    size: 110,
    serverSort: "order_number",
    cell: (row) => mono(row.order_number),
  },
  {
    id: "quote",
    header: "Quote",
    phone: true,
    size: 220,
    accessor: (row) => row.quote.title,
    cell: (row) => strong(row.quote.title),
  },
  { id: "dealer", header: "Dealer", accessor: (row) => row.dealer?.company_name ?? "" },
  {
    id: "status",
    header: "Status",
    size: 140,
    phone: true,
    serverSort: "status",
    accessor: (row) => row.status_label,
    cell: (row) => <StatusBadge kind="order" status={row.status} />,
  },
  {
    // Planned from the factory's capacity, else the lead time's long end (decision 172).
    id: "ship_date",
    header: "Ships by",
    size: 130,
    accessor: (row) => row.ship_date?.date ?? "",
    cell: (row) => (row.ship_date ? calendarDay(row.ship_date.date) : "—"),
  },
  { id: "netsuite_id", header: "ERP ID", visible: false },
  {
    id: "sale_price",
    // What the dealer owes for the order, unrounded (product rule R44).
    header: PRICE_LABELS.order_total,
    alignment: "right",
    phone: true,
    size: 180,
    serverSort: "sale_price",
    cell: (row) => <span className="tabular-nums">{formatUSD(row.sale_price)}</span>,
  },
  {
    id: "created_at",
    header: "Created",
    size: 130,
    serverSort: "created_at",
    cell: (row) => formatDate(row.created_at),
  },
];

export function OrdersTable({
  source,
  name,
  displayName = "Orders",
  hideTitle,
}: ListTableProps<TOrderListItem>) {
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const { agent } = useAuth();
  const invalidates = useInvalidates();
  const remove = useMutation(trpc.orders.deactivate.mutationOptions(invalidates("orders")));
  const deactivate = useDeactivate((id) => remove.mutateAsync({ id }), "this order");
  // Deleting an order deactivates it: staff with order.d, before it is closed (decision 080).
  const mayDeactivate = (row: TOrderListItem) =>
    !!agent && checkOrderTransition(agent, row.status, ORDER_INACTIVE).ok;
  const rowOptions = useMemo(
    () => ({
      selectable: true,
      actions: true,
      onClick: (row: TOrderListItem) => navigate(`/panel/orders/${row.id}`),
      canDelete: mayDeactivate,
      onDelete: (row: TOrderListItem) => void deactivate(row.id),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mayDeactivate reads only the agent
    [agent, deactivate, navigate],
  );
  return (
    <DataTable
      name={name}
      displayName={displayName}
      itemName="Order"
      data={source.rows}
      loading={source.loading}
      serverSide={source.serverSide}
      exportPath={source.exportPath}
      columns={ORDER_COLUMNS}
      rowOptions={rowOptions}
      hideTitle={hideTitle}
    />
  );
}

/**
 * A list of people or companies (users, dealers, customers): row click opens the record, and
 * Delete deactivates it (status 0) for agents with the resource's `d` permission.
 */
function RecordTable<TRow extends { id: number; status: number }>({
  source,
  name,
  displayName,
  onCreate,
  hideTitle,
  itemName,
  columns,
  detailPath,
  deactivatePermission,
  deactivateRecord,
}: ListTableProps<TRow> & {
  displayName: string;
  itemName: string;
  columns: DataTableColumn<TRow>[];
  detailPath: string;
  deactivatePermission: Permission;
  /** The deactivate mutation of the row's kind (it reloads the lists that show such rows). */
  deactivateRecord: (id: number) => Promise<unknown>;
}) {
  const navigate = useAppNavigate();
  const canDeactivate = usePermission(deactivatePermission);
  const deactivate = useDeactivate(deactivateRecord, `this ${itemName.toLowerCase()}`);
  const rowOptions = useMemo(
    () => ({
      selectable: true,
      actions: true,
      onClick: (row: TRow) => navigate(`${detailPath}/${row.id}`),
      onDelete: canDeactivate ? (row: TRow) => void deactivate(row.id) : undefined,
      canDelete: (row: TRow) => row.status === RECORD_STATUS.ACTIVE,
      onCreate,
    }),
    [canDeactivate, deactivate, navigate, onCreate, detailPath],
  );
  return (
    <DataTable
      name={name}
      displayName={displayName}
      itemName={itemName}
      data={source.rows}
      loading={source.loading}
      serverSide={source.serverSide}
      exportPath={source.exportPath}
      columns={columns}
      rowOptions={rowOptions}
      hideTitle={hideTitle}
    />
  );
}

/* ---------------------------------------------------------------- Users */

export const USER_COLUMNS: DataTableColumn<TUser>[] = [
  { id: "id", header: "ID", visible: false, size: 70, serverSort: "id" },
  {
    id: "name",
    header: "Name",
    phone: true,
    size: 180,
    accessor: (row) => fullName(row),
    cell: (row) => strong(fullName(row)),
  },
  { id: "username", header: "Username", serverSort: "username" },
  // The confirmed address, else the one a confirmation link went to (decision 088), else a dash.
  { id: "email", header: "Email", size: 220, serverSort: "email", accessor: (row) => userEmailLabel(row) },
  { id: "phone", header: "Phone", visible: false },
  {
    id: "role",
    header: "Role",
    size: 170,
    accessor: (row) => roleName(row.role_id) ?? row.role_id,
  },
  { id: "company_name", header: "Company", visible: false },
  recordStatusColumn(),
  createdColumn({ visible: false }),
];

export function UsersTable({ displayName = "Users", ...props }: ListTableProps<TUser>) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const deactivate = useMutation(trpc.users.deactivate.mutationOptions(invalidates("users")));
  return (
    <RecordTable
      {...props}
      displayName={displayName}
      itemName="User"
      columns={USER_COLUMNS}
      detailPath="/panel/users"
      deactivatePermission="user.d"
      deactivateRecord={(id) => deactivate.mutateAsync({ id })}
    />
  );
}

/* ---------------------------------------------------------------- Dealers */

export const DEALER_COLUMNS: DataTableColumn<TDealer>[] = [
  { id: "id", header: "ID", visible: false, size: 70, serverSort: "id" },
  { id: "account_number", header: "Dealer #", size: 120, cell: (row) => mono(row.account_number) },
  {
    id: "company_name",
    header: "Company",
    size: 220,
    phone: true,
    serverSort: "company_name",
    cell: (row) => strong(row.company_name),
  },
  { id: "city", header: "City" },
  { id: "state", header: "State", size: 90 },
  { id: "country", header: "Country", size: 110 },
  { id: "discount", header: "Discount", alignment: "right", size: 100, cell: (row) => `${row.discount}%` },
  recordStatusColumn(),
  createdColumn({ visible: false }),
];

export function DealersTable({ displayName = "Dealers", ...props }: ListTableProps<TDealer>) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const deactivate = useMutation(trpc.dealers.deactivate.mutationOptions(invalidates("dealers")));
  return (
    <RecordTable
      {...props}
      displayName={displayName}
      itemName="Dealer"
      columns={DEALER_COLUMNS}
      detailPath="/panel/dealers"
      deactivatePermission="dealer.d"
      deactivateRecord={(id) => deactivate.mutateAsync({ id })}
    />
  );
}

/* ---------------------------------------------------------------- Customers */

export const CUSTOMER_COLUMNS: DataTableColumn<TCustomer>[] = [
  { id: "id", header: "ID", visible: false, size: 70, serverSort: "id" },
  {
    id: "name",
    header: "Name",
    phone: true,
    size: 180,
    accessor: (row) => fullName(row),
    cell: (row) => strong(fullName(row)),
  },
  { id: "email", header: "Email", size: 220 },
  { id: "phone", header: "Phone" },
  { id: "city", header: "City" },
  { id: "state", header: "State", size: 90, visible: false },
  { id: "dealer", header: "Dealer", accessor: (row) => row.dealer?.company_name ?? "" },
  recordStatusColumn(),
  createdColumn({ visible: false }),
];

export function CustomersTable({ displayName = "Customers", ...props }: ListTableProps<TCustomer>) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const deactivate = useMutation(trpc.customers.deactivate.mutationOptions(invalidates("customers")));
  return (
    <RecordTable
      {...props}
      displayName={displayName}
      itemName="Customer"
      columns={CUSTOMER_COLUMNS}
      detailPath="/panel/customers"
      deactivatePermission="customer.d"
      deactivateRecord={(id) => deactivate.mutateAsync({ id })}
    />
  );
}

/* ---------------------------------------------------------------- Accounts */

export const ACCOUNT_COLUMNS: DataTableColumn<TAccount>[] = [
  { id: "id", header: "ID", visible: false, size: 70, serverSort: "id" },
  { id: "account_number", header: "Account #", size: 120, cell: (row) => mono(row.account_number) },
  {
    id: "company_name",
    header: "Company",
    size: 240,
    phone: true,
    serverSort: "company_name",
    cell: (row) => strong(row.company_name),
  },
  { id: "city", header: "City" },
  { id: "state", header: "State", size: 90 },
  recordStatusColumn(),
  createdColumn({ size: 130 }),
];

export function AccountsTable({
  source,
  name,
  displayName = "Accounts",
  hideTitle,
}: ListTableProps<TAccount>) {
  const navigate = useAppNavigate();
  const rowOptions = useMemo(
    () => ({
      selectable: true,
      actions: true,
      onClick: (row: TAccount) => navigate(`/panel/accounts/${row.id}`),
    }),
    [navigate],
  );
  return (
    <DataTable
      name={name}
      displayName={displayName}
      itemName="Account"
      data={source.rows}
      loading={source.loading}
      serverSide={source.serverSide}
      exportPath={source.exportPath}
      columns={ACCOUNT_COLUMNS}
      rowOptions={rowOptions}
      hideTitle={hideTitle}
    />
  );
}
