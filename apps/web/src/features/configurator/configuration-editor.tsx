import { computeSeamLocation, housingAdvice } from "@screens/pricing";
import { formatUSD } from "@screens/pricing/money";
import type { Configuration, ConfigurationField } from "@screens/pricing/configuration";
import type { PriceBook } from "@screens/pricing/book";
import type { DealerTerms } from "@screens/pricing/money";
import { MESSAGES } from "@screens/domain/messages";
import {
  DECLINED_HOUSING_ADVICE_REASON,
  DECLINED_HOUSING_ADVICE_TITLE,
} from "@screens/domain/housing-advice";
import { Loader2, Lock, Mail, Save, TriangleAlert } from "lucide-react";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { toastError } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { ORDERED_MESSAGE, supportMailto, type EditorAccess } from "./editability";
import {
  DimensionControl,
  FieldContext,
  SelectControl,
  TextControl,
  ToggleControl,
  type FieldContextValue,
} from "./fields";
import { CONTENT_TOGGLES, labelOf, SECTIONS } from "./labels";
import { MullionDiagram } from "./mullion-diagram";
import { figuresFromBreakdown, figuresFromServer, PricingSummary } from "./pricing-summary";
import type { ConfigurationRow, EditorQuoteRow, SavedConfigurationRow } from "./types";
import { sameConfiguration, toConfiguration, useConfigurationEditor } from "./use-configuration-editor";
import { useLeaveGuard } from "./use-leave-guard";
import { usePageUrl } from "@/lib/page-url";
import { useCustomerView } from "@/lib/customer-view";
import { Form } from "@/components/ui/form";

export const LEAVE_TITLE = "Leave without saving?";
export const LEAVE_CHANGES_MESSAGE = "Your changes to this unit have not been saved. Leaving discards them.";
export const LEAVE_NEW_UNIT_MESSAGE =
  "This unit has never been saved. Leaving removes it from the quote; save it to keep it.";

/** What the editor reads of the unit's quote: its markup, and the support e-mail's references. */
export type EditorQuote = Pick<
  EditorQuoteRow,
  "id" | "status" | "markup_variable" | "quote_number" | "dealer"
>;

export interface ConfigurationEditorProps {
  /** The unit as the server returned it (configuration fields plus charges, total, order code). */
  row: ConfigurationRow;
  book: PriceBook;
  /** The quote's dealer terms: its price level and discount (decision 149); default the standard. */
  terms?: DealerTerms;
  quote: EditorQuote;
  access: EditorAccess;
  isStaff: boolean;
  /** Saves and returns the server's row (its figures are shown afterwards), or null when it failed. */
  onSave: (configuration: Configuration) => Promise<SavedConfigurationRow | null>;
  /** The save mutation is on its way. */
  saving: boolean;
  onDuplicate: () => void;
  /** The duplicate mutation is on its way. */
  duplicating: boolean;
  /** Removes a never-saved unit when the user leaves it (decision 070). */
  onDiscard?: () => Promise<void>;
}

const DIMENSION_FIELDS = new Set<ConfigurationField>([
  "unit_width_in",
  "unit_height_in",
  "fabric_seam_specified",
  "mullion_top_in",
  "mullion_bottom_in",
  "mullion_left_in",
  "mullion_left_middle_in",
  "mullion_middle_in",
  "mullion_right_middle_in",
  "mullion_right_in",
  "buildout_length_in",
]);
const TOGGLE_FIELDS = new Set<ConfigurationField>([
  "included_clear_window",
  "frame_color_varies",
  "motor_extended_cord",
  "retention_cut_to_length",
]);

export function ConfigurationEditor({
  row,
  book,
  terms,
  quote,
  access,
  isStaff,
  onSave,
  saving,
  onDuplicate,
  duplicating,
  onDiscard,
}: ConfigurationEditorProps) {
  const initial = useMemo(() => toConfiguration(row), [row]);
  // A unit at its own markup is priced at it here too, as on the quote page (decision 192).
  const markup = row.line_markup ?? quote.markup_variable;
  const editor = useConfigurationEditor(initial, book, markup, terms);
  const { config, derived, touched, setField, touch, touchAll, configRef } = editor;
  const [saved, setSaved] = useState<{ config: Configuration; row: ConfigurationRow }>(() => ({
    config: editor.config,
    row,
  }));
  const confirm = useConfirm();
  // In front of the homeowner the bar shows the customer's price, as the summary does.
  const customerView = useCustomerView().on;
  const readOnly = !access.editable;

  // A unit never saved has no price yet (decision 070): its figures are the live estimate and
  // leaving it asks, like unsaved changes do.
  const neverSaved = saved.row.saved_at === null;
  const dirty = !sameConfiguration(config, saved.config);
  const unsaved = dirty || neverSaved;
  const figures = useMemo(() => {
    if (!unsaved) return figuresFromServer(saved.row, book, terms);
    return derived.price.ok
      ? figuresFromBreakdown(derived.price.breakdown, derived.orderCode, derived.description)
      : null;
  }, [unsaved, saved.row, derived, book, terms]);
  const problems = Object.keys(derived.errors).length;
  // In the form's order, so "the first" is the one highest on the page (product rule R51).
  const problemFields = useMemo(() => {
    const inForm = (field: string) =>
      typeof document === "undefined" ? null : document.querySelector<HTMLElement>(`[name="${field}"]`);
    return (Object.keys(derived.errors) as ConfigurationField[]).sort((a, b) => {
      const [x, y] = [inForm(a), inForm(b)];
      if (!x || !y) return 0;
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
  }, [derived.errors]);
  /** Shows the field's errors and puts the focus on it, scrolled into view. */
  const focusField = (field: ConfigurationField) => {
    touch(field);
    const element = document.querySelector<HTMLElement>(`[name="${field}"]`);
    element?.focus();
    element?.scrollIntoView({ block: "center" });
  };

  useLeaveGuard({
    active: !readOnly && unsaved,
    title: LEAVE_TITLE,
    message: neverSaved ? LEAVE_NEW_UNIT_MESSAGE : LEAVE_CHANGES_MESSAGE,
    onLeave: neverSaved ? onDiscard : undefined,
  });

  // The width whose optional advice the user declined: asked once per value, not on every blur.
  const declinedWidth = useRef<number | null>(null);
  // Housing advice (product rule R15): asked when the width is committed or the housing type changes.
  const adviseHousing = async (field: ConfigurationField) => {
    if (readOnly || (field !== "unit_width_in" && field !== "housing_type")) return;
    const current = configRef.current;
    const advice = housingAdvice(current);
    if (!advice || (field === "housing_type" && advice.kind !== "require")) return;
    if (advice.cancellable && declinedWidth.current === current.unit_width_in) return;
    const accepted = await confirm({
      title: advice.kind === "require" ? "Jumbo housing required" : "Jumbo housing recommended",
      message: advice.message,
      hideCancel: !advice.cancellable,
    });
    if (accepted || !advice.cancellable) setField("housing_type", advice.switchTo);
    else declinedWidth.current = current.unit_width_in;
    returnFocusTo(field);
  };

  const context: FieldContextValue = {
    config,
    states: derived.states,
    errors: derived.errors,
    touched,
    readOnly,
    setField,
    touch,
    onCommit: (field) => void adviseHousing(field),
  };

  const save = async () => {
    // Like the other forms (product rule R41): nothing changed, nothing sent. A unit never saved is
    // always sent: its first Save is what gives it a price.
    if (!unsaved) {
      toast.info(MESSAGES.noChanges);
      return;
    }
    if (problems > 0) {
      touchAll();
      const first = problemFields[0];
      if (first) focusField(first);
      toastError("Please correct the highlighted fields before saving.");
      return;
    }
    // A Save against "Jumbo housing recommended" declines it and the unit keeps that on record
    // (decision 198, product rule R55): the advice is shown before, unless it was just answered for
    // this width or the unit already keeps it declined at this width.
    const current = configRef.current;
    const advice = housingAdvice(current);
    const answered =
      declinedWidth.current === current.unit_width_in ||
      (Boolean(saved.row.housing_advice_declined_at) && saved.config.unit_width_in === current.unit_width_in);
    if (advice?.kind === "recommend" && !answered) {
      const accepted = await confirm({ title: "Jumbo housing recommended", message: advice.message });
      if (accepted) setField("housing_type", advice.switchTo);
      else declinedWidth.current = current.unit_width_in;
    }
    const serverRow = await onSave(configRef.current);
    if (!serverRow) return;
    setSaved({ config: configRef.current, row: serverRow });
    const live = derived.price.ok ? derived.price.breakdown.unit_total : null;
    if (live !== null && serverRow.unit_total !== live)
      console.error(`Price mismatch: editor ${live}, server ${serverRow.unit_total}`);
  };

  const rotationHint = (() => {
    const s = derived.states.rotate_fabric;
    if (!s.visible) return undefined;
    if (config.rotate_fabric === "n/a") return "Patterned fabric: rotation does not apply.";
    if (!s.enabled && config.rotate_fabric)
      return "Rotated automatically: the unit is taller than the usable fabric width.";
    if (!s.enabled) return "Rotation is not possible at this width.";
    return "Rotate the fabric to run it sideways.";
  })();
  const seamHint = (() => {
    if (!derived.states.fabric_seam_location.visible) return undefined;
    const seam = computeSeamLocation(config, book);
    if (!seam.required) return "No seam needed at this height.";
    if (seam.seam_in !== null) return `A seam is needed: ${seam.seam_in} in from the bottom.`;
    return "A seam is needed at this height: choose high, low or specify.";
  })();

  const sectionVisible = (fields: readonly ConfigurationField[]) =>
    fields.some((f) => derived.states[f].visible);

  const renderField = (field: ConfigurationField): ReactNode => {
    if (field === "unit_name") return <TextControl key={field} field={field} />;
    if (field === "buildout_quantity") return <TextControl key={field} field={field} type="integer" />;
    if (field === "rotate_fabric") return <SelectControl key={field} field={field} hint={rotationHint} />;
    if (field === "fabric_seam_location") return <SelectControl key={field} field={field} hint={seamHint} />;
    if (DIMENSION_FIELDS.has(field)) return <DimensionControl key={field} field={field} />;
    if (TOGGLE_FIELDS.has(field))
      return <ToggleControl key={field} field={field} description={toggleDescription(field)} />;
    if (TOGGLE_FIELDS.has(field) && !readOnly)
      return (
        <div key={field} className="sm:col-span-2">
          <ToggleControl field={field} description={toggleDescription(field)} />
        </div>
      );
    return <SelectControl key={field} field={field} />;
  };

  return (
    <FieldContext.Provider value={context}>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Form
          className="space-y-5 lg:col-span-2"
          aria-label="Configuration"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (access.showSave) void save();
          }}
        >
          <AccessNotice access={access} row={row} quote={quote} unitName={config.unit_name} />
          {/* The dealer's own record and the manufacturer's, never the homeowner's (decision 198). */}
          {!customerView && saved.row.housing_advice_declined_at && !dirty && (
            <DeclinedHousingAdvice declinedAt={saved.row.housing_advice_declined_at} />
          )}

          {/* Phones: the summary stacks below the form; the total stays in view here. */}
          <a
            href="#pricing-summary-title"
            className="flex items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-sm lg:hidden"
          >
            <span className="text-sm text-slate-300">Unit price</span>
            <span className="text-right">
              <span className="block text-lg font-semibold tabular-nums">
                {figures ? formatUSD(figures.unit_total) : "—"}
              </span>
              {figures && (
                <span className="block text-xs text-slate-400">
                  Customer {formatUSD(figures.customer_price)}
                </span>
              )}
            </span>
          </a>

          {!readOnly ? (
            <Section
              id="unit-contents"
              title="Unit Contents"
              description="The assemblies this unit includes."
            >
              <div className="grid items-start gap-3 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <ToggleControl
                    field="included_complete_unit"
                    description="Housing, track retention, hem bar, fabric, motor and tube"
                    onChange={(on) => setField("included_complete_unit", on)}
                  />
                </div>
                {CONTENT_TOGGLES.map((f) => (
                  <ToggleControl
                    key={f}
                    field={f}
                    description={f === "included_buildout" ? "Addon" : undefined}
                  />
                ))}
              </div>
            </Section>
          ) : (
            <IncludedSummary config={config} />
          )}

          {SECTIONS.filter((s) => sectionVisible(s.fields)).map((section) => {
            // The clear window's mullions with a diagram of the opening they split (decision 199).
            const mullions =
              section.fields.includes("mullion_middle_in") && derived.states.mullion_middle_in.visible ? (
                <div className="sm:col-span-2">
                  <MullionDiagram config={config} />
                </div>
              ) : null;
            return (
              <Section key={section.id} id={section.id} title={section.title}>
                {readOnly ? (
                  // A unit that can no longer change reads as a document (decision 199).
                  <>
                    <dl className="grid items-start gap-x-6 gap-y-3 sm:grid-cols-2">
                      {section.fields.map(renderField)}
                    </dl>
                    {mullions && <div className="mt-4">{mullions}</div>}
                  </>
                ) : (
                  <div className="grid items-start gap-4 sm:grid-cols-2">
                    {section.fields.map(renderField)}
                    {mullions}
                  </div>
                )}
              </Section>
            );
          })}

          {access.showSave && (
            // Below lg the price and Save stay in view (product rule R51): a bar stuck to the bottom of
            // the screen, above the phone's bottom navigation (64 px and a gap), while the form scrolls.
            <div
              data-testid="editor-save-bar"
              className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex items-center justify-end gap-3 rounded-lg border bg-card/95 p-3 shadow-lg backdrop-blur md:bottom-2 lg:static lg:rounded-none lg:border-x-0 lg:border-b-0 lg:bg-transparent lg:p-0 lg:pt-5 lg:shadow-none lg:backdrop-blur-none"
            >
              <div className="mr-auto min-w-0 lg:hidden" data-testid="editor-save-bar-price">
                {figures ? (
                  <p className="text-lg font-semibold tabular-nums">
                    {formatUSD(customerView ? figures.customer_price : figures.unit_total)}
                  </p>
                ) : (
                  <p className="text-sm font-medium text-destructive">
                    {problems === 1 ? "1 field needs attention" : `${problems} fields need attention`}
                  </p>
                )}
                {unsaved && (
                  <p className="truncate text-xs text-muted-foreground">
                    {neverSaved ? "Not saved yet" : "Unsaved changes"}
                  </p>
                )}
              </div>
              {unsaved && (
                <p className="hidden text-sm text-muted-foreground lg:mr-auto lg:block">
                  {neverSaved ? "This unit has not been saved yet." : "You have unsaved changes."}
                </p>
              )}
              <Button type="submit" size="lg" disabled={saving}>
                {saving ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                Save
              </Button>
            </div>
          )}
        </Form>
        {/* Sticky below the 64 px top bar (top-20 = 80 px) and never taller than the window, so the
            card's lower part (Duplicate) scrolls within the column instead of waiting for the page end. */}
        <aside
          className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain"
          aria-label="Pricing summary"
        >
          <PricingSummary
            figures={figures}
            problemCount={problems}
            problemFields={problemFields}
            onFocusField={focusField}
            markup={markup}
            showListPrice={isStaff}
            onDuplicate={access.editable ? onDuplicate : undefined}
            duplicating={duplicating}
          />
        </aside>
      </div>
    </FieldContext.Provider>
  );
}

/**
 * After a dialog closes, focus goes back to the control that raised it (the dialog itself restores
 * whatever had focus when it opened, which after a blur is not that control).
 */
function returnFocusTo(field: ConfigurationField) {
  setTimeout(() => document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus(), 0);
}

function toggleDescription(field: ConfigurationField): string | undefined {
  switch (field) {
    case "included_clear_window":
      return "A clear vinyl window; jumbo housing and the clear-window fabric.";
    case "frame_color_varies":
      return "Choose a colour per component (powder coating charge).";
    case "motor_extended_cord":
      return "Adds an extension to the motor cord.";
    case "retention_cut_to_length":
      return "Track shipped cut to the unit height.";
    default:
      return undefined;
  }
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border bg-card p-5 shadow-sm shadow-slate-900/5 sm:p-6"
    >
      <div className="mb-4">
        <h2 id={`${id}-title`} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

function IncludedSummary({ config }: { config: Configuration }) {
  const included = CONTENT_TOGGLES.filter((f) => config[f]);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-4 text-sm shadow-sm">
      <span className="mr-1 font-medium">Includes</span>
      {config.included_complete_unit && <Badge>Complete Unit</Badge>}
      {included.map((f) => (
        <Badge key={f} variant="secondary">
          {labelOf(f)}
        </Badge>
      ))}
      {config.included_clear_window && <Badge variant="secondary">Clear window</Badge>}
    </div>
  );
}

/** A unit kept against "Jumbo housing recommended" (decision 198). */
export function DeclinedHousingAdvice({ declinedAt }: { declinedAt: string }) {
  return (
    <Alert variant="warning" className="shadow-sm" data-testid="declined-housing-advice">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{DECLINED_HOUSING_ADVICE_TITLE}</AlertTitle>
      <AlertDescription>
        {DECLINED_HOUSING_ADVICE_REASON} Saved with this housing on {formatDate(declinedAt)}.
      </AlertDescription>
    </Alert>
  );
}

function AccessNotice({
  access,
  quote,
  unitName,
}: {
  access: EditorAccess;
  row: ConfigurationRow;
  quote: EditorQuote;
  unitName: string;
}) {
  const pageUrl = usePageUrl();
  if (!access.notice) return null;
  if (access.notice === "ordered")
    return (
      <Alert variant="warning" className="shadow-sm">
        <Lock aria-hidden="true" />
        <AlertTitle>{ORDERED_MESSAGE}</AlertTitle>
      </Alert>
    );
  if (access.notice === "contact-support") {
    const href = supportMailto({
      dealerName: quote.dealer?.company_name ?? "",
      unitName,
      quoteId: quote.id,
      quoteNumber: quote.quote_number,
      configurationUrl: pageUrl,
    });
    return (
      <Alert variant="warning" className="shadow-sm">
        <Lock aria-hidden="true" />
        <AlertTitle>This quote is awaiting approval</AlertTitle>
        <AlertDescription>
          <p>
            The configuration is read-only while the quote is pending. To change it, contact customer support.
          </p>
          <a href={href} className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-3")}>
            <Mail aria-hidden="true" />
            Contact customer support
          </a>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert className="shadow-sm">
      <Lock aria-hidden="true" />
      <AlertTitle>Read-only</AlertTitle>
      <AlertDescription>
        This configuration cannot be edited in the quote&apos;s current status.
      </AlertDescription>
    </Alert>
  );
}
