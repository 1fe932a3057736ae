import { useMutation } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import { Minus, Plus } from "lucide-react";
import { MESSAGES } from "@screens/domain/messages";
import type { TConfiguration, TQuoteAccessory } from "@screens/domain/schemas";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

/** The server's bounds (ZLineQuantity, ZUpdateAccessoryRequest): a whole number from 1 to 999. */
const MIN = 1;
const MAX = 999;

/**
 * A line's quantity, changed in place instead of deleting and adding the line again: an accessory
 * line (PATCH /add-on-accessories/{id}) or a unit line of identical units (PATCH /configurations/{id},
 * decision 160). Read-only where the quote may not be edited.
 */
function QuantityStepper({
  name,
  quantity,
  editable,
  busy,
  save: saveQuantity,
}: {
  name: string;
  quantity: number;
  editable: boolean;
  busy: boolean;
  save: (quantity: number) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (!editable) return <span className="tabular-nums">{quantity}</span>;

  const save = async (next: number) => {
    setDraft(null);
    if (next === quantity) return;
    try {
      await saveQuantity(next);
      toastSuccess(MESSAGES.updated);
    } catch (error) {
      toastError(error);
    }
  };
  const commit = () => {
    if (draft === null) return;
    const next = Number(draft);
    if (draft.trim() === "" || !Number.isInteger(next) || next < MIN || next > MAX) {
      toastError(`Quantity must be a whole number from ${MIN} to ${MAX}.`);
      setDraft(null);
      return;
    }
    void save(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit();
    if (event.key === "Escape") setDraft(null);
  };
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
        disabled={busy || quantity <= MIN}
        onClick={() => void save(quantity - 1)}
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
        className="h-7 w-12 px-1.5 text-right tabular-nums"
        value={draft ?? String(quantity)}
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
        disabled={busy || quantity >= MAX}
        onClick={() => void save(quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}

/** An accessory line's quantity. */
export function AccessoryQuantity({ line, editable }: { line: TQuoteAccessory; editable: boolean }) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  // The line belongs to its quote: the quote's tables and totals reload with it.
  const update = useMutation(trpc.accessories.update.mutationOptions(invalidates("quotes")));
  return (
    <QuantityStepper
      name={line.prod_name}
      quantity={line.quantity}
      editable={editable}
      busy={update.isPending}
      save={(quantity) => update.mutateAsync({ id: line.id, quantity })}
    />
  );
}

/**
 * A unit line's quantity: n identical screens priced once (decision 160). A unit never saved has
 * no price yet; its quantity waits for its first Save in the editor.
 */
export function UnitQuantity({ unit, editable }: { unit: TConfiguration; editable: boolean }) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.configurations.update.mutationOptions(invalidates("configurations")));
  return (
    <QuantityStepper
      name={unit.unit_name || "Untitled unit"}
      quantity={unit.quantity}
      editable={editable && unit.saved_at !== null}
      busy={update.isPending}
      save={(quantity) => update.mutateAsync({ id: unit.id, quantity })}
    />
  );
}
