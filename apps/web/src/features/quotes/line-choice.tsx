import { useMutation } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import type { TLineChoiceKind, TLineKind, TQuote } from "@screens/domain/schemas";
import { MESSAGES } from "@screens/domain/messages";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { formatUSD } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

/**
 * Optional and alternative lines on the quote page (docs/decisions/182-optional-and-alternative-lines.md):
 * each line's kind and group, set in its row (its card on a phone) while the quote is a draft, and
 * the Options card that lists the lines outside the default choice with their prices.
 */

/** The datalist every group field offers: the quote's groups as they are written (OptionsCard renders it). */
const GROUPS_LIST = "quote-choice-groups";
/** ZChoiceGroup's bound. */
const GROUP_MAX = 60;

const LABELS: Record<TLineChoiceKind, string> = {
  required: "Required",
  optional: "Optional",
  alternative: "Alternative",
};

/** What a line's kind reads as: "Optional", "Alternative · Lanai screen". */
export function choiceLabel(choice: TLineChoiceKind, group: string | null): string {
  return choice === "alternative" ? `Alternative · ${group ?? ""}` : LABELS[choice];
}

/** A line as its kind's field reads it. */
export interface ChoiceLineRow {
  quote_id: number;
  id: number;
  choice: TLineChoiceKind;
  choice_group: string | null;
}

/**
 * A line's kind in its row: required, optional, or an alternative with its group's name (typed, the
 * quote's groups offered); read-only where the quote is not a draft (PUT /quotes/{id}/line-choice).
 */
export function LineChoiceField({
  line,
  row,
  name,
  editable,
}: {
  line: TLineKind;
  row: ChoiceLineRow;
  name: string;
  editable: boolean;
}) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.quotes.setLineChoice.mutationOptions(invalidates("configurations")));
  // Alternative picked, its group not typed yet: nothing is saved until the group is named.
  const [naming, setNaming] = useState(false);
  const [group, setGroup] = useState<string | null>(null);
  if (!editable)
    return row.choice === "required" ? (
      <span className="text-muted-foreground">Required</span>
    ) : (
      <Badge variant="outline">{choiceLabel(row.choice, row.choice_group)}</Badge>
    );
  const save = async (choice: TLineChoiceKind, named: string | null) => {
    try {
      await update.mutateAsync({ quote_id: row.quote_id, line, line_id: row.id, choice, group: named });
      toastSuccess(MESSAGES.updated);
    } catch (error) {
      toastError(error);
    }
  };
  const current: TLineChoiceKind = naming ? "alternative" : row.choice;
  const commitGroup = async () => {
    if (group === null) return;
    const next = group.trim().replace(/\s+/g, " ");
    setGroup(null);
    if (!next || (row.choice === "alternative" && next === row.choice_group)) return;
    setNaming(false);
    await save("alternative", next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === "Enter") void commitGroup();
    if (event.key === "Escape") {
      setGroup(null);
      setNaming(false);
    }
  };
  return (
    <span className="flex flex-col items-start gap-1" onClick={(event) => event.stopPropagation()}>
      <select
        aria-label={`Option of ${name}`}
        className="h-7 rounded-md border border-input bg-transparent px-1.5 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
        value={current}
        disabled={update.isPending}
        onChange={(event) => {
          const choice = event.target.value as TLineChoiceKind;
          if (choice === "alternative") {
            setNaming(true);
            return;
          }
          setNaming(false);
          if (choice !== row.choice) void save(choice, null);
        }}
      >
        {(Object.keys(LABELS) as TLineChoiceKind[]).map((choice) => (
          <option key={choice} value={choice}>
            {LABELS[choice]}
          </option>
        ))}
      </select>
      {current === "alternative" && (
        <Input
          aria-label={`Group of ${name}`}
          list={GROUPS_LIST}
          maxLength={GROUP_MAX}
          placeholder="Group, e.g. Lanai screen"
          className="h-7 w-full min-w-28 px-2"
          autoFocus={naming && row.choice !== "alternative"}
          value={group ?? (row.choice === "alternative" ? (row.choice_group ?? "") : "")}
          disabled={update.isPending}
          onChange={(event) => setGroup(event.target.value)}
          onBlur={() => void commitGroup()}
          onKeyDown={onKeyDown}
        />
      )}
    </span>
  );
}

/**
 * The quote's options (decision 182): the lines outside the default choice (optional lines, the other
 * alternatives of each group) with their prices, apart from the total, which is the default choice.
 */
export function OptionsCard({ quote }: { quote: TQuote }) {
  const groups = [
    ...new Set(
      [...quote.screenconfigurations, ...quote.add_on_accessories, ...quote.service_lines].flatMap((line) =>
        line.choice === "alternative" && line.choice_group ? [line.choice_group] : [],
      ),
    ),
  ];
  const datalist = (
    <datalist id={GROUPS_LIST}>
      {groups.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
  const options = quote.summary.options;
  if (options.length === 0) return datalist;
  return (
    <Card role="region" aria-labelledby="quote-options-title">
      {datalist}
      <CardHeader>
        <CardTitle id="quote-options-title">Options</CardTitle>
        <CardDescription>
          Not in the total of {formatUSD(quote.summary.total)}, which takes each group&apos;s first line and
          no optional line. The homeowner chooses on the quote&apos;s page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {options.map((option) => (
            <div key={`${option.line}:${option.id}`} className="flex justify-between gap-4">
              <dt className="min-w-0">
                <span className="block truncate">{option.name}</span>
                <span className="text-xs text-muted-foreground">
                  {choiceLabel(option.choice, option.group)}
                </span>
              </dt>
              <dd className="font-medium tabular-nums" data-testid="option-price">
                {formatUSD(option.price)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
