import { ZPublishRequest } from "@screens/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useState, type SyntheticEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { serverFieldErrors } from "@/features/forms/server-field-errors";
import { formatDateTime } from "@/lib/format";
import { toastError, toastSuccess } from "@/lib/notify";
import { requiredIn } from "@/lib/schema-fields";
import { useTRPC } from "@/lib/trpc";
import { Form } from "@/components/ui/form";
import { firstOfNextMonth, localInputToIso, toLocalInput } from "./book-files";

/** The server's rule for the instant (its required mark, decision 193). */
const required = requiredIn(ZPublishRequest);

/** The instant and what it means; its state starts afresh each time the dialog opens. */
function PublishForm({
  version,
  onPublish,
}: {
  version: string;
  /** Resolves the server's message for the field, if it refused the instant. */
  onPublish: (effectiveAt: string) => Promise<string | undefined>;
}) {
  const [when, setWhen] = useState(() => toLocalInput(firstOfNextMonth()));
  const [error, setError] = useState<string | undefined>();
  const effectiveAt = localInputToIso(when);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!effectiveAt) setError("Give the date and time it takes effect.");
    else setError(await onPublish(effectiveAt));
  };
  return (
    <Form id="publish-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label="Takes effect"
        required={required("effective_at")}
        error={error}
        description="Your local time. Now or later, never in the past."
      >
        <Input
          type="datetime-local"
          value={when}
          onChange={(event) => {
            setWhen(event.target.value);
            setError(undefined);
          }}
          className="max-w-64"
        />
      </FormField>
      <div className="flex gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p>
          From {effectiveAt ? <strong>{formatDateTime(effectiveAt)}</strong> : "then"}, every open draft quote
          prices with {version}. Quotes already sent to a customer or submitted keep the prices they were sent
          with.
        </p>
      </div>
    </Form>
  );
}

/**
 * Publish a draft for an instant, now or later (docs/decisions/148-price-book-versions.md): from
 * then on every open draft prices with it; sent and submitted quotes keep the prices they froze with.
 * A published version no longer changes.
 */
export function PublishDialog({
  open,
  onOpenChange,
  version,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  version: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const publish = useMutation(
    trpc.priceBooks.publish.mutationOptions({
      onSuccess: (rows) => {
        queryClient.setQueryData(trpc.priceBooks.list.queryKey({}), rows);
        return queryClient.invalidateQueries(trpc.priceBooks.pathFilter());
      },
    }),
  );
  const onPublish = async (effectiveAt: string) => {
    try {
      await publish.mutateAsync({ version, effective_at: effectiveAt });
    } catch (failure) {
      toastError(failure);
      return serverFieldErrors(failure).effective_at;
    }
    toastSuccess(`Version ${version} published.`, `It takes effect ${formatDateTime(effectiveAt)}.`);
    onOpenChange(false);
    return undefined;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Publish ${version}?`}
      description="A published version's prices no longer change; to change them again, copy it into a new draft."
      footer={
        <DialogActions onCancel={() => onOpenChange(false)} form="publish-form" pending={publish.isPending}>
          Publish
        </DialogActions>
      }
    >
      <PublishForm version={version} onPublish={onPublish} />
    </Dialog>
  );
}
