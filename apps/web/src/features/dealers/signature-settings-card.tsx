import { ZDealerSignatureSettings, type TDealer } from "@screens/domain/schemas";
import { MESSAGES } from "@screens/domain/messages";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { z } from "zod";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useInvalidates } from "@/lib/invalidate";
import { requiredIn } from "@/lib/schema-fields";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { SaveChangesActions } from "@/features/forms/save-changes-actions";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

type DepositKind = TDealer["deposit_kind"];
interface Values {
  auto_submit_on_accept: boolean;
  deposit_kind: DepositKind;
  deposit_value: string;
}

const valuesOf = (dealer: TDealer): Values => ({
  auto_submit_on_accept: dealer.auto_submit_on_accept,
  deposit_kind: dealer.deposit_kind,
  deposit_value: dealer.deposit_kind === "none" ? "" : String(dealer.deposit_value),
});

/** The settings' marks; the deposit's value (a number) is shown once a deposit is asked. */
const required = requiredIn(z.object(ZDealerSignatureSettings));

/** The same rules as the server's (payments.ts assertDepositRule), said before the round trip. */
function depositError(values: Values): string | null {
  if (values.deposit_kind === "none") return null;
  const value = Number(values.deposit_value);
  if (values.deposit_value.trim() === "" || !Number.isFinite(value) || value <= 0)
    return "Enter the deposit, or choose no deposit.";
  if (values.deposit_kind === "percent" && value > 100) return "A deposit cannot exceed 100%.";
  return null;
}

const resolver: Resolver<Values> = (values) => {
  const error = depositError(values);
  if (!error) return Promise.resolve({ values, errors: {} });
  return Promise.resolve({ values: {}, errors: { deposit_value: { type: "validate", message: error } } });
};

/**
 * A signed job (docs/decisions/136-signature-to-order.md, 137-payments.md): the deposit the customer's
 * document asks on acceptance, and whether an acceptance goes to the manufacturer at once or waits for
 * the dealer's final measure. The dealer admin (and manufacturer staff) change it.
 */
export function SignatureSettingsCard({ dealer, editable }: { dealer: TDealer; editable: boolean }) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.dealers.update.mutationOptions(invalidates("dealers")));
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(dealer) });
  useEffect(() => {
    form.reset(valuesOf(dealer));
    // Fresh server data replaces the form's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealer.auto_submit_on_accept, dealer.deposit_kind, dealer.deposit_value]);
  const kind = useWatch({ control: form.control, name: "deposit_kind" });
  const { errors, isDirty } = form.formState;

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        id: dealer.id,
        auto_submit_on_accept: values.auto_submit_on_accept,
        deposit_kind: values.deposit_kind,
        deposit_value: values.deposit_kind === "none" ? 0 : Number(values.deposit_value),
      });
      toastSuccess(MESSAGES.updated);
    } catch (failure) {
      toastError(failure);
    }
  });

  return (
    <Card role="region" aria-labelledby="signature-settings-title">
      <CardHeader>
        <CardTitle id="signature-settings-title">Signed jobs</CardTitle>
        <CardDescription>
          The deposit your customer's quote asks on acceptance, and what happens when they sign.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form noValidate className="grid gap-5" onSubmit={(event) => void save(event)}>
          <div className="grid max-w-xl gap-4 sm:grid-cols-2">
            <FormField label="Deposit on acceptance" required={required("deposit_kind")}>
              <Select
                {...registerField(form, "deposit_kind")}
                disabled={!editable}
                options={[
                  { value: "none", label: "No deposit" },
                  { value: "percent", label: "Percent of the total" },
                  { value: "amount", label: "Fixed amount ($)" },
                ]}
              />
            </FormField>
            {kind !== "none" && (
              <FormField
                label={kind === "percent" ? "Deposit (%)" : "Deposit ($)"}
                required={required("deposit_value")}
                error={errors.deposit_value?.message}
              >
                <Input {...registerField(form, "deposit_value")} inputMode="decimal" disabled={!editable} />
              </FormField>
            )}
          </div>
          <label className="flex items-start gap-2.5 text-sm">
            <Checkbox
              className="mt-0.5"
              {...registerField(form, "auto_submit_on_accept")}
              disabled={!editable}
            />
            <span>
              <span className="font-medium">Submit for approval when the customer accepts</span>
              <span className="block text-muted-foreground">
                Off: a signed quote stays with you as Customer Accepted for the final measure and the deposit,
                until you submit it.
              </span>
            </span>
          </label>
          {editable && (
            <SaveChangesActions
              dirty={isDirty}
              saving={update.isPending}
              onCancel={() => form.reset(valuesOf(dealer))}
            />
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
