import { Plus, Trash2 } from "lucide-react";
import type { ReactNode, SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Form } from "@/components/ui/form";

interface RemovableListProps<T extends { id: number }> {
  /** The id of the section's heading, and its text. */
  titleId: string;
  title: string;
  items: T[] | undefined;
  /** An item's line: its name, its figure (a price, a rate), and what its Remove button says. */
  line: (item: T) => { name: ReactNode; figure: ReactNode; removeLabel: string };
  /** Said in place of the items when there are none. */
  empty: ReactNode;
  editable: boolean;
  onRemove: (item: T) => void;
  removing: boolean;
  /** The add form's fields, before its Add button. */
  addFields: ReactNode;
  /** The add form's columns from 640 px up (a grid-cols class). */
  addColumns: string;
  onAdd: (event: SyntheticEvent) => void;
  adding: boolean;
}

/** A dealer's list of things its quotes use (services, tax rates): each with Remove, and a form to add one. */
export function RemovableList<T extends { id: number }>({
  titleId,
  title,
  items,
  line,
  empty,
  editable,
  onRemove,
  removing,
  addFields,
  addColumns,
  onAdd,
  adding,
}: RemovableListProps<T>) {
  return (
    <section aria-labelledby={titleId} className="grid content-start gap-3">
      <h3 id={titleId} className="text-sm font-semibold">
        {title}
      </h3>
      <ul className="divide-y rounded-md border text-sm">
        {(items ?? []).map((item) => {
          const { name, figure, removeLabel } = line(item);
          return (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
              {name}
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{figure}</span>
                {editable && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={removeLabel}
                    disabled={removing}
                    onClick={() => onRemove(item)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </span>
            </li>
          );
        })}
        {items?.length === 0 && <li className="px-3 py-2 text-muted-foreground">{empty}</li>}
      </ul>
      {editable && (
        <Form noValidate onSubmit={onAdd} className={cn("grid items-end gap-3", addColumns)}>
          {addFields}
          <Button type="submit" variant="outline" disabled={adding}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </Form>
      )}
    </section>
  );
}
