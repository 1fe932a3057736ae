import { QUOTE_STATUS_LABELS } from "@screens/domain/status";
import { CheckCircle2, Info, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PageHeader } from "@/features/shell/page-header";

interface DemoQuote {
  id: number;
  quote_number: string;
  title: string;
  dealer: string;
  status: number;
  sale_price: number;
  created_at: string;
}

const DEALERS = ["Sunset Shades", "Harbor Screens", "Desert Patio Co.", "Gulf Coast Shade"];
const TITLES = [
  "Backyard lanai",
  "Pool enclosure",
  "Rooftop terrace",
  "Restaurant patio",
  "Garage door screen",
];
const STATUSES = [1, 30, 31, 50, 1, 10];

/** The entry at index, wrapping around (a demo list is never empty). */
function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error("An empty demo list");
  return value;
}

const quotes: DemoQuote[] = Array.from({ length: 23 }, (_, index) => ({
  id: 1040 + index,
  quote_number: `Q-${(24010 + index * 7).toString()}`,
  title: `${TITLES[index % TITLES.length]} ${index + 1}`,
  dealer: pick(DEALERS, index),
  status: pick(STATUSES, index),
  sale_price: 2400 + ((index * 733) % 9000),
  created_at: new Date(Date.UTC(2024, 5, 1 + index)).toISOString().slice(0, 10),
}));

const STATUS_VARIANT: Record<number, "secondary" | "warning" | "success" | "brand"> = {
  1: "secondary",
  10: "brand",
  30: "warning",
  31: "warning",
  50: "success",
};

const columns: DataTableColumn<DemoQuote>[] = [
  { id: "quote_number", header: "Quote #", size: 110 },
  { id: "title", header: "Title", size: 200 },
  { id: "dealer", header: "Dealer" },
  {
    id: "status",
    header: "Status",
    accessor: (row) => QUOTE_STATUS_LABELS[row.status],
    cell: (row) => <Badge variant={STATUS_VARIANT[row.status]}>{QUOTE_STATUS_LABELS[row.status]}</Badge>,
  },
  {
    id: "sale_price",
    header: "Price",
    alignment: "right",
    cell: (row) => `$${row.sale_price.toLocaleString("en-US")}`,
  },
  { id: "created_at", header: "Created", visible: false },
];

/** Development-only gallery of the UI kit (route /dev/ui, never in production builds). */
export default function UiGallery() {
  const confirm = useConfirm();
  const [tab, setTab] = useState("quotes");
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeader
        title="Quotes"
        description="Every quote of your dealers, newest first."
        actions={
          <Button
            variant="brand"
            onClick={() => toast.success("Success!", { description: "Created successfully." })}
          >
            <Send aria-hidden="true" />
            Toast
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="quotes">Quotes</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
        </TabsList>
        <TabsContent value="quotes">
          <DataTable
            name="gallery_quotes"
            displayName="Quotes"
            data={quotes}
            columns={columns}
            hideClosedToggle
            rowOptions={{
              actions: [
                { label: "Set Status: Awaiting Payment", icon: CheckCircle2, onSelect: () => undefined },
              ],
              onClick: () => undefined,
              onDelete: () => void confirm({ destructive: true }),
              onCreate: () => undefined,
              selectable: true,
            }}
          />
        </TabsContent>
        <TabsContent value="orders">
          <DataTable name="gallery_orders" displayName="Orders" data={[]} columns={columns} />
        </TabsContent>
        <TabsContent value="users">
          <DataTable name="gallery_users" displayName="Users" data={quotes} columns={columns} loading />
        </TabsContent>
      </Tabs>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Quote details</CardTitle>
            <CardDescription>Form fields with required marks and errors.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField label="Title" required error="Title must be at least 3 characters">
              <Input defaultValue="Ab" />
            </FormField>
            <FormField label="Country" required>
              <Select
                defaultValue="USA"
                options={["Canada", "USA", "Mexico"].map((c) => ({ value: c, label: c }))}
              />
            </FormField>
            <div className="flex gap-2">
              <Button onClick={() => void confirm()}>Save</Button>
              <Button variant="outline">Cancel</Button>
            </div>
          </CardContent>
        </Card>
        <div className="space-y-4">
          <Alert variant="info">
            <Info />
            <AlertTitle>Standard production lead time</AlertTitle>
            <AlertDescription>4-5 business days</AlertDescription>
          </Alert>
          <Alert variant="warning">
            <Info />
            <AlertTitle>masquerading as Sunset Shades</AlertTitle>
          </Alert>
          <div className="flex flex-wrap gap-2">
            <Badge>Default</Badge>
            <Badge variant="secondary">Started</Badge>
            <Badge variant="warning">Awaiting Approval</Badge>
            <Badge variant="success">Ordered</Badge>
            <Badge variant="destructive">Inactive</Badge>
          </div>
        </div>
      </div>
    </div>
  );
}
