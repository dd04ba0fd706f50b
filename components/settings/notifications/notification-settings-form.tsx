"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { fieldAria, FieldError } from "@/components/form/field";
import { useErrorText, useSchemaForm } from "@/components/form/form-kit";
import { CheckboxRow } from "@/components/settings/checkbox-row";
import { OptionSelect } from "@/components/settings/option-select";
import { SegmentedChoice } from "@/components/settings/segmented-choice";
import { SaveBarForm } from "@/components/settings/settings-save-bar";
import { SettingsSection } from "@/components/settings/settings-page";
import { SwitchRow } from "@/components/common/switch-row";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api-client";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  SOUND_THEMES,
  SOUND_VOLUMES,
  updatePreferencesSchema,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from "@/lib/validation/preferences";

const FORM_ID = "notification-settings";

/**
 * Notification settings (spec 02 §2.8, §3, §9): channels, the eight kinds, sound theme and
 * volume, and the do-not-disturb window (its times shown only while it is on). One Save sends
 * the whole section to PUT /api/v1/account/preferences, checked first with the route's schema.
 */
export function NotificationSettingsForm({ initial }: { initial: NotificationPreferences }) {
  const t = useTranslations("settings.notifications");
  const errorText = useErrorText();
  // The form's values are the route's body, so the server's error paths are the fields' names.
  const form = useSchemaForm(updatePreferencesSchema, { defaultValues: { notifications: initial } });
  const { errors } = form.formState;
  const values = form.watch("notifications") as NotificationPreferences;
  const change = { shouldDirty: true } as const;

  const setChannel = (channel: NotificationChannel, on: boolean) =>
    form.setValue(`notifications.channels.${channel}`, on, change);
  const setType = (kind: NotificationKind, on: boolean) => form.setValue(`notifications.types.${kind}`, on, change);
  const setSound = (patch: Partial<NotificationPreferences["sound"]>) =>
    form.setValue("notifications.sound", { ...values.sound, ...patch }, change);
  /** A sound option as a choice group's value, options (labelled under sound.<name>s) and setter. */
  const soundChoice = <K extends keyof NotificationPreferences["sound"]>(
    name: K,
    choices: readonly NotificationPreferences["sound"][K][],
  ) => ({
    value: values.sound[name],
    options: choices.map((value) => ({ value, label: t(`sound.${String(name)}s.${String(value)}`) })),
    onChange: (value: NotificationPreferences["sound"][K]) => setSound({ [name]: value }),
  });
  const setDnd = (patch: Partial<NotificationPreferences["doNotDisturb"]>) => {
    form.setValue("notifications.doNotDisturb", { ...values.doNotDisturb, ...patch }, change);
    form.clearErrors("notifications.doNotDisturb");
  };

  async function save(body: { notifications?: NotificationPreferences }) {
    if (!form.formState.isDirty) return;
    const { data } = await api<{ notifications: NotificationPreferences }>("/account/preferences", {
      method: "PUT",
      body,
    });
    form.reset({ notifications: data.notifications });
    toast.success(t("saved"));
  }

  /** One end of the do-not-disturb window as a time field. */
  const dndTime = (edge: "start" | "end") => ({
    id: `dnd-${edge}`,
    label: t(`dnd.${edge}`),
    value: values.doNotDisturb[edge],
    error: errorText(errors.notifications?.doNotDisturb?.[edge]),
    onChange: (time: string) => setDnd({ [edge]: time }),
  });

  return (
    <SaveBarForm form={form} onSubmit={save} messages="settings.notifications" id={FORM_ID}>
      <SettingsSection id="channels" title={t("channels.title")} description={t("channels.description")}>
        <ul className="flex flex-col divide-y">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <li key={channel} className="py-3 first:pt-0 last:pb-0">
              <SwitchRow
                id={`channel-${channel}`}
                label={t(`channels.${channel}`)}
                hint={t(`channels.${channel}Hint`)}
                checked={values.channels[channel]}
                onCheckedChange={(on) => setChannel(channel, on)}
              />
            </li>
          ))}
        </ul>
      </SettingsSection>

      <SettingsSection id="types" title={t("types.title")} description={t("types.description")}>
        <ul className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {NOTIFICATION_TYPES.map((kind) => (
            <CheckboxRow
              key={kind}
              as="li"
              id={`type-${kind}`}
              label={t(`types.${kind}.label`)}
              hint={
                <>
                  {t(`types.${kind}.description`)}
                  {kind === "securityAlerts" && (
                    <span className="mt-1 flex items-center gap-1.5 text-xs font-medium text-foreground">
                      <Lock className="size-3.5 shrink-0" aria-hidden />
                      {t("types.securityNote")}
                    </span>
                  )}
                </>
              }
              checked={values.types[kind]}
              onCheckedChange={(on) => setType(kind, on)}
            />
          ))}
        </ul>
      </SettingsSection>

      <SettingsSection id="sound" title={t("sound.title")} description={t("sound.description")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <OptionSelect id="sound-theme" label={t("sound.theme")} {...soundChoice("theme", SOUND_THEMES)} />
          <SegmentedChoice
            id="volume"
            label={t("sound.volume")}
            {...soundChoice("volume", SOUND_VOLUMES)}
            className="grid-cols-3"
          />
        </div>
      </SettingsSection>

      <SettingsSection id="do-not-disturb" title={t("dnd.title")} description={t("dnd.description")}>
        <SwitchRow
          id="dnd-enabled"
          label={t("dnd.enabled")}
          hint={t("dnd.enabledHint")}
          checked={values.doNotDisturb.enabled}
          onCheckedChange={(enabled) => setDnd({ enabled })}
        />
        {values.doNotDisturb.enabled && (
          <div className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">
            <TimeField {...dndTime("start")} />
            <TimeField {...dndTime("end")} />
            <p className="text-xs text-muted-foreground sm:col-span-2">
              {t("dnd.summary", { start: values.doNotDisturb.start, end: values.doNotDisturb.end })}
            </p>
          </div>
        )}
      </SettingsSection>
    </SaveBarForm>
  );
}

function TimeField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        step={60}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full sm:max-w-40"
        {...fieldAria(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
