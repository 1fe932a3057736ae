import { ZAddQuoteServiceLine } from "@screens/domain/schemas";
import type { TQuote, TQuoteServiceLine } from "@screens/domain/schemas";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState, type SyntheticEvent } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useDeactivate } from "@/features/lists/use-deactivate";
import { serverFieldErrors } from "@/features/forms/server-field-errors";
import { formatUSD } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { LineChoiceField } from "./line-choice";

const columnsOf = (choiceEditable: boolean): DataTableColumn<TQuoteServiceLine>[] => [
  {
    id: "name",
    header: "Service",
    phone: true,
    size: 190,
    // A typed line can be long: it wraps instead of pushing the amounts out of the card.
    cell: (row) => (
      <span className="block min-w-40 font-medium whitespace-normal break-words">
        {row.name}
        {!row.taxable && <span className="ml-2 text-xs font-normal text-muted-foreground">not taxed</span>}
      </span>
    ),
  },
  { id: "quantity", header: "Quantity", alignment: "right", size: 100 },
  {
    id: "unit_price",
    header: "Unit price",
    alignment: "right",
    size: 120,
    cell: (row) => <span className="tabular-nums">{formatUSD(row.unit_price)}</span>,
  },
  {
    id: "choice",
    header: "Option",
    // Optional or an alternative, like a unit or accessory line (decision 182).
    phone: true,
    size: 136,
    accessor: (row) => row.choice_group ?? row.choice,
    cell: (row) => <LineChoiceField line="service" row={row} name={row.name} editable={choiceEditable} />,
  },
  {
    id: "price",
    header: "Amount",
    phone: true,
    alignment: "right",
    size: 120,
    cell: (row) => <span className="tabular-nums">{formatUSD(row.price)}</span>,
  },
];

/** What the dialog sends: a catalogue service (its price and taxability, or the ones typed), or a typed line. */
interface Draft {
  service_id: string;
  name: string;
  unit_price: string;
  quantity: string;
  taxable: boolean;
}
const EMPTY: Draft = { service_id: "", name: "", unit_price: "", quantity: "1", taxable: true };

/** A service line's fields the schema requires (with no dealer service chosen). */
const required = requiredIn(ZAddQuoteServiceLine);

function AddServiceDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: TQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const catalogue = useQuery(
    trpc.dealerServices.list.queryOptions(
      { dealer_id: quote.dealer_id ?? 0 },
      { enabled: open && quote.dealer_id !== null },
    ),
  );
  const add = useMutation(trpc.serviceLines.add.mutationOptions(invalidates("quotes")));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const choose = (serviceId: string) => {
    const service = catalogue.data?.find((item) => String(item.id) === serviceId);
    set(
      service
        ? {
            service_id: serviceId,
            name: service.name,
            unit_price: String(service.unit_price),
            taxable: service.taxable,
          }
        : { service_id: "", name: "", unit_price: "", taxable: true },
    );
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    add.mutate(
      {
        quote_id: quote.id,
        service_id: draft.service_id ? Number(draft.service_id) : null,
        name: draft.name.trim() || undefined,
        unit_price: draft.unit_price.trim() === "" ? undefined : Number(draft.unit_price),
        quantity: Number(draft.quantity),
        taxable: draft.taxable,
      },
      {
        onSuccess: () => {
          toastSuccess("Service added.");
          setDraft(EMPTY);
          setErrors({});
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toastError(error);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a service"
      description="Installation, removal, a trip charge or anything else you do: on the customer's quote, never on your order."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="add-service-form" disabled={add.isPending}>
            Add
          </Button>
        </>
      }
    >
      <Form id="add-service-form" noValidate onSubmit={submit} className="grid gap-4">
        <FormField label="From your services" description="Or leave it and type the line below.">
          <Select
            value={draft.service_id}
            onChange={(event) => choose(event.target.value)}
            placeholder="A service of your own…"
            options={(catalogue.data ?? []).map((service) => ({
              value: String(service.id),
              label: `${service.name} · ${formatUSD(service.unit_price)}`,
            }))}
          />
        </FormField>
        <FormField label="Name" required={required("name")} error={errors.name}>
          <Input value={draft.name} maxLength={120} onChange={(event) => set({ name: event.target.value })} />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Unit price ($)" required={required("unit_price")} error={errors.unit_price}>
            <Input
              inputMode="decimal"
              value={draft.unit_price}
              onChange={(event) => set({ unit_price: event.target.value })}
            />
          </FormField>
          <FormField label="Quantity" required={required("quantity")} error={errors.quantity}>
            <Input
              inputMode="numeric"
              value={draft.quantity}
              onChange={(event) => set({ quantity: event.target.value })}
            />
          </FormField>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={draft.taxable} onChange={(event) => set({ taxable: event.target.checked })} />
          Taxable
        </label>
      </Form>
    </Dialog>
  );
}

/** The quote's service lines (docs/decisions/132-service-lines-and-sales-tax.md): added and removed on a draft. */
export function ServiceLines({
  quote,
  editable,
  choiceEditable = false,
}: {
  quote: TQuote;
  editable: boolean;
  /** A line's kind changes while the quote is a draft (decision 182). */
  choiceEditable?: boolean;
}) {
  const trpc = useTRPC();
  const columns = useMemo(() => columnsOf(choiceEditable), [choiceEditable]);
  const invalidates = useInvalidates();
  const [adding, setAdding] = useState(false);
  const remove = useMutation(trpc.serviceLines.remove.mutationOptions(invalidates("quotes")));
  const { mutateAsync } = remove;
  const deactivate = useDeactivate(
    useCallback((id: number) => mutateAsync({ id }), [mutateAsync]),
    "this service",
  );
  const options = useMemo(
    () => ({
      selectable: true,
      actions: true,
      onCreate: editable ? () => setAdding(true) : undefined,
      onDelete: editable ? (row: TQuoteServiceLine) => void deactivate(row.id) : undefined,
    }),
    [deactivate, editable],
  );
  // Nothing to show a quote that has none and cannot get any.
  if (!editable && quote.service_lines.length === 0) return null;
  return (
    <>
      <DataTable
        name="quote_services"
        displayName="Services"
        itemName="Service"
        data={quote.service_lines}
        columns={columns}
        rowOptions={options}
      />
      {editable && <AddServiceDialog quote={quote} open={adding} onOpenChange={setAdding} />}
    </>
  );
}
