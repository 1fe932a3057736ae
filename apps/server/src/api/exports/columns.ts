import {
  ROLE_NAMES,
  type TAccount,
  type TCustomer,
  type TDealer,
  type TOrderListItem,
  type TQuoteListItem,
  type TUser,
} from "@screens/domain";
import type { ExportColumn } from "./csv.js";

/**
 * The exported columns of each list: the web table's columns (ids, headers, default visibility,
 * features/lists/tables.tsx) as plain values (decision 113): money as a number with two decimals
 * (USD), dates as `YYYY-MM-DD HH:MM:SS` in UTC (which spreadsheets read as dates), statuses as
 * their labels.
 */
export const dateTime = (iso: string | null | undefined) => (iso ? iso.slice(0, 19).replace("T", " ") : "");
export const amount = (value: number) => Math.round(value * 100) / 100;
const activeText = (status: number) => (status === 1 ? "Active" : "Inactive");
const fullName = (person: { first_name?: string | null; last_name?: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(" ");

export const QUOTE_EXPORT: ExportColumn<TQuoteListItem>[] = [
  { id: "id", header: "ID", value: (row) => row.id, visible: false },
  { id: "quote_number", header: "Quote #", value: (row) => row.quote_number },
  { id: "title", header: "Title", value: (row) => row.title },
  { id: "dealer", header: "Dealer", value: (row) => row.dealer?.company_name ?? "" },
  { id: "customer_name", header: "Customer", value: (row) => row.customer_name, visible: false },
  { id: "owner_name", header: "Owner", value: (row) => row.owner_name ?? "", visible: false },
  { id: "status", header: "Status", value: (row) => row.status_label },
  { id: "unit_count", header: "Units", value: (row) => row.unit_count, visible: false },
  { id: "sale_price", header: "Price (USD)", value: (row) => amount(row.sale_price) },
  { id: "created_at", header: "Created (UTC)", value: (row) => dateTime(row.created_at) },
];

/** The quote columns read from the unit and accessory counts (the export computes them only when shown). */
export const COUNTED_QUOTE_COLUMNS: ReadonlySet<string> = new Set(["unit_count"]);

export const ORDER_EXPORT: ExportColumn<TOrderListItem>[] = [
  { id: "id", header: "ID", value: (row) => row.id, visible: false },
  { id: "order_number", header: "Order #", value: (row) => row.order_number },
  { id: "quote", header: "Quote", value: (row) => row.quote.title },
  { id: "dealer", header: "Dealer", value: (row) => row.dealer?.company_name ?? "" },
  { id: "status", header: "Status", value: (row) => row.status_label },
  { id: "netsuite_id", header: "ERP ID", value: (row) => row.netsuite_id, visible: false },
  { id: "sale_price", header: "Price (USD)", value: (row) => amount(row.sale_price) },
  { id: "created_at", header: "Created (UTC)", value: (row) => dateTime(row.created_at) },
];

export const USER_EXPORT: ExportColumn<TUser>[] = [
  { id: "id", header: "ID", value: (row) => row.id, visible: false },
  { id: "name", header: "Name", value: (row) => fullName(row) },
  { id: "username", header: "Username", value: (row) => row.username },
  { id: "email", header: "Email", value: (row) => row.email },
  { id: "phone", header: "Phone", value: (row) => row.phone, visible: false },
  {
    id: "role",
    header: "Role",
    value: (row) => (ROLE_NAMES as Partial<Record<number, string>>)[row.role_id] ?? row.role_id,
  },
  { id: "company_name", header: "Company", value: (row) => row.company_name, visible: false },
  { id: "status", header: "Status", value: (row) => activeText(row.status) },
  { id: "created_at", header: "Created (UTC)", value: (row) => dateTime(row.created_at), visible: false },
];

export const DEALER_EXPORT: ExportColumn<TDealer>[] = [
  { id: "id", header: "ID", value: (row) => row.id, visible: false },
  { id: "account_number", header: "Dealer #", value: (row) => row.account_number },
  { id: "company_name", header: "Company", value: (row) => row.company_name },
  { id: "city", header: "City", value: (row) => row.city },
  { id: "state", header: "State", value: (row) => row.state },
  { id: "country", header: "Country", value: (row) => row.country },
  { id: "discount", header: "Discount (%)", value: (row) => row.discount },
  { id: "status", header: "Status", value: (row) => activeText(row.status) },
  { id: "created_at", header: "Created (UTC)", value: (row) => dateTime(row.created_at), visible: false },
];

export const CUSTOMER_EXPORT: ExportColumn<TCustomer>[] = [
  { id: "id", header: "ID", value: (row) => row.id, visible: false },
  { id: "name", header: "Name", value: (row) => fullName(row) },
  { id: "email", header: "Email", value: (row) => row.email },
  { id: "phone", header: "Phone", value: (row) => row.phone },
  { id: "city", header: "City", value: (row) => row.city },
  { id: "state", header: "State", value: (row) => row.state, visible: false },
  { id: "dealer", header: "Dealer", value: (row) => row.dealer?.company_name ?? "" },
  { id: "status", header: "Status", value: (row) => activeText(row.status) },
  { id: "created_at", header: "Created (UTC)", value: (row) => dateTime(row.created_at), visible: false },
];

export const ACCOUNT_EXPORT: ExportColumn<TAccount>[] = [
  { id: "id", header: "ID", value: (row) => row.id, visible: false },
  { id: "account_number", header: "Account #", value: (row) => row.account_number },
  { id: "company_name", header: "Company", value: (row) => row.company_name },
  { id: "city", header: "City", value: (row) => row.city },
  { id: "state", header: "State", value: (row) => row.state },
  { id: "status", header: "Status", value: (row) => activeText(row.status) },
  { id: "created_at", header: "Created (UTC)", value: (row) => dateTime(row.created_at) },
];
