import type { Writable } from "node:stream";
import type ExcelJS from "exceljs";
import type { TReportFigures } from "@screens/domain";

/**
 * The Reports page as an Excel workbook (decision 113): one sheet per table, written by exceljs's
 * streaming writer straight into the response. Cells are typed (numbers, dates as text YYYY-MM-DD,
 * money with a USD number format); text is stored as text, never as a formula.
 */
const MONEY = '"$"#,##0.00';
const PERCENT = "0.0%";

interface SheetColumn {
  header: string;
  key: string;
  width: number;
  numFmt?: string;
}

type Cell = string | number | null;

/**
 * One sheet of a streaming workbook: a bold header row from `columns` (their widths and number
 * formats), then `rows` by the columns' keys, each committed as it is written (the writer holds
 * none of them).
 */
export function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: readonly SheetColumn[],
  rows: Iterable<Record<string, Cell>>,
): void {
  const worksheet = workbook.addWorksheet(name);
  worksheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) worksheet.addRow(row).commit();
  worksheet.commit();
}

export async function writeReportWorkbook(
  out: Writable,
  figures: TReportFigures,
  title: string,
): Promise<void> {
  // exceljs loads with the first workbook asked for (~27 MB at rest otherwise).
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Screens Panel";
  workbook.title = title;
  const sheet = (name: string, columns: readonly SheetColumn[], rows: Iterable<Record<string, Cell>>) =>
    writeSheet(workbook, name, columns, rows);

  const p = figures.period;
  sheet(
    "Summary",
    [
      { header: "Figure", key: "figure", width: 44 },
      { header: "Count", key: "count", width: 12 },
      { header: "Value (USD)", key: "value", width: 16, numFmt: MONEY },
    ],
    [
      { figure: `Period: ${p.label}, ${p.from} to ${p.to} (${p.tz})`, count: null, value: null },
      { figure: "Open quotes (now)", count: figures.open_quotes.count, value: figures.open_quotes.value },
      {
        figure: "Awaiting approval (now)",
        count: figures.awaiting_approval.count,
        value: figures.awaiting_approval.value,
      },
      { figure: "Quotes created", count: figures.quotes_created.count, value: figures.quotes_created.value },
      { figure: "Quotes sent to customers", count: figures.sent.count, value: null },
      { figure: "Accepted by the customer", count: figures.sent.accepted, value: null },
      { figure: "Declined by the customer", count: figures.sent.declined, value: null },
      { figure: "Orders", count: figures.orders.count, value: figures.orders.value },
      { figure: "Average days from quote to order", count: figures.avg_days_quote_to_order, value: null },
      {
        figure: "Average lead time (days, order to produced)",
        count: figures.avg_lead_time_days,
        value: null,
      },
    ],
  );
  // The acceptance rate as a real percentage cell.
  sheet(
    "Acceptance",
    [
      { header: "Sent", key: "sent", width: 10 },
      { header: "Accepted", key: "accepted", width: 10 },
      { header: "Declined", key: "declined", width: 10 },
      { header: "Acceptance rate", key: "rate", width: 16, numFmt: PERCENT },
    ],
    [
      {
        sent: figures.sent.count,
        accepted: figures.sent.accepted,
        declined: figures.sent.declined,
        rate: figures.sent.acceptance_rate,
      },
    ],
  );
  sheet(
    "By month",
    [
      { header: "Month", key: "month", width: 10 },
      { header: "Quotes created", key: "quotes", width: 16 },
      { header: "Orders", key: "orders", width: 10 },
      { header: "Order value (USD)", key: "value", width: 18, numFmt: MONEY },
    ],
    figures.by_month,
  );
  sheet(
    "By dealer",
    [
      { header: "Dealer", key: "company_name", width: 34 },
      { header: "Orders", key: "count", width: 10 },
      { header: "Order value (USD)", key: "value", width: 18, numFmt: MONEY },
    ],
    figures.orders_by_dealer,
  );
  sheet(
    "By product",
    [
      { header: "Dimension", key: "dimension", width: 18 },
      { header: "Product", key: "key", width: 22 },
      { header: "Units", key: "units", width: 10 },
      { header: "Orders", key: "orders", width: 10 },
      { header: "Units' value (USD)", key: "value", width: 18, numFmt: MONEY },
    ],
    (
      [
        ["Housing type", figures.orders_by_product.housing_type],
        ["Fabric collection", figures.orders_by_product.fabric_collection],
        ["Motor brand", figures.orders_by_product.motor_brand],
      ] as const
    ).flatMap(([dimension, rows]) =>
      rows.map((row) => ({
        dimension,
        key: row.label,
        units: row.units,
        orders: row.orders,
        value: row.value,
      })),
    ),
  );
  const statusColumns = [
    { header: "Status", key: "label", width: 20 },
    { header: "Count", key: "count", width: 10 },
    { header: "Value (USD)", key: "value", width: 16, numFmt: MONEY },
  ];
  sheet("Quotes by status", statusColumns, figures.quotes_by_status);
  sheet("Orders by status", statusColumns, figures.orders_by_status);
  sheet(
    "Awaiting approval",
    [
      { header: "Quote #", key: "quote_number", width: 12 },
      { header: "Title", key: "title", width: 34 },
      { header: "Dealer", key: "dealer", width: 30 },
      { header: "Price (USD)", key: "sale_price", width: 14, numFmt: MONEY },
      { header: "Submitted (UTC)", key: "submitted", width: 20 },
      { header: "Age (days)", key: "age_days", width: 12 },
    ],
    figures.awaiting_approval.oldest.map((row) => ({
      ...row,
      submitted: row.submitted_at ? row.submitted_at.slice(0, 19).replace("T", " ") : "",
    })),
  );
  await workbook.commit();
}
