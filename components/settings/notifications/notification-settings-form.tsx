"use client";

import { Loader2, Lock, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { errorId, fieldAria } from "@/components/auth/field";
import {
  requestErrorMessages,
  useFieldMessageText,
  zodFieldMessages,
  type FieldMessages,
} from "@/components/auth/field-messages";
import { FormAlert } from "@/components/auth/form-alert";
import { SettingsSection } from "@/components/settings/settings-page";
import { UnsavedIndicator } from "@/components/settings/unsaved-indicator";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api-client";
import { cn } from "@/lib/utils";
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

const DND_START = "notifications.doNotDisturb.start";
const DND_END = "notifications.doNotDisturb.end";
const FIELDS = [DND_START, DND_END] as const;
const FORM_ID = "notification-settings";

const sameSettings = (a: NotificationPreferences, b: NotificationPreferences) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Notification settings (spec 02 §2.8, §3, §9): channels, the eight kinds, sound theme and
 * volume, and the do-not-disturb window (its times shown only while it is on). One Save sends
 * the whole section to PUT /api/v1/account/preferences, checked first with the route's schema.
 */
export function NotificationSettingsForm({ initial }: { initial: NotificationPreferences }) {
  const t = useTranslations("settings.notifications");
  const messageText = useFieldMessageText();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isDirty = !sameSettings(values, saved);

  const setChannel = (channel: NotificationChannel, on: boolean) =>
    setValues((current) => ({ ...current, channels: { ...current.channels, [channel]: on } }));
  const setType = (kind: NotificationKind, on: boolean) =>
    setValues((current) => ({ ...current, types: { ...current.types, [kind]: on } }));
  const setSound = (patch: Partial<NotificationPreferences["sound"]>) =>
    setValues((current) => ({ ...current, sound: { ...current.sound, ...patch } }));
  const setDnd = (patch: Partial<NotificationPreferences["doNotDisturb"]>) => {
    setValues((current) => ({ ...current, doNotDisturb: { ...current.doNotDisturb, ...patch } }));
    setFieldMessages({});
  };

  const discard = () => {
    setValues(saved);
    setFieldMessages({});
    setAlert(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving || !isDirty) return;
    setAlert(null);
    const body = { notifications: values };
    const parsed = updatePreferencesSchema.safeParse(body);
    if (!parsed.success) {
      setFieldMessages(zodFieldMessages(parsed.error));
      toast.error(t("invalid"));
      return;
    }
    setIsSaving(true);
    try {
      const { data } = await api<{ notifications: NotificationPreferences }>("/account/preferences", {
        method: "PUT",
        body: parsed.data,
      });
      setSaved(data.notifications);
      setValues(data.notifications);
      setFieldMessages({});
      toast.success(t("saved"));
    } catch (error) {
      const result = requestErrorMessages(error, FIELDS, t("error"));
      setFieldMessages(result.fieldMessages);
      setAlert(result.alert);
      toast.error(result.alert ?? t("invalid"));
    } finally {
      setIsSaving(false);
    }
  }

  const startError = messageText(fieldMessages[DND_START]);
  const endError = messageText(fieldMessages[DND_END]);

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
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
          {NOTIFICATION_TYPES.map((kind) => {
            const id = `type-${kind}`;
            const hintId = `${id}-hint`;
            return (
              <li key={kind} className="flex items-start gap-3">
                <Checkbox
                  id={id}
                  checked={values.types[kind]}
                  onCheckedChange={(state) => setType(kind, state === true)}
                  aria-describedby={hintId}
                  className="mt-0.5"
                />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Label htmlFor={id} className="leading-snug">
                    {t(`types.${kind}.label`)}
                  </Label>
                  <p id={hintId} className="text-sm text-muted-foreground">
                    {t(`types.${kind}.description`)}
                    {kind === "securityAlerts" && (
                      <span className="mt-1 flex items-center gap-1.5 text-xs font-medium text-foreground">
                        <Lock className="size-3.5 shrink-0" aria-hidden />
                        {t("types.securityNote")}
                      </span>
                    )}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </SettingsSection>

      <SettingsSection id="sound" title={t("sound.title")} description={t("sound.description")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor="sound-theme">{t("sound.theme")}</Label>
            <Select
              value={values.sound.theme}
              onValueChange={(theme) => setSound({ theme: theme as NotificationPreferences["sound"]["theme"] })}
            >
              <SelectTrigger id="sound-theme" className="w-full">
                {/* The label given here is also what the server renders, before the options exist. */}
                <SelectValue>{t(`sound.themes.${values.sound.theme}`)}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {SOUND_THEMES.map((theme) => (
                  <SelectItem key={theme} value={theme}>
                    {t(`sound.themes.${theme}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label id="sound-volume-label">{t("sound.volume")}</Label>
            <RadioGroup
              aria-labelledby="sound-volume-label"
              value={values.sound.volume}
              onValueChange={(volume) => setSound({ volume: volume as NotificationPreferences["sound"]["volume"] })}
              className="grid grid-cols-3 gap-2"
            >
              {SOUND_VOLUMES.map((volume) => (
                <Label
                  key={volume}
                  htmlFor={`volume-${volume}`}
                  className={cn(
                    "flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md border px-2 text-sm font-normal transition-colors",
                    "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                    values.sound.volume === volume ? "border-primary bg-primary/10 font-medium" : "hover:bg-accent",
                  )}
                >
                  <RadioGroupItem id={`volume-${volume}`} value={volume} className="sr-only" />
                  {t(`sound.volumes.${volume}`)}
                </Label>
              ))}
            </RadioGroup>
          </div>
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
            <TimeField
              id="dnd-start"
              label={t("dnd.start")}
              value={values.doNotDisturb.start}
              error={startError}
              onChange={(start) => setDnd({ start })}
            />
            <TimeField
              id="dnd-end"
              label={t("dnd.end")}
              value={values.doNotDisturb.end}
              error={endError}
              onChange={(end) => setDnd({ end })}
            />
            <p className="text-xs text-muted-foreground sm:col-span-2">
              {t("dnd.summary", { start: values.doNotDisturb.start, end: values.doNotDisturb.end })}
            </p>
          </div>
        )}
      </SettingsSection>

      {alert && <FormAlert>{alert}</FormAlert>}

      {/* The save bar: it follows the reader down the page while something is unsaved. */}
      <div
        className={cn(
          "z-10 flex items-center justify-between gap-3 rounded-xl border bg-background/95 p-3 backdrop-blur-sm sm:px-5",
          isDirty && "sticky bottom-4 shadow-lg",
        )}
      >
        <div className="min-w-0">
          {isDirty ? (
            <UnsavedIndicator label={t("unsaved")} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("upToDate")}</p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button type="button" variant="ghost" onClick={discard} disabled={!isDirty || isSaving}>
            <Undo2 aria-hidden />
            <span className="sr-only sm:not-sr-only">{t("discard")}</span>
          </Button>
          <Button type="submit" disabled={!isDirty || isSaving}>
            {isSaving && <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />}
            {isSaving ? t("saving") : t("save")}
          </Button>
        </div>
      </div>
    </form>
  );
}

function SwitchRow({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: ReactNode;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={hintId} />
    </div>
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
      {error && (
        <p id={errorId(id)} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
