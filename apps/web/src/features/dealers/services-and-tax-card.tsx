import { REGIONS } from "@screens/domain/regions";
import type { TDealer } from "@screens/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type SyntheticEvent } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { serverFieldErrors } from "@/features/forms/server-field-errors";
import { formatUSD } from "@/lib/format";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { RemovableList } from "./removable-list";

const REGION_OPTIONS = Object.entries(REGIONS).map(([code, name]) => ({
  value: code,
  label: `${name} (${code})`,
}));

function useReload() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.dealerServices.pathFilter()),
      queryClient.invalidateQueries(trpc.dealerTaxRates.pathFilter()),
    ]);
}

/** Callbacks of an add: when added, its toast and a cleared form; when refused, the server's field messages. */
function addCallbacks(added: string, clear: () => void, setErrors: (errors: Record<string, string>) => void) {
  return {
    onSuccess: () => {
      toastSuccess(added);
      clear();
      setErrors({});
    },
    onError: (error: unknown) => {
      setErrors(serverFieldErrors(error));
      toastError(error);
    },
  };
}

/** A typed amount: empty is no number (the server says it is required). */
const amountOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function ServicesList({ dealer, editable }: { dealer: TDealer; editable: boolean }) {
  const trpc = useTRPC();
  const reload = useReload();
  const services = useQuery(trpc.dealerServices.list.queryOptions({ dealer_id: dealer.id }));
  const create = useMutation(trpc.dealerServices.create.mutationOptions({ onSuccess: reload }));
  const remove = useMutation(trpc.dealerServices.deactivate.mutationOptions({ onSuccess: reload }));
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [taxable, setTaxable] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    create.mutate(
      { dealer_id: dealer.id, name, unit_price: amountOf(price), taxable },
      addCallbacks(
        "Service added.",
        () => {
          setName("");
          setPrice("");
        },
        setErrors,
      ),
    );
  };
  return (
    <RemovableList
      titleId="dealer-services-title"
      title="Services"
      items={services.data}
      line={(service) => ({
        name: (
          <span className="min-w-0 break-words">
            {service.name}
            {!service.taxable && <span className="ml-2 text-xs text-muted-foreground">not taxed</span>}
          </span>
        ),
        figure: formatUSD(service.unit_price),
        removeLabel: `Remove ${service.name}`,
      })}
      empty="No services yet."
      editable={editable}
      onRemove={(service) => remove.mutate({ id: service.id }, { onError: (error) => toastError(error) })}
      removing={remove.isPending}
      addFields={
        <>
          <FormField label="New service" error={errors.name}>
            <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label="Price ($)" error={errors.unit_price}>
            <Input inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
          </FormField>
          <label className="flex h-10 items-center gap-2 text-sm">
            <Checkbox checked={taxable} onChange={(event) => setTaxable(event.target.checked)} />
            Taxable
          </label>
        </>
      }
      addColumns="sm:grid-cols-[minmax(0,1fr)_8rem_auto_auto]"
      onAdd={add}
      adding={create.isPending}
    />
  );
}

function TaxRatesList({ dealer, editable }: { dealer: TDealer; editable: boolean }) {
  const trpc = useTRPC();
  const reload = useReload();
  const rates = useQuery(trpc.dealerTaxRates.list.queryOptions({ dealer_id: dealer.id }));
  const create = useMutation(trpc.dealerTaxRates.create.mutationOptions({ onSuccess: reload }));
  const remove = useMutation(trpc.dealerTaxRates.deactivate.mutationOptions({ onSuccess: reload }));
  const [region, setRegion] = useState(dealer.country === "Canada" ? "ON" : "FL");
  const [name, setName] = useState(dealer.country === "Canada" ? "HST" : "Sales tax");
  const [rate, setRate] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    create.mutate(
      { dealer_id: dealer.id, region, name, rate: amountOf(rate) },
      addCallbacks("Tax rate added.", () => setRate(""), setErrors),
    );
  };
  return (
    <RemovableList
      titleId="dealer-tax-title"
      title="Sales tax rates"
      items={rates.data}
      line={(row) => ({
        name: (
          <span>
            <span className="font-medium">{row.region}</span> · {row.name}
          </span>
        ),
        figure: `${row.rate}%`,
        removeLabel: `Remove ${row.region} ${row.name}`,
      })}
      empty="No rates: your quotes carry no tax."
      editable={editable}
      onRemove={(row) => remove.mutate({ id: row.id }, { onError: (error) => toastError(error) })}
      removing={remove.isPending}
      addFields={
        <>
          <FormField label="State or province" error={errors.region}>
            <Select
              value={region}
              onChange={(event) => setRegion(event.target.value)}
              options={REGION_OPTIONS}
            />
          </FormField>
          <FormField label="Tax" error={errors.name}>
            <Input value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField label="Rate (%)" error={errors.rate}>
            <Input inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
          </FormField>
        </>
      }
      addColumns="sm:grid-cols-[12rem_minmax(0,1fr)_7rem_auto]"
      onAdd={add}
      adding={create.isPending}
    />
  );
}

/**
 * The dealer's services and sales tax rates (docs/decisions/132-service-lines-and-sales-tax.md):
 * what its quotes offer and charge. Its admin and staff change them; the server enforces it.
 */
export function ServicesAndTaxCard({ dealer, editable }: { dealer: TDealer; editable: boolean }) {
  return (
    <Card role="region" aria-labelledby="services-tax-title">
      <CardHeader>
        <CardTitle id="services-tax-title">Services and sales tax</CardTitle>
        <CardDescription>
          Services you add to quotes (installation, removal, trip charge), and the tax of each state or
          province you work in; Canada's GST and PST are two rates of one province.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <ServicesList dealer={dealer} editable={editable} />
        <TaxRatesList dealer={dealer} editable={editable} />
      </CardContent>
    </Card>
  );
}
