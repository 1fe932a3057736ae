import { zodResolver } from "@hookform/resolvers/zod";
import { WEEKDAY_NAMES } from "@screens/domain/production";
import { ZProductionLineFields, type TProductionBoard, type TProductionLine } from "@screens/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { reportFieldErrors } from "@/features/forms/server-field-errors";
import { useInvalidate } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

/** The units-per-day text as the number the server's rule checks (blank is missing). */
export const FormSchema = z.object({
  name: ZProductionLineFields.shape.name,
  units_per_day: z.preprocess(
    (text: unknown) => (typeof text !== "string" ? text : text.trim() === "" ? undefined : Number(text)),
    ZProductionLineFields.shape.units_per_day,
  ),
  working_days: ZProductionLineFields.shape.working_days,
});
type FormValues = { name: string; units_per_day: string; working_days: number[] };
const required = requiredIn(FormSchema);

const daysText = (days: number[]) => days.map((day) => WEEKDAY_NAMES[day - 1]).join(", ");

/** One line's form: adds a line when `line` is null. */
function LineForm({ line, onDone }: { line: TProductionLine | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const create = useMutation(trpc.production.createLine.mutationOptions());
  const update = useMutation(trpc.production.updateLine.mutationOptions());
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema) as unknown as Resolver<FormValues>,
    defaultValues: {
      name: line?.name ?? "",
      units_per_day: line ? String(line.units_per_day) : "",
      working_days: line?.working_days ?? [1, 2, 3, 4, 5],
    },
  });
  const { errors } = form.formState;
  const formId = `line-form-${line?.id ?? "new"}`;
  const submit = form.handleSubmit(async (raw) => {
    const values = FormSchema.parse(raw);
    try {
      if (line) await update.mutateAsync({ id: line.id, ...values });
      else await create.mutateAsync(values);
    } catch (error) {
      toastError(error);
      reportFieldErrors(error, form.setError);
      return;
    }
    toastSuccess(line ? `${values.name} saved.` : `${values.name} added.`);
    // Every ship date may move.
    await Promise.all([queryClient.invalidateQueries(trpc.production.pathFilter()), invalidate("orders")]);
    onDone();
  });
  return (
    <Form id={formId} noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <FormField label="Line name" required={required("name")} error={errors.name?.message}>
          <Input
            {...registerField(form, "name")}
            maxLength={60}
            autoComplete="off"
            placeholder="Zipper line 1"
          />
        </FormField>
        <FormField
          label="Units per day"
          required={required("units_per_day")}
          error={errors.units_per_day?.message}
        >
          <Input {...registerField(form, "units_per_day")} inputMode="numeric" placeholder="12" />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Working days</legend>
        <Controller
          control={form.control}
          name="working_days"
          render={({ field }) => (
            <div className="flex flex-wrap gap-3">
              {WEEKDAY_NAMES.map((day, index) => {
                const value = index + 1;
                return (
                  <label key={day} className="flex items-center gap-1.5 text-sm">
                    <Checkbox
                      checked={field.value.includes(value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, value].sort((a, b) => a - b)
                            : field.value.filter((d) => d !== value),
                        )
                      }
                    />
                    {day}
                  </label>
                );
              })}
            </div>
          )}
        />
        <FormErrorLine message={errors.working_days?.message} />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {line ? "Save line" : "Add line"}
        </Button>
      </div>
    </Form>
  );
}

function LineRow({ line, canEdit, onEdit }: { line: TProductionLine; canEdit: boolean; onEdit: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const update = useMutation(trpc.production.updateLine.mutationOptions());
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: line.id, status: line.status === 1 ? 0 : 1 });
    } catch (error) {
      toastError(error);
      return;
    }
    await Promise.all([queryClient.invalidateQueries(trpc.production.pathFilter()), invalidate("orders")]);
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
      <span className="grid min-w-0">
        <span className="flex items-center gap-2 font-medium break-words">
          {line.name}
          {line.status !== 1 && <Badge variant="secondary">Off</Badge>}
        </span>
        <span className="text-xs text-muted-foreground">
          {line.units_per_day} units a day · {daysText(line.working_days)}
        </span>
      </span>
      {canEdit && (
        <span className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${line.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void toggle()} disabled={update.isPending}>
            {line.status === 1 ? "Turn off" : "Turn on"}
          </Button>
        </span>
      )}
    </li>
  );
}

/**
 * The lines' capacity (decision 172): every member of staff reads it, the manufacturer's admins
 * add lines, change their units per day and working days, and turn them off and on.
 */
export function CapacityDialog({
  open,
  onOpenChange,
  capacity,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  capacity: TProductionBoard["capacity"];
}) {
  // The line being edited ("new" for a new one), one at a time.
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const close = (next: boolean) => {
    if (!next) setEditing(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Capacity"
      description="Units each production line finishes on a working day. Ship dates are planned from these lines and the queue of orders ahead."
    >
      <div className="grid gap-3">
        {capacity.lines.length === 0 && (
          <p className="text-sm text-muted-foreground">No production line yet.</p>
        )}
        <ul className="grid gap-2">
          {capacity.lines.map((line) =>
            editing === line.id ? (
              <li key={line.id} className="rounded-md border p-3">
                <LineForm line={line} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <LineRow
                key={line.id}
                line={line}
                canEdit={capacity.can_edit}
                onEdit={() => setEditing(line.id)}
              />
            ),
          )}
        </ul>
        {capacity.can_edit &&
          (editing === "new" ? (
            <div className="rounded-md border p-3">
              <LineForm line={null} onDone={() => setEditing(null)} />
            </div>
          ) : (
            <Button variant="outline" onClick={() => setEditing("new")} className="justify-self-start">
              Add a line
            </Button>
          ))}
        {!capacity.can_edit && (
          <p className="text-xs text-muted-foreground">The manufacturer's administrators change the lines.</p>
        )}
      </div>
    </Dialog>
  );
}
