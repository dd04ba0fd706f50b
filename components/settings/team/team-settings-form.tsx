"use client";

import { Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { fieldAria, FieldError } from "@/components/form/field";
import { FormRootAlert, KitForm, registerField, useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { useUnsavedChangesGuard } from "@/components/form/use-unsaved-changes-guard";
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
import type { z } from "zod";

// The form's values are the route's body, so the server's error paths are the fields' names.
type Values = { name: string; teamSettings: { teamSize: TeamSize; defaultInviteRole: InviteRole } };
const valuesOf = (company: CompanyJson): Values => ({ name: company.name, teamSettings: { ...company.teamSettings } });

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
  const errorText = useErrorText();
  const common = useTranslations("common");
  const form = useSchemaForm(updateCompanySchema, { defaultValues: valuesOf(company) });
  const { isDirty, isSubmitting: isSaving, errors } = form.formState;
  const teamSettings = form.watch("teamSettings") as Values["teamSettings"];
  useUnsavedChangesGuard(canEdit && isDirty, common("leaveUnsaved"));

  const editSettings = (patch: Partial<Values["teamSettings"]>) => {
    form.setValue("teamSettings", { ...teamSettings, ...patch }, { shouldDirty: true });
    form.clearErrors("teamSettings");
  };

  async function save(body: z.output<typeof updateCompanySchema>) {
    if (!canEdit || !form.formState.isDirty) return;
    const { data } = await api<{ company: CompanyJson }>("/company", { method: "PUT", body });
    form.reset(valuesOf(data.company));
    onSaved(data.company);
    toast.success(t("saved"));
  }

  const nameError = errorText(errors.name);
  return (
    <KitForm
      form={form}
      onSubmit={save}
      fallback={t("error")}
      onServerError={(alert) => toast.error(alert ?? t("error"))}
      className="flex flex-col gap-5"
      aria-label={t("title")}
    >
      {!canEdit && <p className="text-sm text-muted-foreground">{t("readOnly")}</p>}
      <div className="flex flex-col gap-2">
        <Label htmlFor="team-name">{t("name")}</Label>
        <Input
          id="team-name"
          disabled={!canEdit}
          maxLength={120}
          {...registerField(form, "name")}
          {...fieldAria("team-name", nameError)}
        />
        <FieldError id={"team-name"} error={nameError} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionSelect
          id="team-size"
          label={t("teamSize")}
          value={teamSettings.teamSize}
          options={TEAM_SIZES.map((size) => ({ value: size, label: t(`teamSizes.${size}`) }))}
          onChange={(teamSize) => editSettings({ teamSize })}
          disabled={!canEdit}
          hint={t("teamSizeHint", { limit: planLimit === null ? t("planUnlimited") : format.number(planLimit) })}
          error={errorText(errors.teamSettings?.teamSize)}
        />
        <OptionSelect
          id="team-default-role"
          label={t("defaultInviteRole")}
          value={teamSettings.defaultInviteRole}
          options={INVITE_ROLES.map((role) => ({ value: role, label: roles(role) }))}
          onChange={(defaultInviteRole) => editSettings({ defaultInviteRole })}
          disabled={!canEdit}
          hint={t("defaultInviteRoleHint")}
          error={errorText(errors.teamSettings?.defaultInviteRole)}
        />
      </div>
      <FormRootAlert />
      {canEdit && (
        <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-h-5">{isDirty && <UnsavedIndicator label={t("unsaved")} />}</div>
          <div className="flex gap-2 sm:justify-end">
            <Button type="button" variant="ghost" disabled={!isDirty || isSaving} onClick={() => form.reset()}>
              <Undo2 aria-hidden />
              {t("discard")}
            </Button>
            <SaveButton isDirty={isDirty} isSaving={isSaving} label={t("save")} savingLabel={t("saving")} />
          </div>
        </div>
      )}
    </KitForm>
  );
}
