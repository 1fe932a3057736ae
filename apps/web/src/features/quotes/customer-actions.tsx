import { useMutation, useQueryClient } from "@tanstack/react-query";
import { allowedQuoteActions, QUOTE_ACTIONS, quoteActionProblem } from "@screens/domain/lifecycle";
import type { Agent } from "@screens/domain/agent";
import type { TQuote } from "@screens/domain/schemas";
import { MailCheck, PencilLine, Undo2 } from "lucide-react";
import { useState } from "react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Button } from "@/components/ui/button";
import { fullName } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { SendDialog } from "./send-dialog";

/**
 * The customer's side of the quote page (decision 052): Send to Customer at 1, Withdraw at 10,
 * Revise at 11, for whoever the lifecycle table lets (dealer users with quote.u, and staff). The
 * send dialog names the address the quote goes to and takes the sender's note (decision 138); the
 * server's answers show as toasts.
 */
export function CustomerActions({ quote, agent, busy }: { quote: TQuote; agent: Agent; busy: boolean }) {
  const trpc = useTRPC();
  const confirm = useConfirm();
  const invalidates = useInvalidates();
  const send = useMutation(trpc.quoteSharing.send.mutationOptions(invalidates("quotes")));
  const withdraw = useMutation(trpc.quoteSharing.withdraw.mutationOptions(invalidates("quotes")));
  const revise = useMutation(trpc.quoteSharing.revise.mutationOptions(invalidates("quotes")));
  const queryClient = useQueryClient();
  const actor = { role_id: agent.role_id, account_id: agent.account_id, permissions: agent.permissions };
  const actions = allowedQuoteActions(actor, quote.status);
  const pending = busy || send.isPending || withdraw.isPending || revise.isPending;
  const [sending, setSending] = useState<{ to: string; email: string | null } | null>(null);

  /** The quote's customer as it is now (from the cache when fresh), or null. */
  const readCustomer = async () => {
    if (!quote.customer_id) return null;
    try {
      const found = await queryClient.query(trpc.customers.get.queryOptions({ id: quote.customer_id }));
      return { name: fullName(found), email: found.email?.trim() || null };
    } catch {
      // Not readable here: the server decides, the dialog names the customer only.
      return { name: quote.customer_name ?? "the customer", email: undefined };
    }
  };

  const sendToCustomer = async () => {
    const customer = await readCustomer();
    // The server checks all of these again (the lifecycle table's guards with the quote's facts, the
    // discount's approval); here they save a round trip and a dialog. An address the panel could not
    // read (undefined) is left to the server.
    const approval = quote.selling.approval.status;
    const problem =
      quoteActionProblem(actor, quote, "send") ??
      (approval === "needed" || approval === "requested"
        ? "The discount is above your limit: it must be approved before the quote is sent."
        : null) ??
      quoteActionProblem(actor, quote, "send", { customer_email: customer ? customer.email : null });
    if (problem) {
      toastError(problem);
      return;
    }
    setSending({
      to: customer?.email ? `${customer.name} <${customer.email}>` : (customer?.name ?? "the customer"),
      email: customer?.email ?? null,
    });
  };

  const sendWith = async (message: string | null) => {
    try {
      await send.mutateAsync({ id: quote.id, message });
      toastSuccess(
        "Quote sent to the customer.",
        sending?.email ? `E-mailed to ${sending.email}.` : undefined,
      );
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  const withdrawFromCustomer = async () => {
    const confirmed = await confirm({
      title: "Withdraw this quote?",
      message: "The link the customer received stops working and the quote can be changed again.",
    });
    if (!confirmed) return;
    withdraw.mutate(
      { id: quote.id },
      {
        onSuccess: () => toastSuccess("Quote withdrawn.", "The customer's link no longer works."),
        onError: toastError,
      },
    );
  };

  const reviseDeclined = () =>
    revise.mutate(
      { id: quote.id },
      {
        onSuccess: () => toastSuccess("Quote reopened.", "Change it and send it again."),
        onError: toastError,
      },
    );

  return (
    <>
      {actions.includes("withdraw") && (
        <Button variant="outline" onClick={() => void withdrawFromCustomer()} disabled={pending}>
          <Undo2 aria-hidden="true" />
          {QUOTE_ACTIONS.withdraw.label}
        </Button>
      )}
      {actions.includes("revise") && (
        <Button onClick={reviseDeclined} disabled={pending}>
          <PencilLine aria-hidden="true" />
          {QUOTE_ACTIONS.revise.label}
        </Button>
      )}
      {actions.includes("send") && (
        <Button variant="brand" onClick={() => void sendToCustomer()} disabled={pending}>
          <MailCheck aria-hidden="true" />
          {QUOTE_ACTIONS.send.label}
        </Button>
      )}
      <SendDialog
        quoteId={quote.id}
        to={sending?.to ?? ""}
        open={sending !== null}
        onOpenChange={(open) => !open && setSending(null)}
        onSend={sendWith}
        busy={send.isPending}
      />
    </>
  );
}
