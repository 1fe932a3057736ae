import { BarChart3, Table2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface ChartTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart with its table view (every chart's figures readable without the picture): a toggle
 * switches between the two; the chart itself is described to screen readers by its title and
 * summary, and its figures are the table's.
 */
export function ChartCard<Row>({
  title,
  description,
  rows,
  columns,
  rowKey,
  chart,
  empty = "No data in this period.",
  footer,
}: {
  title: string;
  description?: string;
  rows: Row[];
  columns: ChartTableColumn<Row>[];
  rowKey: (row: Row) => string;
  chart: ReactNode;
  empty?: string;
  footer?: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader className="flex flex-row items-start justify-between gap-2 space-y-0 pb-2">
        <div className="grid gap-1">
          <CardTitle id={titleId} className="text-base">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
          aria-label={asTable ? `Show ${title} as a chart` : `Show ${title} as a table`}
        >
          {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
          {asTable ? "Chart" : "Table"}
        </Button>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{empty}</p>
        ) : asTable ? (
          <Table aria-labelledby={titleId} keyboardScroll>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableHead key={column.header} className={column.numeric ? "text-right" : undefined}>
                    {column.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.header}
                      className={column.numeric ? "text-right tabular-nums" : undefined}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <div role="img" aria-label={`${title}: chart; use the Table button for its figures.`}>
            {chart}
          </div>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
