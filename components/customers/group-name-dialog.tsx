"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Field } from "@/components/form/field";
import { KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { SERVER_ERROR } from "@/components/form/server-errors";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { DialogHeading } from "@/components/common/dialog-heading";
import { api, ApiError } from "@/lib/api-client";
import type { CustomerGroup } from "@/lib/customers/list-query";
import { customerGroupSchema } from "@/lib/validation/customers";

export type GroupEditing = { mode: "create" } | { mode: "rename"; group: CustomerGroup } | null;

/** Create or rename a group: the shared schema first, then the server (409 on a taken name). */
export function GroupNameDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: GroupEditing;
  onClose: () => void;
  onSaved: (group: CustomerGroup) => void;
}) {
  const t = useTranslations();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-sm">
        {/* The content unmounts when the dialog closes: each opening starts from the group's name. */}
        {editing && <GroupNameForm editing={editing} onBusy={setBusy} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

function GroupNameForm({
  editing,
  onBusy,
  onClose,
  onSaved,
}: {
  editing: NonNullable<GroupEditing>;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: (group: CustomerGroup) => void;
}) {
  const t = useTranslations();
  const errorText = useErrorText();
  const form = useSchemaForm(customerGroupSchema, {
    defaultValues: { name: editing.mode === "rename" ? editing.group.name : "" },
  });
  const busy = form.formState.isSubmitting;
  const error = errorText(form.formState.errors.name);

  const submit = async ({ name }: { name: string }) => {
    onBusy(true);
    try {
      const { data } =
        editing.mode === "create"
          ? await api<CustomerGroup>("/customers/groups", { body: { name } })
          : await api<CustomerGroup>(`/customers/groups/${editing.group.id}`, { method: "PUT", body: { name } });
      toast.success(t(editing.mode === "create" ? "customers.groups.created" : "customers.groups.renamed"));
      onSaved(data);
    } catch (caught) {
      // Every refusal (a taken name, 409) is about the name: it goes under the field.
      const text =
        caught instanceof ApiError ? (caught.fieldErrors.name ?? caught.message) : t("customers.groups.error");
      form.setError("name", { type: SERVER_ERROR, message: text });
    } finally {
      onBusy(false);
    }
  };

  return (
    <KitForm form={form} onSubmit={submit} fallback={t("customers.groups.error")} className="flex flex-col gap-4">
      <DialogHeading
        title={t(editing.mode === "rename" ? "customers.groups.renameTitle" : "customers.groups.createTitle")}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          {t("customers.groups.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {t("customers.groups.save")}
        </Button>
      </DialogFooter>
    </KitForm>
  );
}
