import type { PriceBook } from "@screens/pricing/book";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";

type Target = { package: string } | { fabric_collection: string };

/** What a copy onto a fabric collection does: its own table, or a new one out of the one it shares. */
function fabricNote(book: PriceBook, fabric: string): string {
  const holder = book.packages.find((p) => p.fabric_collections.includes(fabric));
  if (!holder) return "It has no complete-unit table yet: it gets one of its own.";
  if (holder.fabric_collections.length === 1) return `Its own table (${holder.label}) is replaced.`;
  const others = holder.fabric_collections.length - 1;
  return `It shares ${holder.label}'s table with ${others} other ${others === 1 ? "collection" : "collections"}: it gets a table of its own, and they keep theirs.`;
}

/**
 * "Copy to…": a complete-unit table onto another package's, or onto one fabric collection's own
 * (docs/decisions/194-price-book-editor.md). The server checks the whole book before it saves.
 */
export function CopyTableDialog(props: CopyTableDialogProps) {
  // Each opening starts with no choice and no message.
  return <CopyTableForm key={props.open ? "open" : "closed"} {...props} />;
}

interface CopyTableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  book: PriceBook;
  from: string;
  /** Answers the refusal's message, or null once copied. */
  onCopy: (to: Target, label: string) => Promise<string | null>;
}

function CopyTableForm({ open, onOpenChange, book, from, onCopy }: CopyTableDialogProps) {
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const packages = book.packages.filter((p) => `packages.${p.value}` !== from);
  const fabrics = book.fabric_collections;
  const source = book.packages.find((p) => `packages.${p.value}` === from);
  const [kind, value] = target.split(":") as [string, string | undefined];
  const label =
    kind === "package"
      ? `${book.packages.find((p) => p.value === value)?.label ?? value} package`
      : (fabrics.find((f) => f.value === value)?.label ?? value ?? "");

  const copy = async () => {
    if (!value) {
      setError("Choose where to copy the table.");
      return;
    }
    setBusy(true);
    const refused = await onCopy(
      kind === "package" ? { package: value } : { fabric_collection: value },
      label,
    );
    setBusy(false);
    if (refused) setError(refused);
    else onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Copy the ${source?.label ?? ""} table`}
      description="Every width × height cell goes onto the table you choose, replacing its prices. The draft is checked as a whole before anything is saved."
      footer={
        <DialogActions onCancel={() => onOpenChange(false)} onAction={() => void copy()} pending={busy}>
          Copy table
        </DialogActions>
      }
    >
      <div className="grid gap-3">
        <FormField
          label="Copy onto"
          description={kind === "fabric" && value ? fabricNote(book, value) : undefined}
        >
          <Select
            value={target}
            onChange={(event) => {
              setTarget(event.target.value);
              setError(null);
            }}
            placeholder="Choose a table"
            data-autofocus
          >
            <optgroup label="Another package's table">
              {packages.map((p) => (
                <option key={p.value} value={`package:${p.value}`}>
                  {p.label} package
                </option>
              ))}
            </optgroup>
            <optgroup label="A fabric collection's own table">
              {fabrics
                .filter(
                  (f) =>
                    !source?.fabric_collections.includes(f.value) || source.fabric_collections.length > 1,
                )
                .map((f) => (
                  <option key={f.value} value={`fabric:${f.value}`}>
                    {f.label}
                  </option>
                ))}
            </optgroup>
          </Select>
        </FormField>
        <FormErrorLine message={error} />
      </div>
    </Dialog>
  );
}
