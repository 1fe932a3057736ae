import { TriangleAlert, Undo2 } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, type SelectOption } from "@/components/ui/select";
import type { EditProblem } from "./draft-edits";

interface SaveStateProps {
  saving: boolean;
  /** How many cells are typed or pasted but not saved. */
  pending: number;
  /** The last edit was refused. */
  refused: boolean;
  onDiscard: () => void;
}

/** The choice of the grid on show: its label, the chosen grid, and the grids, flat or in labelled groups. */
interface GridChoice {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options?: SelectOption[];
  groups?: { label: string; options: SelectOption[] }[];
}

interface EditGridCardProps {
  title: string;
  description: ReactNode;
  choice: GridChoice;
  /** Buttons beside the choice. */
  actions?: ReactNode;
  editable: boolean;
  /** What may be typed or pasted: shown with the save state where the grid is editable. */
  hint: ReactNode;
  saveState: SaveStateProps;
  /** Problems with no cell on screen. */
  offGridProblems: EditProblem[];
  /** The grid. */
  children: ReactNode;
}

/**
 * One grid of a draft at a time (a table, a catalogue) with the choice of which, its save state and
 * the problems no cell on screen shows (docs/decisions/194-price-book-editor.md).
 */
export function EditGridCard({
  title,
  description,
  choice,
  actions,
  editable,
  hint,
  saveState,
  offGridProblems,
  children,
}: EditGridCardProps) {
  const titleId = useId();
  const choiceId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid min-w-0 gap-1.5">
            <CardTitle id={titleId}>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
            <div className="grid min-w-0 flex-1 gap-1.5 sm:w-64 sm:flex-none">
              <Label htmlFor={choiceId}>{choice.label}</Label>
              <Select
                id={choiceId}
                value={choice.value}
                onChange={(event) => choice.onChange(event.target.value)}
                options={choice.options}
              >
                {choice.groups?.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </div>
            {actions}
          </div>
        </div>
        {editable && (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
            <p>{hint}</p>
            <SaveState {...saveState} />
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {offGridProblems.length > 0 && <ProblemList problems={offGridProblems} />}
        {children}
      </CardContent>
    </Card>
  );
}

/** Where the grid stands: saving, saved, or cells waiting for a fix (with Discard). */
export function SaveState({ saving, pending, refused, onDiscard }: SaveStateProps) {
  if (saving)
    return (
      <span role="status" className="font-medium">
        Saving…
      </span>
    );
  if (pending === 0 && !refused)
    return (
      <span role="status" className="text-xs">
        All changes saved
      </span>
    );
  return (
    <span role="status" className="flex items-center gap-2 font-medium text-destructive">
      {pending === 1 ? "1 change not saved" : `${pending} changes not saved`}
      <Button variant="ghost" size="sm" onClick={onDiscard}>
        <Undo2 aria-hidden="true" />
        Discard
      </Button>
    </span>
  );
}

/** Problems that have no cell on screen (another grid's, the book's as a whole). */
function ProblemList({ problems }: { problems: EditProblem[] }) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Not saved: the draft would not be a valid price book</AlertTitle>
      <AlertDescription>
        <ul className="mt-1 list-disc pl-4">
          {problems.map((p) => (
            <li key={`${p.path}-${p.message}`}>
              {p.path && <span className="font-mono text-xs">{p.path}</span>} {p.message}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
