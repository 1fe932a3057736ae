import { Button } from "@/components/ui/button";

interface SaveChangesActionsProps {
  /** The form differs from what is saved. */
  dirty: boolean;
  /** The save is on its way. */
  saving: boolean;
  /** Puts the form back to what is saved. */
  onCancel: () => void;
}

/**
 * The Cancel and Save of a form that is always open (a settings card): Cancel only while there are
 * changes, Save only with changes and not while saving. The form's submit saves.
 */
export function SaveChangesActions({ dirty, saving, onCancel }: SaveChangesActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      {dirty && (
        <Button variant="outline" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={!dirty || saving}>
        Save
      </Button>
    </div>
  );
}
