"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { FormDialogFooter } from "@/components/form/dialog-form";
import { Field } from "@/components/form/field";
import { KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { SERVER_ERROR } from "@/components/form/server-errors";
import { Input } from "@/components/ui/input";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FormDialog, useDialogBusy } from "@/components/common/form-dialog";
import type { SidebarEditFormProps, SidebarEditorProps } from "@/components/common/named-list-sidebar";
import { api, ApiError } from "@/lib/api-client";
import type { CustomerGroup } from "@/lib/customers/list-query";
import { customerGroupSchema } from "@/lib/validation/customers";

/** Create or rename a group: the shared schema first, then the server (409 on a taken name). */
export function GroupNameDialog(props: SidebarEditorProps<CustomerGroup>) {
  const { editing } = props;
  return (
    <FormDialog open={editing !== null} onClose={props.onClose} className="sm:max-w-sm">
      {editing && <GroupNameForm {...props} editing={editing} />}
    </FormDialog>
  );
}

function GroupNameForm({ editing, onClose, onSaved }: SidebarEditFormProps<CustomerGroup>) {
  const t = useTranslations();
  const errorText = useErrorText();
  const form = useSchemaForm(customerGroupSchema, {
    defaultValues: { name: editing.mode === "edit" ? editing.item.name : "" },
  });
  const busy = form.formState.isSubmitting;
  useDialogBusy(busy);
  const error = errorText(form.formState.errors.name);

  const submit = async ({ name }: { name: string }) => {
    try {
      const { data } =
        editing.mode === "create"
          ? await api<CustomerGroup>("/customers/groups", { body: { name } })
          : await api<CustomerGroup>(`/customers/groups/${editing.item.id}`, { method: "PUT", body: { name } });
      toast.success(t(editing.mode === "create" ? "customers.groups.created" : "customers.groups.renamed"));
      onSaved(data);
    } catch (caught) {
      // Every refusal (a taken name, 409) is about the name: it goes under the field.
      const text =
        caught instanceof ApiError ? (caught.fieldErrors.name ?? caught.message) : t("customers.groups.error");
      form.setError("name", { type: SERVER_ERROR, message: text });
    }
  };

  return (
    <KitForm form={form} onSubmit={submit} fallback={t("customers.groups.error")} className="flex flex-col gap-4">
      <DialogHeading
        title={t(editing.mode === "edit" ? "customers.groups.renameTitle" : "customers.groups.createTitle")}
      />
      <Field id="group-name" label={t("customers.groups.nameLabel")} required error={error}>
        <Input
          id="group-name"
          maxLength={60}
          autoFocus
          {...registerField(form, "name")}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <FormDialogFooter
        cancelLabel={t("customers.groups.cancel")}
        submitLabel={t("customers.groups.save")}
        isBusy={busy}
        onCancel={onClose}
      />
    </KitForm>
  );
}
