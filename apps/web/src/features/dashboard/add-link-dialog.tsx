import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@screens/domain/messages";
import { ZCustomLinkInput, type TCustomLinkInput } from "@screens/domain/schemas";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toastError, toastSuccess } from "@/lib/notify";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";
import { LINK_ICONS } from "./link-icons";

const required = requiredIn(ZCustomLinkInput);

/** "Add Quick Link": a title, a subtitle, an icon and a link (loaded lazily by quick-links.tsx). */
export default function AddLinkDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.customLinks.create.mutationOptions(invalidates("customLinks")));
  const form = useForm<TCustomLinkInput>({
    resolver: zodResolver(ZCustomLinkInput),
    mode: "onTouched",
    defaultValues: { title: "", subtitle: "", icon: "link", link: "" },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      // Typed, but a proxy or an old server could still answer without an id.
      if (typeof (created as { id?: unknown } | null)?.id !== "number") {
        toastError(MESSAGES.invalidServerResponse);
        return;
      }
      toastSuccess(MESSAGES.created, `"${values.title}" is now one of your quick links.`);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      toastError(error);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Quick Link"
      description="Links without a dot open inside the panel (e.g. /panel/orders); web addresses open in a new window."
    >
      <Form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        <FormField
          label="Title"
          required={required("title")}
          error={errors.title?.message}
          showError={touchedFields.title || isSubmitted}
        >
          <Input {...registerField(form, "title")} data-autofocus />
        </FormField>
        <FormField label="Subtitle" required={required("subtitle")} error={errors.subtitle?.message}>
          <Input {...registerField(form, "subtitle")} />
        </FormField>
        <FormField label="Icon" required={required("icon")}>
          <Select
            {...registerField(form, "icon")}
            options={Object.keys(LINK_ICONS).map((key) => ({
              value: key,
              label: key.charAt(0).toUpperCase() + key.slice(1),
            }))}
          />
        </FormField>
        <FormField
          label="Link"
          required={required("link")}
          error={errors.link?.message}
          showError={touchedFields.link || isSubmitted}
        >
          <Input {...registerField(form, "link")} placeholder="/panel/orders or example.com" />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Add link
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
