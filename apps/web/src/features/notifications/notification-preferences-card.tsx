import type { TNotificationPreferences } from "@screens/domain/schemas";
import { MESSAGES } from "@screens/domain/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Select } from "@/components/ui/select";
import { toastError, toastSuccess } from "@/lib/notify";
import { BROWSER_TZ } from "@/lib/time-zone";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { SaveChangesActions } from "@/features/forms/save-changes-actions";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

type Choice = { email: "immediate" | "digest" | "off"; all_quotes: boolean };
type Values = { choices: Record<string, Choice> };

const valuesOf = (data: TNotificationPreferences): Values => ({
  choices: Object.fromEntries(
    data.preferences.map((p) => [p.event, { email: p.email, all_quotes: p.all_quotes }]),
  ),
});

/**
 * One's own notification choices (decision 165): for each event of one's role, whether it also comes
 * by e-mail (at once, in the 7:00 digest for submitted quotes, or not), and for a dealer's users
 * whether it is about all of the dealer's quotes or only one's own. The panel's list has them all.
 */
export function NotificationPreferencesCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preferences = useQuery(trpc.notifications.preferences.queryOptions());
  const update = useMutation(
    trpc.notifications.updatePreferences.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.notifications.preferences.queryKey(), data),
    }),
  );
  const data = preferences.data;
  // The server's choices are the form's values, again whenever they are read anew.
  const values = useMemo(() => (data ? valuesOf(data) : undefined), [data]);
  const form = useForm<Values>({ defaultValues: { choices: {} }, values });
  const { isDirty } = form.formState;

  const save = form.handleSubmit(async (values) => {
    if (!data) return;
    try {
      await update.mutateAsync({
        preferences: data.preferences.map((p) => ({
          event: p.event,
          email: values.choices[p.event]?.email ?? p.email,
          all_quotes: p.all_quotes_allowed ? (values.choices[p.event]?.all_quotes ?? false) : false,
        })),
        time_zone: BROWSER_TZ,
      });
      toastSuccess(MESSAGES.updated);
    } catch (failure) {
      toastError(failure);
    }
  });

  return (
    <Card id="notifications" role="region" aria-labelledby="notification-preferences-title">
      <CardHeader>
        <CardTitle id="notification-preferences-title">Notifications</CardTitle>
        <CardDescription>
          Everything below shows under the bell. Choose what also comes by e-mail
          {data?.preferences.some((p) => p.all_quotes_allowed)
            ? ", and whether you hear of all of your company's quotes or only your own."
            : "."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.error && (
          <p className="text-sm text-destructive">{trpcErrorMessage(preferences.error)}</p>
        )}
        {data && (
          <Form noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
            <ul className="divide-y rounded-lg border">
              {data.preferences.map((p) => (
                <li key={p.event} className="grid gap-3 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6">
                  <div className="min-w-0">
                    <p className="text-sm font-medium" id={`event-${p.event}`}>
                      {p.label}
                    </p>
                    <p className="text-sm text-muted-foreground">{p.description}</p>
                  </div>
                  <div className="grid gap-2 sm:w-64">
                    <Select
                      aria-label={`E-mail for ${p.label}`}
                      {...registerField(form, `choices.${p.event}.email`)}
                      options={[
                        { value: "immediate", label: "E-mail me at once" },
                        ...(p.digest_allowed
                          ? [{ value: "digest", label: `Daily digest at 7:00 (${data.digest_time_zone})` }]
                          : []),
                        { value: "off", label: "No e-mail (bell only)" },
                      ]}
                    />
                    {p.all_quotes_allowed && (
                      <label className="flex items-center gap-2 text-sm">
                        <Checkbox {...registerField(form, `choices.${p.event}.all_quotes`)} />
                        All of the company's quotes
                      </label>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <SaveChangesActions
              dirty={isDirty}
              saving={update.isPending}
              onCancel={() => form.reset(valuesOf(data))}
            />
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
