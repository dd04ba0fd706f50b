"use client";

import { Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, type KeyboardEvent } from "react";
import { toast } from "sonner";
import { IconButton } from "@/components/common/icon-button";
import { FieldSelect } from "@/components/common/field-select";
import { Field } from "@/components/form/field";
import { zodFieldMessages, type FieldMessage } from "@/components/form/field-messages";
import { FormRootAlert, KitForm, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { encodeIssueMessage } from "@/components/form/resolver";
import { SERVER_ERROR } from "@/components/form/server-errors";
import { CustomerPhotoField, uploadCustomerPhoto, type PhotoDraft } from "@/components/customers/customer-photo-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SheetFooter } from "@/components/ui/sheet";
import { FormSheet } from "@/components/common/form-sheet";
import { Textarea } from "@/components/ui/textarea";
import { NamedItemSelect } from "@/components/form/named-item-select";
import { api, ApiError } from "@/lib/api-client";
import type { Customer, CustomerGroup } from "@/lib/customers/list-query";
import { foldTurkish } from "@/lib/customers/search-text";
import {
  CUSTOMER_MAX_TAGS,
  CUSTOMER_STATUSES,
  CUSTOMER_TAG_MAX_LENGTH,
  CUSTOMER_TYPES,
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  customerGroupSchema,
  customerInputSchema,
} from "@/lib/validation/customers";
import type { z } from "zod";

export type PanelMode = { mode: "create" } | { mode: "edit"; customer: Customer };

type TextField =
  "firstName" | "lastName" | "email" | "phone" | "instagram" | "facebook" | "twitter" | "linkedin" | "notes";

type FormValues = Record<TextField, string> & {
  countryCode: string;
  customerType: Customer["customerType"];
  status: Customer["status"];
  groupId: string | null;
  tags: string[];
};
/** Errors the schema does not know: the new group's name and the photo. */
type ExtraField = "newGroup" | "photo";

const NO_GROUP = "none";
const NEW_GROUP = "new";

function initialValues(panel: PanelMode | null): FormValues {
  const customer = panel?.mode === "edit" ? panel.customer : null;
  return {
    firstName: customer?.firstName ?? "",
    lastName: customer?.lastName ?? "",
    email: customer?.email ?? "",
    countryCode: customer?.countryCode ?? DEFAULT_DIAL_CODE,
    phone: customer?.phone ?? "",
    instagram: customer?.instagram ?? "",
    facebook: customer?.facebook ?? "",
    twitter: customer?.twitter ?? "",
    linkedin: customer?.linkedin ?? "",
    notes: customer?.notes ?? "",
    customerType: customer?.customerType ?? "individual",
    status: customer?.status ?? "active",
    groupId: customer?.group?.id ?? null,
    tags: customer?.tags ?? [],
  };
}

/**
 * The side panel that adds a customer or edits one. Closing it throws the draft away, photo
 * included: the photo is part of the draft and is uploaded (or removed) when the form is saved,
 * in both modes, right after the customer itself is saved (a new customer needs its id first).
 */
export function CustomerPanel({
  panel,
  groups,
  onClose,
  onSaved,
  onGroupCreated,
}: {
  panel: PanelMode | null;
  groups: CustomerGroup[];
  onClose: () => void;
  onSaved: () => void;
  onGroupCreated: (group: CustomerGroup) => void;
}) {
  const t = useTranslations();
  const editing = panel?.mode === "edit";
  // The customer was written but the photo failed, and the panel stayed open: closing it must
  // still refresh the list.
  const persisted = useRef(false);
  const close = () => {
    if (!persisted.current) return onClose();
    persisted.current = false;
    onSaved();
  };
  const saved = () => {
    persisted.current = false;
    onSaved();
  };
  return (
    <FormSheet
      open={panel !== null}
      onOpenChange={(open) => !open && close()}
      title={t(editing ? "customers.panel.editTitle" : "customers.panel.createTitle")}
      description={t(editing ? "customers.panel.editText" : "customers.panel.createText")}
      className="overflow-y-auto sm:max-w-lg"
    >
      {panel && (
        <CustomerForm
          key={panel.mode === "edit" ? panel.customer.id : "create"}
          panel={panel}
          groups={groups}
          onClose={close}
          onSaved={saved}
          onPersisted={() => {
            persisted.current = true;
          }}
          onGroupCreated={onGroupCreated}
        />
      )}
    </FormSheet>
  );
}

function CustomerForm({
  panel,
  groups,
  onClose,
  onSaved,
  onPersisted,
  onGroupCreated,
}: {
  panel: PanelMode;
  groups: CustomerGroup[];
  onClose: () => void;
  onSaved: () => void;
  /** The customer row was written (the photo may still have failed). */
  onPersisted: () => void;
  onGroupCreated: (group: CustomerGroup) => void;
}) {
  const t = useTranslations("customers.panel");
  const tAll = useTranslations();
  const errorText = useErrorText();
  const form = useSchemaForm(customerInputSchema, { defaultValues: initialValues(panel) });
  const values = form.watch() as FormValues;
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting;
  const [tagDraft, setTagDraft] = useState("");
  const [newGroup, setNewGroup] = useState<string | null>(null);
  const [groupBusy, setGroupBusy] = useState(false);
  // Set once the customer exists: an edited one, or a new one whose photo then failed (a second
  // save updates it instead of creating it twice).
  const [savedId, setSavedId] = useState<string | null>(panel.mode === "edit" ? panel.customer.id : null);
  const [savedAvatar, setSavedAvatar] = useState<string | null>(panel.mode === "edit" ? panel.customer.avatar : null);
  const [photo, setPhoto] = useState<PhotoDraft>({ kind: "keep" });
  const [photoProgress, setPhotoProgress] = useState<number | null>(null);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    form.setValue(key, value as never, { shouldDirty: true });
    form.clearErrors(key);
  };
  const errorOf = (field: keyof FormValues | ExtraField) => {
    const found = (errors as Record<string, unknown>)[field];
    // A tag's issue ("tags.2") belongs under the tags input.
    const first = Array.isArray(found) ? found.find(Boolean) : found;
    return first as { message?: string } | undefined;
  };
  const error = (field: keyof FormValues | ExtraField) => errorText(errorOf(field));
  const setError = (field: "tags" | ExtraField, message: FieldMessage) =>
    form.setError(
      field as "tags",
      "text" in message
        ? { type: SERVER_ERROR, message: message.text }
        : { type: "custom", message: encodeIssueMessage(message) },
    );
  const clearError = (field: "tags" | ExtraField) => form.clearErrors(field as "tags");

  const addTag = () => {
    const tag = tagDraft.trim();
    if (!tag) return;
    if (values.tags.some((existing) => foldTurkish(existing) === foldTurkish(tag))) {
      setError("tags", { key: "validation.tagDuplicate" });
      return;
    }
    if (values.tags.length >= CUSTOMER_MAX_TAGS) {
      setError("tags", { key: "validation.tooManyTags" });
      return;
    }
    if (tag.length > CUSTOMER_TAG_MAX_LENGTH) {
      setError("tags", { key: "validation.tooLong", values: { max: CUSTOMER_TAG_MAX_LENGTH } });
      return;
    }
    set("tags", [...values.tags, tag]);
    setTagDraft("");
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addTag();
  };

  const createGroup = async () => {
    const parsed = customerGroupSchema.safeParse({ name: newGroup ?? "" });
    if (!parsed.success) {
      setError("newGroup", zodFieldMessages(parsed.error).name ?? { key: "validation.required" });
      return;
    }
    setGroupBusy(true);
    try {
      const { data } = await api<CustomerGroup>("/customers/groups", { body: { name: parsed.data.name } });
      onGroupCreated(data);
      set("groupId", data.id);
      setNewGroup(null);
      toast.success(t("groupCreated", { name: data.name }));
    } catch (caught) {
      const text =
        caught instanceof ApiError ? (caught.fieldErrors.name ?? caught.message) : tAll("customers.groups.error");
      setError("newGroup", { text });
    } finally {
      setGroupBusy(false);
    }
  };

  const changePhoto = (draft: PhotoDraft) => {
    setPhoto(draft);
    clearError("photo");
  };

  /** The photo draft, applied to a saved customer. */
  const savePhoto = async (customer: Customer) => {
    if (photo.kind === "replace") {
      setPhotoProgress(0);
      await uploadCustomerPhoto(customer.id, photo.file, setPhotoProgress);
    } else if (photo.kind === "remove" && customer.avatar) {
      await api<Customer>(`/customers/${customer.id}/photo`, { method: "DELETE" });
    }
  };

  const submit = async (input: z.output<typeof customerInputSchema>) => {
    const customer = savedId
      ? (await api<Customer>(`/customers/${savedId}`, { method: "PUT", body: input })).data
      : (await api<Customer>("/customers", { body: input })).data;
    setSavedId(customer.id);
    setSavedAvatar(customer.avatar);
    onPersisted();
    try {
      await savePhoto(customer);
    } catch (caught) {
      const fallback = tAll("customers.photo.failed");
      const text = caught instanceof ApiError && caught.code ? (caught.fieldErrors.photo ?? caught.message) : fallback;
      setError("photo", { text });
      form.setError("root.server", { type: SERVER_ERROR, message: tAll("customers.photo.savedWithoutPhoto") });
      setPhotoProgress(null);
      return;
    }
    toast.success(panel.mode === "edit" ? t("updated") : t("created"));
    onSaved();
  };

  const textField = (field: TextField, options: { required?: boolean; type?: string; className?: string } = {}) => (
    <Field
      id={`customer-${field}`}
      label={t(`fields.${field}`)}
      required={options.required}
      error={error(field)}
      className={options.className}
    >
      <Input
        id={`customer-${field}`}
        type={options.type ?? "text"}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-required={options.required || undefined}
        autoComplete="off"
      />
    </Field>
  );

  /** A field chosen from a fixed list (the type, the status), each choice labelled under `messages`. */
  const choiceField = <K extends "customerType" | "status">(
    field: K,
    choices: readonly FormValues[K][],
    messages: string,
  ) => (
    <Field id={`customer-${field}`} label={t(`fields.${String(field)}`)} error={error(field)}>
      <FieldSelect
        id={`customer-${field}`}
        value={values[field]}
        onChange={(value) => set(field, value)}
        values={choices}
        label={(value) => tAll(`${messages}.${String(value)}`)}
      />
    </Field>
  );

  return (
    <KitForm form={form} onSubmit={submit} fallback={t("error")} className="flex flex-1 flex-col">
      <div className="flex flex-1 flex-col gap-4 p-4">
        <FormRootAlert />
        <CustomerPhotoField
          id="customer-photo"
          name={values}
          currentUrl={savedAvatar}
          draft={photo}
          onDraftChange={changePhoto}
          error={error("photo")}
          onProblem={(problem) => setError("photo", { key: problem.key, values: problem.values })}
          progress={photoProgress}
          disabled={busy}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {textField("firstName", { required: true })}
          {textField("lastName", { required: true })}
        </div>
        {textField("email", { required: true, type: "email" })}
        <div className="grid grid-cols-[7.5rem_1fr] gap-2">
          <Field id="customer-countryCode" label={t("fields.countryCode")} error={error("countryCode")}>
            <Select value={values.countryCode} onValueChange={(value) => set("countryCode", value)}>
              <SelectTrigger id="customer-countryCode" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DIAL_CODES.map((item) => (
                  <SelectItem key={item.code} value={item.code}>
                    {item.country} {item.code}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          {textField("phone", { type: "tel" })}
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {choiceField("customerType", CUSTOMER_TYPES, "customers.type")}
          {choiceField("status", CUSTOMER_STATUSES, "customers.status")}
        </div>

        <Field id="customer-groupId" label={t("fields.groupId")} error={error("groupId")}>
          <NamedItemSelect
            id="customer-groupId"
            value={newGroup !== null ? NEW_GROUP : values.groupId || NO_GROUP}
            onChange={(value) => {
              if (value === NEW_GROUP) {
                setNewGroup("");
                return;
              }
              setNewGroup(null);
              set("groupId", value === NO_GROUP ? null : value);
            }}
            none={{ value: NO_GROUP, label: t("noGroup") }}
            items={groups}
            last={{ value: NEW_GROUP, label: t("newGroup") }}
          />
        </Field>
        {newGroup !== null && (
          <Field id="customer-newGroup" label={t("newGroupName")} required error={error("newGroup")}>
            <div className="flex gap-2">
              <Input
                id="customer-newGroup"
                value={newGroup}
                maxLength={60}
                autoFocus
                onChange={(event) => {
                  setNewGroup(event.target.value);
                  clearError("newGroup");
                }}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void createGroup();
                  }
                }}
                aria-invalid={errorOf("newGroup") ? true : undefined}
              />
              <Button type="button" variant="secondary" disabled={groupBusy} onClick={createGroup}>
                {t("addGroup")}
              </Button>
              <IconButton icon={X} type="button" label={t("cancelGroup")} onClick={() => setNewGroup(null)} />
            </div>
          </Field>
        )}

        <Field id="customer-tags" label={t("fields.tags")} error={error("tags")}>
          <div className="flex gap-2">
            <Input
              id="customer-tags"
              value={tagDraft}
              maxLength={CUSTOMER_TAG_MAX_LENGTH + 10}
              placeholder={t("tagsPlaceholder")}
              onChange={(event) => {
                setTagDraft(event.target.value);
                clearError("tags");
              }}
              onKeyDown={onTagKey}
              aria-invalid={errorOf("tags") ? true : undefined}
            />
            <IconButton icon={Plus} type="button" variant="outline" label={t("fields.tags")} onClick={addTag} />
          </div>
          {values.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {values.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary" className="gap-1 pr-1">
                    {tag}
                    <button
                      type="button"
                      aria-label={t("removeTag", { tag })}
                      onClick={() =>
                        set(
                          "tags",
                          values.tags.filter((item) => item !== tag),
                        )
                      }
                      className="rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
                    >
                      <X className="size-3" aria-hidden />
                    </button>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Field>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">{t("social")}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {textField("instagram")}
            {textField("facebook")}
            {textField("twitter")}
            {textField("linkedin")}
          </div>
        </fieldset>

        <Field id="customer-notes" label={t("fields.notes")} error={error("notes")}>
          <Textarea
            id="customer-notes"
            rows={4}
            value={values.notes}
            onChange={(event) => set("notes", event.target.value)}
            aria-invalid={errorOf("notes") ? true : undefined}
          />
        </Field>
      </div>
      <SheetFooter className="sticky bottom-0 flex-row justify-end border-t bg-background">
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("saving") : savedId ? t("save") : t("create")}
        </Button>
      </SheetFooter>
    </KitForm>
  );
}
