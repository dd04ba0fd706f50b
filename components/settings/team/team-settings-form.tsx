"use client";

import { Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { errorId, fieldAria } from "@/components/form/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/form/field-messages";
import { FormAlert } from "@/components/form/form-alert";
import { useFormatter } from "@/components/format/formatter-provider";
import { OptionSelect } from "@/components/settings/option-select";
import { SaveButton } from "@/components/settings/settings-save-bar";
import type { CompanyJson } from "@/components/settings/team/team-types";
import { UnsavedIndicator } from "@/components/settings/unsaved-indicator";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api-client";
import { INVITE_ROLES, TEAM_SIZES, updateCompanySchema, type InviteRole, type TeamSize } from "@/lib/validation/team";

const FIELDS = ["name", "teamSettings.teamSize", "teamSettings.defaultInviteRole"] as const;

type Values = { name: string; teamSize: TeamSize; defaultInviteRole: InviteRole };
const valuesOf = (company: CompanyJson): Values => ({ name: company.name, ...company.teamSettings });

/**
 * The team settings (spec 02 §2.13, §9): the workspace's name, the team size (25, 50,
 * unlimited: a cap under the plan's member limit) and the role the invite form starts with.
 * Saved through PUT /api/v1/company; members see them read-only.
 */
export function TeamSettingsForm({
  company,
  planLimit,
  canEdit,
  onSaved,
}: {
  company: CompanyJson;
  planLimit: number | null;
  canEdit: boolean;
  onSaved: (company: CompanyJson) => void;
}) {
  const t = useTranslations("settings.team.settings");
  const roles = useTranslations("settings.team.roles");
  const format = useFormatter();
  const messageText = useFieldMessageText();
  const [saved, setSaved] = useState(valuesOf(company));
  const [values, setValues] = useState(saved);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isDirty = JSON.stringify(values) !== JSON.stringify(saved);

  const edit = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setFieldMessages({});
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canEdit || isSaving || !isDirty) return;
    setAlert(null);
    const body = {
      name: values.name,
      teamSettings: { teamSize: values.teamSize, defaultInviteRole: values.defaultInviteRole },
    };
    const parsed = updateCompanySchema.safeParse(body);
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      return;
    }
    setIsSaving(true);
    try {
      const { data } = await api<{ company: CompanyJson }>("/company", { method: "PUT", body: parsed.data });
      setSaved(valuesOf(data.company));
      setValues(valuesOf(data.company));
      onSaved(data.company);
      toast.success(t("saved"));
    } catch (error) {
      const result = requestErrorMessages(error, FIELDS, t("error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
      toast.error(result.alert ?? t("error"));
    } finally {
      setIsSaving(false);
    }
  }

  const nameError = messageText(fieldMessages.name);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t("title")}>
      {!canEdit && <p className="text-sm text-muted-foreground">{t("readOnly")}</p>}
      <div className="flex flex-col gap-2">
        <Label htmlFor="team-name">{t("name")}</Label>
        <Input
          id="team-name"
          value={values.name}
          disabled={!canEdit}
          maxLength={120}
          onChange={(event) => edit({ name: event.target.value })}
          {...fieldAria("team-name", nameError)}
        />
        {nameError && (
          <p id={errorId("team-name")} role="alert" className="text-sm text-destructive">
            {nameError}
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionSelect
          id="team-size"
          label={t("teamSize")}
          value={values.teamSize}
          options={TEAM_SIZES.map((size) => ({ value: size, label: t(`teamSizes.${size}`) }))}
          onChange={(teamSize) => edit({ teamSize })}
          disabled={!canEdit}
          hint={t("teamSizeHint", { limit: planLimit === null ? t("planUnlimited") : format.number(planLimit) })}
          error={messageText(fieldMessages["teamSettings.teamSize"])}
        />
        <OptionSelect
          id="team-default-role"
          label={t("defaultInviteRole")}
          value={values.defaultInviteRole}
          options={INVITE_ROLES.map((role) => ({ value: role, label: roles(role) }))}
          onChange={(defaultInviteRole) => edit({ defaultInviteRole })}
          disabled={!canEdit}
          hint={t("defaultInviteRoleHint")}
          error={messageText(fieldMessages["teamSettings.defaultInviteRole"])}
        />
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      {canEdit && (
        <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-h-5">{isDirty && <UnsavedIndicator label={t("unsaved")} />}</div>
          <div className="flex gap-2 sm:justify-end">
            <Button
              type="button"
              variant="ghost"
              disabled={!isDirty || isSaving}
              onClick={() => {
                setValues(saved);
                setFieldMessages({});
                setAlert(null);
              }}
            >
              <Undo2 aria-hidden />
              {t("discard")}
            </Button>
            <SaveButton isDirty={isDirty} isSaving={isSaving} label={t("save")} savingLabel={t("saving")} />
          </div>
        </div>
      )}
    </form>
  );
}
