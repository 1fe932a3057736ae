import { ZReassignQuoteRequest } from "@screens/domain/schemas";
import { mayReassignQuotes } from "@screens/domain/team";
import { MESSAGES } from "@screens/domain/messages";
import type { TQuote } from "@screens/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserRoundCog } from "lucide-react";
import { useState, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { serverFieldErrors } from "@/features/forms/server-field-errors";
import { roleName } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

const required = requiredIn(ZReassignQuoteRequest);

function ReassignDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: TQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidates = useInvalidates();
  const candidates = useQuery(trpc.quoteOwners.candidates.queryOptions({ id: quote.id }, { enabled: open }));
  const reassign = useMutation(trpc.quoteOwners.reassign.mutationOptions(invalidates("quotes")));
  const [owner, setOwner] = useState(String(quote.owner_id ?? ""));
  const [error, setError] = useState<string | undefined>();
  const options = (candidates.data ?? []).map((user) => ({
    value: String(user.id),
    label: `${user.name} · ${roleName(user.role_id) ?? `Role ${user.role_id}`}`,
  }));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!owner) return;
    reassign.mutate(
      { id: quote.id, owner_id: Number(owner) },
      {
        onSuccess: () => {
          // The change is a line of the quote's history.
          void queryClient.invalidateQueries(trpc.quoteSharing.history.pathFilter());
          toastSuccess(MESSAGES.updated);
          onOpenChange(false);
        },
        onError: (failure) => {
          setError(serverFieldErrors(failure).owner_id);
          toastError(failure);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change owner"
      description="The quote moves to this person's quotes and pipeline. Its history keeps who changed it."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="quote-owner-form" disabled={reassign.isPending || !owner}>
            Save
          </Button>
        </>
      }
    >
      <Form id="quote-owner-form" noValidate onSubmit={submit}>
        <FormField label="Owner" required={required("owner_id")} error={error}>
          <Select
            value={owner}
            onChange={(event) => setOwner(event.target.value)}
            options={options}
            placeholder={candidates.isPending ? "Loading..." : "Choose a person"}
            disabled={candidates.isPending}
          />
        </FormField>
      </Form>
    </Dialog>
  );
}

/**
 * The quote's owner (docs/decisions/157-quote-owner.md): its creator at first; a dealer admin, a
 * sales manager or the manufacturer's staff hand it to another user of the dealer.
 */
export function QuoteOwnerCard({ quote, roleId }: { quote: TQuote; roleId: number }) {
  const [editing, setEditing] = useState(false);
  const name = quote.owner_name ?? "No owner";
  return (
    <Card role="region" aria-labelledby="quote-owner-title">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle id="quote-owner-title">Owner</CardTitle>
        {mayReassignQuotes(roleId) && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <UserRoundCog aria-hidden="true" />
            Change owner
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-sm font-semibold text-brand-strong"
        >
          {quote.owner_name ? initials(quote.owner_name) : "–"}
        </span>
        <span className="min-w-0 truncate font-medium" data-testid="quote-owner">
          {name}
        </span>
      </CardContent>
      {editing && <ReassignDialog quote={quote} open={editing} onOpenChange={setEditing} />}
    </Card>
  );
}
