import { REGIONS } from "@screens/domain/regions";
import { ZQuoteTaxRequest, type TQuote } from "@screens/domain/schemas";
import { useMutation } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useState, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { serverFieldErrors } from "@/features/forms/server-field-errors";
import { formatUSD } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { isRequiredGiven } from "@/lib/schema-fields";
import { useTRPC } from "@/lib/trpc";
import { Form } from "@/components/ui/form";

const SOURCE: Record<NonNullable<TQuote["tax"]["region_source"]>, string> = {
  quote: "set on this quote",
  customer: "the customer's address",
  dealer: "your address",
};

const REGION_OPTIONS = [
  { value: "", label: "From the addresses" },
  ...Object.entries(REGIONS).map(([code, name]) => ({ value: code, label: `${name} (${code})` })),
];

function TaxDialog({
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
  const save = useMutation(trpc.serviceLines.setTax.mutationOptions(invalidates("quotes")));
  const tax = quote.tax;
  const [region, setRegion] = useState(tax.region_source === "quote" ? (tax.region ?? "") : "");
  const [exempt, setExempt] = useState(tax.exempt);
  const [certificate, setCertificate] = useState(tax.certificate ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate(
      { id: quote.id, region: region || null, exempt, certificate: exempt ? certificate : null },
      {
        onSuccess: () => {
          toastSuccess("Sales tax saved.");
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
      title="Sales tax"
      description="The rates of the state or province where the job is, as you keep them on your dealer page."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="tax-form" disabled={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Form id="tax-form" noValidate onSubmit={submit} className="grid gap-4">
        <FormField label="State or province" error={errors.region}>
          <Select
            value={region}
            onChange={(event) => setRegion(event.target.value)}
            options={REGION_OPTIONS}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={exempt} onChange={(event) => setExempt(event.target.checked)} />
          The customer is exempt from sales tax
        </label>
        {exempt && (
          <FormField
            label="Exemption certificate number"
            // The server's refinement: an exempt quote needs the certificate (decision 193).
            required={isRequiredGiven(
              ZQuoteTaxRequest,
              { id: quote.id, region: region || null, exempt },
              "certificate",
            )}
            error={errors.certificate}
          >
            <Input
              value={certificate}
              maxLength={60}
              onChange={(event) => setCertificate(event.target.value)}
            />
          </FormField>
        )}
      </Form>
    </Dialog>
  );
}

/** The quote's sales tax (docs/decisions/132-service-lines-and-sales-tax.md): where it comes from, its lines. */
export function TaxCard({ quote, editable }: { quote: TQuote; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const tax = quote.tax;
  return (
    <Card role="region" aria-labelledby="tax-title">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle id="tax-title">Sales tax</CardTitle>
        {editable && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {tax.exempt ? (
          <p data-testid="tax-state">Exempt · certificate {tax.certificate}</p>
        ) : tax.region === null ? (
          <p className="text-muted-foreground" data-testid="tax-state">
            No state or province known: set one, or give the customer an address.
          </p>
        ) : (
          <p data-testid="tax-state">
            {REGIONS[tax.region] ?? tax.region}{" "}
            <span className="text-muted-foreground">
              ({tax.region_source ? SOURCE[tax.region_source] : ""})
            </span>
          </p>
        )}
        {!tax.exempt && tax.region !== null && tax.lines.length === 0 && (
          <p className="text-muted-foreground">You keep no tax rate for {tax.region}: no tax is charged.</p>
        )}
        {tax.lines.map((line) => (
          <div key={line.name} className="flex justify-between gap-4">
            <span className="text-muted-foreground">
              {line.name} ({line.rate}%)
            </span>
            <span className="tabular-nums">{formatUSD(line.amount)}</span>
          </div>
        ))}
      </CardContent>
      {editable && editing && <TaxDialog quote={quote} open={editing} onOpenChange={setEditing} />}
    </Card>
  );
}
