import { MESSAGES } from "@screens/domain/messages";
import { QUOTE_TERMS_MAX, QUOTE_VALIDITY_DAYS, type TDealer } from "@screens/domain/schemas";
import { useMutation } from "@tanstack/react-query";
import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { serverFieldErrors } from "@/features/forms/server-field-errors";
import { describeError } from "@/lib/api";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { Form } from "@/components/ui/form";
import { LOGO_ACCEPT, logoFileProblem, logoUrl, removeDealerLogo, uploadDealerLogo } from "./logo-api";

/** The logo: a preview on the document's white, upload (PNG, JPEG, SVG up to 1 MB) and remove. */
function LogoField({ dealer }: { dealer: TDealer }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();
  const invalidates = useInvalidates();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadDealerLogo(dealer.id, file),
    ...invalidates("dealers"),
  });
  const remove = useMutation({ mutationFn: () => removeDealerLogo(dealer.id), ...invalidates("dealers") });
  const busy = upload.isPending || remove.isPending;
  const src = logoUrl(dealer);
  const labelId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const local = logoFileProblem(file);
    setProblem(local);
    if (local) return;
    upload.mutate(file, {
      onSuccess: () => toastSuccess(MESSAGES.updated, "Your quotes now carry this logo."),
      onError: (error) => {
        setProblem(describeError(error));
        toastError(describeError(error));
      },
    });
  };

  const clear = async () => {
    if (!(await confirm({ title: "Remove the logo?", message: "Quotes show your company name instead." })))
      return;
    remove.mutate(undefined, {
      onSuccess: () => toastSuccess(MESSAGES.updated),
      onError: (error) => toastError(describeError(error)),
    });
  };

  return (
    <div className="grid gap-3">
      <p id={labelId} className="text-sm font-medium">
        Logo
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          aria-labelledby={labelId}
          className="flex h-24 w-full max-w-xs shrink-0 items-center justify-center rounded-lg border border-dashed bg-white p-3"
        >
          {src ? (
            <img
              src={src}
              alt={`${dealer.company_name} logo`}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="text-center text-lg font-semibold tracking-tight text-slate-900">
              {dealer.company_name}
            </span>
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={busy} onClick={() => inputRef.current?.click()}>
              <ImageUp aria-hidden="true" />
              {src ? "Replace logo" : "Upload logo"}
            </Button>
            {src && (
              <Button variant="ghost" disabled={busy} onClick={() => void clear()}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">
            PNG, JPEG or SVG, up to 1 MB. Without a logo, quotes show your company name.
          </p>
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={LOGO_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Logo file"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file can be chosen again after an error.
            event.target.value = "";
          }}
        />
      </div>
    </div>
  );
}

/**
 * Terms, validity and the reminder before expiry (decision 184): saved together, only what changed,
 * with the server's messages under the fields.
 */
function TermsForm({ dealer }: { dealer: TDealer }) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.dealers.update.mutationOptions(invalidates("dealers")));
  const [terms, setTerms] = useState(dealer.quote_terms ?? "");
  const [days, setDays] = useState(String(dealer.quote_validity_days));
  const [reminder, setReminder] = useState(dealer.expiry_reminder);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Fresh server data replaces the form's text (adjusted while rendering, no effect pass).
  const [seen, setSeen] = useState({
    terms: dealer.quote_terms,
    days: dealer.quote_validity_days,
    reminder: dealer.expiry_reminder,
  });
  if (
    seen.terms !== dealer.quote_terms ||
    seen.days !== dealer.quote_validity_days ||
    seen.reminder !== dealer.expiry_reminder
  ) {
    setSeen({
      terms: dealer.quote_terms,
      days: dealer.quote_validity_days,
      reminder: dealer.expiry_reminder,
    });
    setTerms(dealer.quote_terms ?? "");
    setDays(String(dealer.quote_validity_days));
    setReminder(dealer.expiry_reminder);
  }

  const changed: { quote_terms?: string | null; quote_validity_days?: number; expiry_reminder?: boolean } =
    {};
  if (terms.trim() !== (dealer.quote_terms ?? "").trim()) changed.quote_terms = terms.trim() ? terms : null;
  if (days.trim() !== String(dealer.quote_validity_days)) changed.quote_validity_days = Number(days);
  if (reminder !== dealer.expiry_reminder) changed.expiry_reminder = reminder;
  const dirty = Object.keys(changed).length > 0;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const number = Number(days);
    if (!Number.isInteger(number) || number < QUOTE_VALIDITY_DAYS.min || number > QUOTE_VALIDITY_DAYS.max)
      local.quote_validity_days = "Quote validity must be a whole number of days from 1 to 365.";
    setErrors(local);
    if (Object.keys(local).length > 0 || !dirty) return;
    update.mutate(
      { id: dealer.id, ...changed },
      {
        onSuccess: () => toastSuccess(MESSAGES.updated),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toastError(error);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} className="grid gap-5">
      <FormField
        label="Quote validity (days)"
        description="How long a quote sent to a customer can be accepted. Its link stops working after that."
        error={errors.quote_validity_days}
      >
        <Input
          type="number"
          inputMode="numeric"
          className="max-w-32"
          min={QUOTE_VALIDITY_DAYS.min}
          max={QUOTE_VALIDITY_DAYS.max}
          step={1}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </FormField>
      <label className="flex items-start gap-2.5 text-sm">
        <Checkbox
          className="mt-0.5"
          checked={reminder}
          onChange={(event) => setReminder(event.target.checked)}
        />
        <span>
          <span className="font-medium">Remind the customer before the quote expires</span>
          <span className="block text-muted-foreground">
            One e-mail in your name, 3 days before the end of its validity, while the customer has not
            answered.
          </span>
        </span>
      </label>
      <FormField
        label="Terms"
        description={`Printed under the totals of every quote (payment, installation, warranty). ${terms.length.toLocaleString("en-US")} / ${QUOTE_TERMS_MAX.toLocaleString("en-US")} characters.`}
        error={errors.quote_terms}
      >
        <Textarea
          rows={5}
          maxLength={QUOTE_TERMS_MAX}
          value={terms}
          placeholder="e.g. 50% deposit on acceptance, balance on installation."
          onChange={(event) => setTerms(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        {dirty && (
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => {
              setTerms(dealer.quote_terms ?? "");
              setDays(String(dealer.quote_validity_days));
              setReminder(dealer.expiry_reminder);
              setErrors({});
            }}
          >
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={!dirty || update.isPending}>
          Save
        </Button>
      </div>
    </Form>
  );
}

/**
 * How the dealer's quotes look to homeowners (decisions 065-066, 184): logo, terms, validity and the
 * reminder before expiry. For those who
 * may update the dealer (its admin, manufacturer admins); the server enforces the same.
 */
export function BrandingCard({ dealer }: { dealer: TDealer }) {
  return (
    <Card role="region" aria-labelledby="branding-title">
      <CardHeader>
        <CardTitle id="branding-title">Quote branding</CardTitle>
        <CardDescription>What homeowners see on the quotes you send them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <LogoField dealer={dealer} />
        <TermsForm dealer={dealer} />
      </CardContent>
    </Card>
  );
}
