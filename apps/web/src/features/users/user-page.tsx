import { useMutation, useQuery } from "@tanstack/react-query";
import { emailChangeSentMessage } from "@screens/domain/schemas";
import { OwnProfileSchema, UserCreateSchema, UserUpdateSchema } from "@screens/domain/validation";
import { grantableRoles } from "@screens/domain/team";
import { RECORD_STATUS } from "@screens/domain/status";
import { userEmailLabel } from "@screens/domain/user-labels";
import { useMemo } from "react";
import { z } from "zod";
import { useAuth } from "@/features/auth/auth-context";
import { formValues, roleField, USER_FIELDS } from "@/features/forms/field-sets";
import { fieldSet } from "@/features/forms/entity-form";
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
import { useTRPC } from "@/lib/trpc";
import { SecuritySection } from "@/features/auth/security-section";
import { UserAccessCard } from "./user-access-card";
import { NotificationPreferencesCard } from "@/features/notifications/notification-preferences-card";

/** On one's own profile: the password that a change of e-mail address needs (decision 086). */
const OWN_FIELDS = fieldSet([
  ...USER_FIELDS,
  {
    name: "current_password",
    label: "Current password",
    type: "password",
    autoComplete: "current-password",
    description: "Needed only to change your e-mail address.",
  },
]);

/**
 * The address while it is not settled (decisions 086, 088): a user without a confirmed address shows
 * the pending one or a dash; a confirmed user with a change under way shows where the link went.
 */
function emailFacts(user: { email: string | null; pending_email: string | null }) {
  if (!user.email) return [{ label: "Email", value: userEmailLabel(user) }];
  if (user.pending_email)
    return [{ label: "New email", value: `Pending confirmation: ${user.pending_email}` }];
  return [];
}

/**
 * A user with neither a confirmed nor a pending address (the link expired, decision 088): the empty
 * field may stay empty, so other fields can still be saved; typing an address sends a new link.
 */
const UserUpdateWithoutAddress = UserUpdateSchema.extend({
  email: z.literal("").or(UserUpdateSchema.shape.email),
});
const OwnProfileWithoutAddress = OwnProfileSchema.extend({
  email: z.literal("").or(OwnProfileSchema.shape.email),
});

/** The form's schema with the role field when it shows one. */
function withRole(schema: z.ZodObject, role: boolean): z.ZodObject {
  return role ? schema.extend({ role_id: UserCreateSchema.shape.role_id }) : schema;
}

/**
 * Another user's role, for an agent who grants access (user.a): any role of the user's side up to
 * the agent's own, never of a user above it (docs/decisions/156-roles-at-invite.md). Null: no role field.
 */
function roleChoices(
  agent: { id: number; role_id: number } | null,
  user: { id: number; role_id: number; dealer_id: number | null },
  grants: boolean,
) {
  if (!agent || !grants || agent.id === user.id || user.role_id < agent.role_id) return null;
  const roles = grantableRoles(agent.role_id, user.dealer_id !== null ? "dealer" : "account");
  return roles.includes(user.role_id as (typeof roles)[number]) ? roles : null;
}

/** A user's page; the agent's own page is their settings (profile editable without user.u). */
export default function UserPage() {
  const trpc = useTRPC();
  const id = useIdParam();
  const { agent } = useAuth();
  const own = agent?.id === id;
  // Nothing is loaded without the permission <Page> checks (product rule R38).
  const canRead = usePermission("user.r") || own;
  const user = useQuery(trpc.users.get.queryOptions({ id }, { retry: false, enabled: canRead }));
  const invalidates = useInvalidates();
  const update = useMutation(trpc.users.update.mutationOptions(invalidates("users")));
  const remove = useMutation(trpc.users.deactivate.mutationOptions(invalidates("users")));
  const save = useSave();
  const canEdit = usePermission("user.u") || own;
  const canDeactivate = usePermission("user.d") && !own;
  const deactivate = useDeactivate((userId) => remove.mutateAsync({ id: userId }), "this user");
  const data = user.data;
  const grants = usePermission("user.a");
  // One array per user and agent: the form's fields (and so its values) stay the same between renders.
  const roles = useMemo(
    () => (data ? roleChoices(agent, data, grants) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields roleChoices reads
    [agent?.id, agent?.role_id, data?.id, data?.role_id, data?.dealer_id, grants],
  );
  const fields = useMemo(
    () => (own ? OWN_FIELDS : roles ? [...USER_FIELDS, roleField(roles)] : USER_FIELDS),
    [own, roles],
  );
  // Without a confirmed address the form shows the pending one (decision 088): saving other fields
  // leaves it alone, and typing it again sends a new link.
  const values = useMemo(
    () => formValues(data && { ...data, email: data.email ?? data.pending_email }, fields),
    [data, fields],
  );
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
            description={
              own
                ? "Your profile, notifications, password, two-factor sign-in and sessions."
                : (data.company_name ?? undefined)
            }
          />
          <ProfileHeader
            name={fullName(data)}
            subtitle={`@${data.username} · ${roleName(data.role_id) ?? `Role ${data.role_id}`}`}
            status={data.status}
            facts={[
              ...emailFacts(data),
              { label: "Company", value: data.company_name },
              { label: "Time zone", value: data.time_zone ?? "Automatic" },
              { label: "Member since", value: formatDate(data.created_at) },
            ]}
          />
          <ProfileCard
            schema={withRole(
              data.email || data.pending_email
                ? own
                  ? OwnProfileSchema
                  : UserUpdateSchema
                : own
                  ? OwnProfileWithoutAddress
                  : UserUpdateWithoutAddress,
              roles !== null,
            )}
            fields={fields}
            values={values}
            canEdit={canEdit}
            onDeactivate={
              canDeactivate && data.status === RECORD_STATUS.ACTIVE
                ? () => void deactivate(data.id)
                : undefined
            }
            onSave={async (changed) =>
              // A new e-mail is confirmed from the new address: the toast says where the link went.
              (await save(
                "update",
                () => update.mutateAsync({ id: data.id, ...changed }),
                undefined,
                // Only a new address sends a link: a pending one from before is not news.
                (answer) =>
                  changed.email !== undefined && answer.pending_email
                    ? emailChangeSentMessage(answer.pending_email)
                    : "",
              )) !== null
            }
          />
          {own && <NotificationPreferencesCard />}
          {own && <SecuritySection userId={data.id} />}
          {!own && <UserAccessCard user={data} />}
        </>
      )}
    </Page>
  );
}
