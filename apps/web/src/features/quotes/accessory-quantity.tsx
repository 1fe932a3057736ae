import { useMutation } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import { Minus, Plus } from "lucide-react";
import { MESSAGES } from "@screens/domain/messages";
import type { TQuoteAccessory } from "@screens/domain/schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

/** The server's bounds (ZUpdateAccessoryRequest): a whole number from 1 to 999. */
const MIN = 1;
const MAX = 999;

/**
 * An accessory line's quantity, changed in place (PATCH /add-on-accessories/{id}) instead of
 * deleting and adding the line again. Read-only where the quote may not be edited.
 */
export function AccessoryQuantity({ line, editable }: { line: TQuoteAccessory; editable: boolean }) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  // The line belongs to its quote: the quote's tables and totals reload with it.
  const update = useMutation(trpc.accessories.update.mutationOptions(invalidates("quotes")));
  const [draft, setDraft] = useState<string | null>(null);
  if (!editable) return <span className="tabular-nums">{line.quantity}</span>;

  const save = async (quantity: number) => {
    setDraft(null);
    if (quantity === line.quantity) return;
    try {
      await update.mutateAsync({ id: line.id, quantity });
      toastSuccess(MESSAGES.updated);
    } catch (error) {
      toastError(error);
    }
  };
  const commit = () => {
    if (draft === null) return;
    const quantity = Number(draft);
    if (draft.trim() === "" || !Number.isInteger(quantity) || quantity < MIN || quantity > MAX) {
      toastError(`Quantity must be a whole number from ${MIN} to ${MAX}.`);
      setDraft(null);
      return;
    }
    void save(quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit();
    if (event.key === "Escape") setDraft(null);
  };
  const busy = update.isPending;
  const name = line.prod_name;
  return (
    // Clicks and keys stay here: the row itself opens the line's details.
    <div
      className="inline-flex items-center gap-1"
      role="group"
      aria-label={`Quantity of ${name}`}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Button
        variant="outline"
        size="icon"
        className="size-7"
        aria-label={`One fewer ${name}`}
        disabled={busy || line.quantity <= MIN}
        onClick={() => void save(line.quantity - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <Input
        type="number"
        inputMode="numeric"
        min={MIN}
        max={MAX}
        step={1}
        aria-label={`Quantity of ${name}`}
        className="h-7 w-16 px-2 text-right tabular-nums"
        value={draft ?? String(line.quantity)}
        disabled={busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <Button
        variant="outline"
        size="icon"
        className="size-7"
        aria-label={`One more ${name}`}
        disabled={busy || line.quantity >= MAX}
        onClick={() => void save(line.quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
