import { UserX } from "lucide-react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { EntityForm, type FieldName, type FieldSpec } from "./entity-form";

interface ProfileCardProps<S extends z.ZodObject> {
  schema: S;
  fields: ReadonlyArray<FieldSpec<FieldName<S>>>;
  values: FieldValues;
  canEdit: boolean;
  /** Offered while the record is active and the agent may deactivate it. */
  onDeactivate?: () => void;
  /** Saves the changed fields; resolves true on success. */
  onSave: (changed: FieldValues) => Promise<boolean>;
}

/** The Profile card of a person's page (user, customer): the form behind Edit Profile, and Deactivate. */
export function ProfileCard<S extends z.ZodObject>({
  schema,
  fields,
  values,
  canEdit,
  onDeactivate,
  onSave,
}: ProfileCardProps<S>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <div className="px-5 pb-5">
        <EntityForm
          schema={schema}
          fields={fields}
          values={values}
          mode="edit"
          editLabel={canEdit ? "Edit Profile" : undefined}
          extraActions={
            onDeactivate ? (
              <Button type="button" variant="destructive" className="sm:mr-auto" onClick={onDeactivate}>
                <UserX aria-hidden="true" />
                Deactivate
              </Button>
            ) : null
          }
          onSubmit={(_values, changed) => onSave(changed)}
        />
      </div>
    </Card>
  );
}
