import type { TPriceLevel } from "@screens/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toastError, toastSuccess } from "@/lib/notify";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { factorText } from "./factor-text";
import { PriceLevelDialog } from "./price-level-dialog";

/**
 * The dealer price levels (docs/decisions/149-dealer-price-levels.md): name, factor and how many
 * dealers have each. The admins add, change and delete them; a level in use cannot go.
 */
export function PriceLevelsCard({ keeps }: { keeps: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const levels = useQuery(trpc.priceBooks.levels.queryOptions({}));
  const remove = useMutation(
    trpc.priceBooks.deleteLevel.mutationOptions({
      onSuccess: (rows) => queryClient.setQueryData(trpc.priceBooks.levels.queryKey({}), rows),
    }),
  );
  const [editing, setEditing] = useState<{ level: TPriceLevel | null } | null>(null);

  const deleteLevel = async (level: TPriceLevel) => {
    const sure = await confirm({
      title: `Delete ${level.name}?`,
      message: "Dealers can no longer be given this level.",
      destructive: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync({ id: level.id });
      toastSuccess(`${level.name} deleted.`);
    } catch (error) {
      toastError(error);
    }
  };

  const rows = levels.data ?? [];
  return (
    <Card role="region" aria-labelledby="price-levels-title">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="price-levels-title">Price levels</CardTitle>
          <CardDescription>
            Dealer cost factors in place of the standard 0.55, given on the dealer's page. A dealer's own
            discount applies after its level.
          </CardDescription>
        </div>
        {keeps && (
          <Button variant="outline" className="shrink-0" onClick={() => setEditing({ level: null })}>
            <Plus aria-hidden="true" />
            Add level
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border text-sm" aria-label="Price levels">
          <li className="flex items-center justify-between gap-3 px-4 py-3 text-muted-foreground">
            <span>Standard (no level)</span>
            <span className="tabular-nums">× 0.55</span>
          </li>
          {rows.map((level) => (
            <li key={level.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="min-w-0">
                <span className="block font-medium break-words">{level.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {level.dealers === 0
                    ? "No dealers"
                    : level.dealers === 1
                      ? "1 dealer"
                      : `${level.dealers} dealers`}
                </span>
              </span>
              <span className="flex items-center gap-1">
                <span className="mr-2 font-medium tabular-nums">{factorText(level.factor)}</span>
                {keeps && (
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${level.name}`}
                      onClick={() => setEditing({ level })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${level.name}`}
                      disabled={remove.isPending}
                      onClick={() => void deleteLevel(level)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
        {levels.data && rows.length === 0 && (
          <p className="mt-3 text-sm text-muted-foreground">
            No levels yet: every dealer pays the standard factor.
          </p>
        )}
        {levels.error && <p className="mt-3 text-sm text-destructive">{trpcErrorMessage(levels.error)}</p>}
      </CardContent>
      {keeps && (
        <PriceLevelDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          level={editing?.level ?? null}
        />
      )}
    </Card>
  );
}
