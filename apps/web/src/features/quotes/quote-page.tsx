import { useMutation, useQuery } from "@tanstack/react-query";
import { formatInches } from "@screens/pricing/inches";
import { PRICE_LABELS } from "@screens/pricing/bridge";
import {
  canApproveQuote,
  canDeleteQuote,
  quoteDeleteRefusal,
  canEditQuoteContent,
  canSetAwaitingPayment,
  canSubmitQuote,
} from "@screens/domain/quote-rules";
import { allowedQuoteActions, quoteActionProblem } from "@screens/domain/lifecycle";
import { checkPermission } from "@screens/domain/permissions";
import { isStaff } from "@screens/domain/roles";
import { MESSAGES } from "@screens/domain/messages";
import { DECLINED_HOUSING_ADVICE_REASON } from "@screens/domain/housing-advice";
import { QUOTE_STATUS } from "@screens/domain/status";
import type { TConfiguration, TQuoteAccessory } from "@screens/domain/schemas";
import { BadgeCheck, ClipboardList, CreditCard, Send, Trash2, TriangleAlert, Undo2 } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { AccessoryDetailsDialog } from "@/features/accessories/accessory-details-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { DeclinedAdviceBadge } from "@/components/housing-advice/declined-advice-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/auth-context";
import { StatusBadge } from "@/features/lists/status-badge";
import { useDeactivate } from "@/features/lists/use-deactivate";
import { loadErrorStatus, useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { celebrate } from "@/lib/confetti";
import { formatDate, formatUSD } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { trpcErrorMessage } from "@/lib/trpc";
import { AccessoryQuantity, UnitQuantity } from "./accessory-quantity";
import { AccessoryRoom, RoomsCard, UnitRoom } from "./rooms";
import { LineChoiceField, OptionsCard } from "./line-choice";
import { LinePriceCell, type LinePriceContext } from "./line-price";
import { CustomerActions } from "./customer-actions";
import { CustomerNotice, SubmissionNotice } from "./customer-notice";
import { PaymentsCard } from "./payments-card";
import { RecallDialog } from "./recall-dialog";
import { SubmitDialog, type SubmitValues } from "./submit-dialog";
import { HistoryTimeline } from "./history-timeline";
import { QuoteOwnerCard } from "./quote-owner-card";
import { QuoteProgress } from "./progress";
import { DocumentActions, QuotePrintView } from "./quote-print";
import { QuoteDetailsForm } from "./quote-details-form";
import { QuoteSummary } from "./summary";
import { QuoteCopyActions } from "./quote-copy-actions";
import { SellingPriceCard } from "./selling-price-card";
import { ServiceLines } from "./service-lines";
import { TaxCard } from "./tax-card";
import { useQuoteHistory, wentToCustomer } from "./use-quote-history";
import { useAppNavigate } from "@/lib/navigation";
import { useCustomerView } from "@/lib/customer-view";

/** Inches with sixteenths as the pricing library writes them: 100 15/16". */
const inches = (value: number) => `${formatInches(value)}"`;

function NotSavedYet() {
  return <Badge variant="warning">Not saved yet</Badge>;
}

/** The quote's unit lines; a line's quantity of identical units changes in place (decision 160). */
export const configurationColumns = (
  editable: boolean,
  /** A line's kind changes while the quote is a draft (decision 182). */
  choiceEditable = false,
  /** The quote's markup and whether a line's own markup and discount change (decision 192). */
  price: LinePriceContext = { markup: 1.43, editable: false, customerView: false },
): DataTableColumn<TConfiguration>[] => [
  { id: "id", header: "ID", size: 70, visible: false },
  {
    id: "unit_name",
    header: "Name",
    phone: true,
    size: 176,
    // The size under the name: the row keeps its price in view on a 1440 px screen.
    cell: (row) => (
      <span className="block min-w-0">
        <span className="block font-medium whitespace-normal">{row.unit_name || "Untitled unit"}</span>
        <span className="block text-xs text-muted-foreground tabular-nums">
          {inches(row.unit_width_in)} × {inches(row.unit_height_in)}
        </span>
        {/* Staff's and the dealer's record, never in front of the homeowner (decision 198). */}
        {row.housing_advice_declined_at && !price.customerView && (
          <DeclinedAdviceBadge
            declinedAt={row.housing_advice_declined_at}
            data-testid="unit-declined-housing-advice"
          />
        )}
      </span>
    ),
  },
  {
    id: "dimensions",
    header: "Dimensions",
    visible: false,
    accessor: (row) => `${inches(row.unit_width_in)} × ${inches(row.unit_height_in)}`,
  },
  {
    id: "room",
    header: "Room",
    // A rep sets the rooms and the quantity at the homeowner's, on a phone too (decisions 160, 161).
    phone: true,
    size: 130,
    accessor: (row) => row.room ?? "",
    cell: (row) => <UnitRoom unit={row} editable={editable} />,
  },
  {
    id: "quantity",
    header: "Quantity",
    phone: true,
    alignment: "right",
    size: 128,
    cell: (row) => <UnitQuantity unit={row} editable={editable} />,
  },
  {
    id: "choice",
    header: "Option",
    // Set at the homeowner's too, from the line's card (decision 182).
    phone: true,
    size: 136,
    accessor: (row) => row.choice_group ?? row.choice,
    cell: (row) => (
      <LineChoiceField
        line="unit"
        row={row}
        name={row.unit_name || "Untitled unit"}
        editable={choiceEditable && row.saved_at !== null}
      />
    ),
  },
  {
    id: "customer_price",
    header: PRICE_LABELS.customer_price,
    phone: true,
    alignment: "right",
    size: 112,
    wrapHeader: true,
    // The line's price: one unit's times the quantity, less the line's discount (decision 192).
    accessor: (row) => row.line_price,
    // A unit never saved has no price and counts in no total (decision 070).
    cell: (row) =>
      row.saved_at === null ? (
        <NotSavedYet />
      ) : (
        <LinePriceCell
          priced={{ line: "unit", name: row.unit_name || "Untitled unit", row }}
          context={price}
        />
      ),
  },
  {
    id: "unit_total",
    header: PRICE_LABELS.dealer_cost,
    alignment: "right",
    size: 120,
    visible: false,
    accessor: (row) => row.line_dealer_cost,
    cell: (row) => (row.saved_at === null ? <NotSavedYet /> : formatUSD(row.line_dealer_cost)),
  },
  {
    id: "created_at",
    header: "Created",
    size: 130,
    visible: false,
    cell: (row) => formatDate(row.created_at),
  },
];

/** The quote's accessory lines; the quantity changes in place where the quote may be edited. */
export const accessoryColumns = (
  editable: boolean,
  choiceEditable = false,
  price: LinePriceContext = { markup: 1.43, editable: false, customerView: false },
): DataTableColumn<TQuoteAccessory>[] => [
  { id: "id", header: "ID", size: 70, visible: false },
  {
    id: "prod_name",
    header: "Name",
    phone: true,
    size: 190,
    cell: (row) => <span className="block font-medium whitespace-normal">{row.prod_name}</span>,
  },
  { id: "sku", header: "SKU", visible: false },
  {
    id: "room",
    header: "Room",
    size: 130,
    accessor: (row) => row.room ?? "",
    cell: (row) => <AccessoryRoom line={row} editable={editable} />,
  },
  {
    id: "quantity",
    header: "Quantity",
    alignment: "right",
    size: 128,
    cell: (row) => <AccessoryQuantity line={row} editable={editable} />,
  },
  {
    id: "choice",
    header: "Option",
    phone: true,
    size: 136,
    accessor: (row) => row.choice_group ?? row.choice,
    cell: (row) => (
      <LineChoiceField line="accessory" row={row} name={row.prod_name} editable={choiceEditable} />
    ),
  },
  {
    id: "price",
    header: PRICE_LABELS.customer_price,
    phone: true,
    alignment: "right",
    size: 112,
    wrapHeader: true,
    accessor: (row) => row.line_price,
    cell: (row) => <LinePriceCell priced={{ line: "accessory", name: row.prod_name, row }} context={price} />,
  },
  {
    id: "created_at",
    header: "Created",
    size: 130,
    visible: false,
    cell: (row) => formatDate(row.created_at),
  },
];

/** A side column's card: after the lines, the total and the details on a phone (decision 199). */
const SIDE_CARD = "order-6 min-w-0 empty:hidden lg:order-none";

/** The saved units kept against "Jumbo housing recommended" (decision 198). */
export function declinedAdviceUnits(units: readonly TConfiguration[]): TConfiguration[] {
  return units.filter((unit) => unit.saved_at !== null && unit.housing_advice_declined_at);
}

/** "Jumbo housing was recommended and declined for 2 units: Lanai, Pool side." */
export function declinedAdviceSentence(units: readonly TConfiguration[]): string {
  const names = units.map((unit) => unit.unit_name || "Untitled unit").join(", ");
  return `Jumbo housing was recommended and declined for ${
    units.length === 1 ? "1 unit" : `${units.length} units`
  }: ${names}.`;
}

/** The quote's units kept against the housing advice, for staff and the dealer (decision 198). */
function DeclinedAdviceNotice({ units }: { units: readonly TConfiguration[] }) {
  if (units.length === 0) return null;
  return (
    <Alert variant="warning" data-testid="quote-declined-housing-advice">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{declinedAdviceSentence(units)}</AlertTitle>
      <AlertDescription>
        {DECLINED_HOUSING_ADVICE_REASON} The dealer saved {units.length === 1 ? "it" : "them"} with the
        housing chosen.
      </AlertDescription>
    </Alert>
  );
}

export default function QuotePage() {
  const trpc = useTRPC();
  const id = useIdParam();
  const navigate = useAppNavigate();
  const confirm = useConfirm();
  const { agent } = useAuth();
  const invalidates = useInvalidates();
  // Nothing is loaded without the permission <Page> checks (product rule R38).
  const canRead = usePermission("quote.r");
  const quote = useQuery(trpc.quotes.get.queryOptions({ id }, { retry: false, enabled: canRead }));
  const history = useQuoteHistory(id, quote.data?.status, canRead);
  const actor = useMemo(
    () => ({ role_id: agent?.role_id ?? 99, account_id: agent?.account_id ?? null }),
    [agent],
  );
  const removeUnit = useMutation(
    trpc.configurations.deactivate.mutationOptions(invalidates("configurations")),
  );
  // An accessory is a line of its quote: the quote's lists and totals show it.
  const removeAccessory = useMutation(trpc.accessories.deactivate.mutationOptions(invalidates("quotes")));
  const removeQuote = useMutation(trpc.quotes.deactivate.mutationOptions(invalidates("quotes")));
  const updateQuote = useMutation(trpc.quotes.update.mutationOptions(invalidates("quotes")));
  const submitQuote = useMutation(trpc.quotes.submit.mutationOptions(invalidates("quotes")));
  const recallQuote = useMutation(trpc.quotes.recall.mutationOptions(invalidates("quotes")));
  const [submitting, setSubmitting] = useState(false);
  const [recalling, setRecalling] = useState(false);
  const createOrder = useMutation(trpc.orders.create.mutationOptions(invalidates("quotes", "orders")));
  const busy =
    removeQuote.isPending ||
    updateQuote.isPending ||
    createOrder.isPending ||
    submitQuote.isPending ||
    recallQuote.isPending;
  // Stable callbacks keep the tables' row menus mounted (and open) when the page re-renders, e.g.
  // when the history or the print document arrives.
  const { mutateAsync: removeUnitAsync } = removeUnit;
  const { mutateAsync: removeAccessoryAsync } = removeAccessory;
  const deactivateUnit = useDeactivate(
    useCallback((unitId: number) => removeUnitAsync({ id: unitId }), [removeUnitAsync]),
    "this configuration",
  );
  const deactivateAccessory = useDeactivate(
    useCallback((itemId: number) => removeAccessoryAsync({ id: itemId }), [removeAccessoryAsync]),
    "this accessory",
  );
  const deactivateQuote = useDeactivate((quoteId) => removeQuote.mutateAsync({ id: quoteId }), "this quote");
  const data = quote.data;
  const status = data?.status ?? 0;
  const permissions = agent?.permissions;
  const canUpdate = !!permissions && checkPermission(permissions, "quote.u");
  const editable = canUpdate && canEditQuoteContent(actor, status);
  const staff = isStaff(actor.role_id);
  const customerView = useCustomerView().on;
  const canChangeUnits = editable && checkPermission(permissions, "configuration.u");
  // A line is made optional or an alternative while the quote is a draft (decision 182).
  const choiceEditable = editable && status === QUOTE_STATUS.STARTED;
  // The selling price, services and tax change while the quote is a draft, or a signed job the
  // dealer corrects before submitting it (decisions 131, 132, 136); a line's own price too (192).
  const draftEditable =
    editable && (status === QUOTE_STATUS.STARTED || status === QUOTE_STATUS.CUSTOMER_ACCEPTED);
  const quoteMarkup = data?.selling.markup ?? 1.43;
  const linePrice = useMemo(
    () => ({ markup: quoteMarkup, editable: draftEditable, customerView }),
    [quoteMarkup, draftEditable, customerView],
  );
  const configurationTable = useMemo(() => {
    const columns = configurationColumns(canChangeUnits, choiceEditable, linePrice);
    return customerView ? columns.filter((column) => column.id !== "unit_total") : columns;
  }, [customerView, canChangeUnits, choiceEditable, linePrice]);
  const mayRecall = allowedQuoteActions({ ...actor, permissions }, status).includes("recall");

  const configurationOptions = useMemo(
    () => ({
      selectable: true,
      actions: true,
      onClick: (row: TConfiguration) => void navigate(`/panel/configurations/${row.id}`),
      onCreate: editable ? () => void navigate(`/panel/quotes/${id}/new-configuration`) : undefined,
      onDelete: editable ? (row: TConfiguration) => void deactivateUnit(row.id) : undefined,
    }),
    [deactivateUnit, editable, id, navigate],
  );
  const canChangeQuantity = editable && checkPermission(permissions, "accessory.u");
  const accessoryTable = useMemo(
    () => accessoryColumns(canChangeQuantity, choiceEditable, linePrice),
    [canChangeQuantity, choiceEditable, linePrice],
  );
  const [viewedAccessory, setViewedAccessory] = useState<TQuoteAccessory | null>(null);
  const accessoryOptions = useMemo(
    () => ({
      selectable: true,
      actions: true,
      // View (and a row click) shows the line; there is no accessory page.
      onClick: (row: TQuoteAccessory) => setViewedAccessory(row),
      onCreate: editable ? () => void navigate(`/panel/quotes/${id}/add-on-accessories`) : undefined,
      onDelete: editable ? (row: TQuoteAccessory) => void deactivateAccessory(row.id) : undefined,
    }),
    [deactivateAccessory, editable, id, navigate],
  );

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      toastError(error);
    }
  };

  const submitForApproval = () => {
    if (!data) return;
    // The lifecycle table's guards with the quote's facts; the server checks them again.
    const problem = quoteActionProblem({ ...actor, permissions }, data, "submit");
    if (problem) {
      toastError(problem);
      return;
    }
    setSubmitting(true);
  };
  const submit = async (values: SubmitValues) => {
    try {
      await submitQuote.mutateAsync({ id, ...values });
      toastSuccess(MESSAGES.updated);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };
  const recall = async (reason: string) => {
    try {
      await recallQuote.mutateAsync({ id, reason });
      toastSuccess("Quote recalled.", "Change it and submit it again.");
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  const setAwaitingPayment = () =>
    run(async () => {
      await updateQuote.mutateAsync({ id, status: QUOTE_STATUS.AWAITING_PAYMENT });
      toastSuccess(MESSAGES.updated);
    });

  const approve = () =>
    run(async () => {
      // The units kept against the housing advice are named where the order is approved (decision 198).
      const declined = declinedAdviceUnits(data?.screenconfigurations ?? []);
      if (
        !(await confirm({
          title: "Approve and submit the order?",
          message:
            declined.length === 0
              ? "An order is created from this quote."
              : `An order is created from this quote. ${declinedAdviceSentence(declined)}`,
        }))
      )
        return;
      const order = await createOrder.mutateAsync({ quote_id: id });
      // Typed, but a proxy or an old server could still answer without an id.
      if (typeof (order as { id?: unknown } | null)?.id !== "number") {
        toastError(MESSAGES.invalidServerResponse);
        return;
      }
      toastSuccess(MESSAGES.created);
      void celebrate();
    });

  const remove = async () => {
    // The server's refusal in its words: the status's rule or the missing permission (decision 193).
    const refusal = quoteDeleteRefusal({ ...actor, permissions }, status);
    if (refusal) {
      toastError(refusal.message);
      return;
    }
    if (await deactivateQuote(id)) void navigate("/panel/quotes");
  };

  return (
    <Page permission="quote.r" loading={quote.isPending} error={loadErrorStatus(quote.error)}>
      {data && agent && (
        <>
          {/* On paper the page is the customer's document (quote-print.tsx); the panel is screen only. */}
          <div className="print:hidden">
            <PageHeader
              back={<BackButton to="/panel/quotes" label="Quotes" />}
              title={
                <span className="flex flex-wrap items-center gap-3">
                  {data.title}
                  <StatusBadge kind="quote" status={data.status} />
                </span>
              }
              description={[data.quote_number, data.dealer?.company_name, formatDate(data.created_at)]
                .filter(Boolean)
                .join(" · ")}
              actions={
                <>
                  <DocumentActions quoteId={id} />
                  <QuoteCopyActions quote={data} />
                  {/* Only where the lifecycle lets this agent delete (not a dealer's submitted quote). */}
                  {canDeleteQuote({ ...actor, permissions }, data.status) && (
                    <Button variant="outline" onClick={() => void remove()} disabled={busy}>
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  )}
                  {canSetAwaitingPayment(actor, data.status) && canUpdate && (
                    <Button variant="outline" onClick={() => void setAwaitingPayment()} disabled={busy}>
                      <CreditCard aria-hidden="true" />
                      Set Status: Awaiting Payment
                    </Button>
                  )}
                  {mayRecall && (
                    <Button variant="outline" onClick={() => setRecalling(true)} disabled={busy}>
                      <Undo2 aria-hidden="true" />
                      Recall
                    </Button>
                  )}
                  <CustomerActions quote={data} agent={agent} busy={busy} />
                  {canSubmitQuote(data.status) && canUpdate && (
                    <Button onClick={submitForApproval} disabled={busy}>
                      <Send aria-hidden="true" />
                      Submit for Approval
                    </Button>
                  )}
                  {canApproveQuote(actor, data.status) && checkPermission(permissions, "order.c") && (
                    <Button onClick={() => void approve()} disabled={busy}>
                      <BadgeCheck aria-hidden="true" />
                      Approve &amp; Submit Order
                    </Button>
                  )}
                  {data.order_id && (
                    <Button onClick={() => void navigate(`/panel/orders/${data.order_id}`)}>
                      <ClipboardList aria-hidden="true" />
                      View Order
                    </Button>
                  )}
                </>
              }
            />
            <div className="mb-6 flex flex-col gap-4">
              <QuoteProgress
                status={data.status}
                roleId={actor.role_id}
                withCustomer={wentToCustomer(history.data?.quote, QUOTE_STATUS.CUSTOMER_APPROVAL)}
              />
              <CustomerNotice
                status={data.status}
                history={history.data?.quote}
                validUntil={data.valid_until}
                signature={data.signature}
                copyLinkOf={canUpdate ? data.id : undefined}
              />
              <SubmissionNotice status={data.status} signature={data.signature} />
              {!customerView && (
                <DeclinedAdviceNotice units={declinedAdviceUnits(data.screenconfigurations)} />
              )}
            </div>
            {/* On a phone the lines and the total come first, then the details and the side column's
                cards (decision 199): the columns' boxes step aside (display: contents) below lg, and
                each card's order places it. */}
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_296px]">
              <div className="contents lg:grid lg:min-w-0 lg:grid-cols-1 lg:gap-6">
                <div className="order-5 min-w-0 lg:order-none">
                  <QuoteDetailsForm quote={data} editable={editable} />
                </div>
                <div className="order-1 min-w-0 lg:order-none">
                  <DataTable
                    name="quote_configurations"
                    displayName="Configurations"
                    itemName="Configuration"
                    data={data.screenconfigurations}
                    columns={configurationTable}
                    rowOptions={configurationOptions}
                  />
                </div>
                <div className="order-2 min-w-0 lg:order-none">
                  <DataTable
                    name="quote_accessories"
                    displayName="Accessories"
                    itemName="Accessory"
                    data={data.add_on_accessories}
                    columns={accessoryTable}
                    rowOptions={accessoryOptions}
                  />
                </div>
                <div className="order-3 min-w-0 empty:hidden lg:order-none">
                  <ServiceLines quote={data} editable={draftEditable} choiceEditable={choiceEditable} />
                </div>
                <div className="order-last min-w-0 lg:order-none">
                  <HistoryTimeline
                    kind="quote"
                    entries={history.data?.quote}
                    loading={history.isPending}
                    error={history.error ? trpcErrorMessage(history.error) : null}
                  />
                </div>
              </div>
              <aside className="contents lg:sticky lg:top-20 lg:grid lg:min-w-0 lg:grid-cols-1 lg:gap-6 lg:self-start">
                {/* A card that renders nothing leaves no empty cell (empty:hidden). */}
                <div className={SIDE_CARD}>
                  <QuoteOwnerCard quote={data} roleId={actor.role_id} />
                </div>
                <div className="order-4 min-w-0 empty:hidden lg:order-none">
                  <QuoteSummary quote={data} staff={staff} />
                </div>
                <div className={SIDE_CARD}>
                  <OptionsCard quote={data} />
                </div>
                <div className={SIDE_CARD}>
                  <RoomsCard quote={data} />
                </div>
                {!customerView && (
                  <div className={SIDE_CARD}>
                    <SellingPriceCard quote={data} editable={draftEditable} />
                  </div>
                )}
                <div className={SIDE_CARD}>
                  <TaxCard quote={data} editable={draftEditable} />
                </div>
                <div className={SIDE_CARD}>
                  <PaymentsCard quote={data} customerView={customerView} />
                </div>
              </aside>
            </div>
          </div>
          <SubmitDialog open={submitting} onOpenChange={setSubmitting} onSubmit={submit} busy={busy} />
          <RecallDialog open={recalling} onOpenChange={setRecalling} onRecall={recall} busy={busy} />
          <AccessoryDetailsDialog
            accessory={viewedAccessory}
            onOpenChange={(open) => !open && setViewedAccessory(null)}
          />
          <QuotePrintView quoteId={id} enabled={canRead && !!quote.data} />
        </>
      )}
    </Page>
  );
}
