import { UserUpdateSchema, RECORD_STATUS } from "@screens/domain";
import { useMemo } from "react";
import { useAuth } from "@/features/auth/auth-context";
import { formValues, USER_FIELDS } from "@/features/forms/field-sets";
import { ProfileCard } from "@/features/forms/profile-card";
import { ProfileHeader } from "@/features/forms/profile-header";
import { useSave } from "@/features/forms/use-save";
import { useDeactivate } from "@/features/lists/use-deactivate";
import { loadErrorStatus, useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate, fullName, roleName } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { trpc } from "@/lib/trpc";

/** A user's page; the agent's own page is their settings (profile editable without user.u). */
export default function UserPage() {
  const id = useIdParam();
  const { agent } = useAuth();
  const own = agent?.id === id;
  // Nothing is loaded without the permission <Page> checks (panel.md §2, Page wrapper).
  const canRead = usePermission("user.r") || own;
  const user = trpc.users.get.useQuery({ id }, { retry: false, enabled: canRead });
  const invalidates = useInvalidates();
  const update = trpc.users.update.useMutation(invalidates("users"));
  const remove = trpc.users.deactivate.useMutation(invalidates("users"));
  const save = useSave();
  const canEdit = usePermission("user.u") || own;
  const canDeactivate = usePermission("user.d") && !own;
  const deactivate = useDeactivate((userId) => remove.mutateAsync({ id: userId }), "this user");
  const data = user.data;
  const values = useMemo(() => formValues(data, USER_FIELDS), [data]);
  return (
    <Page
      permission={own ? undefined : "user.r"}
      loading={user.isPending}
      error={loadErrorStatus(user.error)}
    >
      {data && (
        <>
          <PageHeader
            back={<BackButton />}
            title={own ? "Settings" : fullName(data)}
            description={own ? "Your profile and sign-in details." : (data.company_name ?? undefined)}
          />
          <ProfileHeader
            name={fullName(data)}
            subtitle={`@${data.username} · ${roleName(data.role_id) ?? `Role ${data.role_id}`}`}
            status={data.status}
            facts={[
              { label: "Company", value: data.company_name },
              { label: "Time zone", value: data.time_zone ?? "Automatic" },
              { label: "Member since", value: formatDate(data.created_at) },
            ]}
          />
          <ProfileCard
            schema={UserUpdateSchema}
            fields={USER_FIELDS}
            values={values}
            canEdit={canEdit}
            onDeactivate={
              canDeactivate && data.status === RECORD_STATUS.ACTIVE
                ? () => void deactivate(data.id)
                : undefined
            }
            onSave={async (changed) =>
              (await save("update", () => update.mutateAsync({ id: data.id, ...changed }))) !== null
            }
          />
        </>
      )}
    </Page>
  );
}
