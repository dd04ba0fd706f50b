"use client";

import { ShieldAlert, ShieldCheck, ShieldOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { SettingsSection } from "@/components/settings/settings-page";
import { TwoFactorPasswordDialog } from "@/components/settings/security/two-factor-password-dialog";
import { TwoFactorRecoveryCodes } from "@/components/settings/security/two-factor-recovery-codes";
import { TwoFactorSetup, type EnabledTwoFactor } from "@/components/settings/security/two-factor-setup";
import { SwitchRow } from "@/components/common/switch-row";
import { useInstantSetting } from "@/components/settings/use-instant-setting";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api-client";
import { useFormatter } from "@/components/format/formatter-provider";
import { cn } from "@/lib/utils";
import type { CompanySecurityInput, TwoFactorState } from "@/lib/validation/two-factor";

/** Fewer recovery codes than this and the card suggests new ones. */
const LOW_RECOVERY_CODES = 3;

type Panel = { name: "none" } | { name: "setup" } | { name: "codes"; codes: string[] };

/**
 * Two-factor authentication on the security page (spec 02 §2.9, issue 6): the toggle, the
 * authenticator setup (QR code and secret, confirmed by a code), the recovery codes shown once,
 * new codes and turning off (both with the password), and for owners the company-wide rule.
 * `openSetup` starts the setup at once (members sent here by a company that requires it).
 */
export function TwoFactorCard({
  initial,
  isOwner,
  companyRequires,
  openSetup = false,
}: {
  initial: TwoFactorState;
  isOwner: boolean;
  companyRequires: boolean;
  openSetup?: boolean;
}) {
  const t = useTranslations("settings.security.twoFactor");
  const format = useFormatter();
  const toggleId = useId();
  const policyId = useId();
  const [state, setState] = useState(initial);
  const [panel, setPanel] = useState<Panel>(openSetup && !initial.enabled ? { name: "setup" } : { name: "none" });
  const [dialog, setDialog] = useState<"disable" | "regenerate" | null>(null);
  const policy = useInstantSetting({
    initial: companyRequires,
    request: (requireTwoFactor: boolean) => ({
      path: "/company/security",
      method: "PUT",
      body: { requireTwoFactor } satisfies CompanySecurityInput,
    }),
    read: (data: CompanySecurityInput) => data.requireTwoFactor,
    onSaved: (isOn) => {
      setState((current) => ({ ...current, required: isOn }));
      toast.success(isOn ? t("policy.savedOn") : t("policy.savedOff"));
    },
    errorText: t("policy.error"),
  });
  const isRequired = policy.value;

  const isSettingUp = panel.name === "setup";
  const needsSetup = isRequired && !state.enabled;

  const onToggle = (next: boolean) => {
    if (next && !state.enabled) setPanel({ name: "setup" });
    else if (!next && isSettingUp) setPanel({ name: "none" });
    else if (!next && state.enabled) setDialog("disable");
  };

  const onEnabled = ({ recoveryCodes, enabledAt }: EnabledTwoFactor) => {
    setState((current) => ({ ...current, enabled: true, enabledAt, recoveryCodesLeft: recoveryCodes.length }));
    setPanel({ name: "codes", codes: recoveryCodes });
    toast.success(t("toastEnabled"));
  };

  const disable = async (password: string) => {
    await api("/account/two-factor/disable", { method: "POST", body: { password } });
    setState((current) => ({ ...current, enabled: false, enabledAt: null, recoveryCodesLeft: 0 }));
    setPanel({ name: "none" });
    setDialog(null);
    toast.success(t("toastDisabled"));
  };

  const regenerate = async (password: string) => {
    const { data } = await api<{ recoveryCodes: string[] }>("/account/two-factor/recovery-codes", {
      method: "POST",
      body: { password },
    });
    setState((current) => ({ ...current, recoveryCodesLeft: data.recoveryCodes.length }));
    setPanel({ name: "codes", codes: data.recoveryCodes });
    setDialog(null);
    toast.success(t("toastRegenerated"));
  };

  const StatusIcon = state.enabled ? ShieldCheck : needsSetup ? ShieldAlert : ShieldOff;
  return (
    <SettingsSection id="two-factor" title={t("title")} description={t("description")}>
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className={cn(
              "grid size-9 shrink-0 place-items-center rounded-lg",
              state.enabled ? "bg-success/15 text-success" : "bg-muted text-muted-foreground",
              needsSetup && "bg-warning/15 text-warning",
            )}
          >
            <StatusIcon className="size-4" aria-hidden />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <Label htmlFor={toggleId} className="text-sm font-medium">
                {t("toggle")}
              </Label>
              <Badge variant={state.enabled ? "default" : "secondary"}>{state.enabled ? t("on") : t("off")}</Badge>
            </div>
            <p id={`${toggleId}-hint`} className="text-sm text-muted-foreground">
              {state.enabled && state.enabledAt
                ? t("enabledSince", { date: format.date(state.enabledAt) })
                : t("offHint")}
            </p>
          </div>
        </div>
        <Switch
          id={toggleId}
          checked={state.enabled || isSettingUp}
          onCheckedChange={onToggle}
          aria-describedby={`${toggleId}-hint`}
          className="mt-0.5"
        />
      </div>

      {needsSetup && !isSettingUp && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 px-3 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t("required")}</p>
          <Button type="button" size="sm" className="shrink-0" onClick={() => setPanel({ name: "setup" })}>
            {t("setupNow")}
          </Button>
        </div>
      )}

      {isSettingUp && <TwoFactorSetup onEnabled={onEnabled} onCancel={() => setPanel({ name: "none" })} />}

      {panel.name === "codes" && (
        <TwoFactorRecoveryCodes codes={panel.codes} onDone={() => setPanel({ name: "none" })} />
      )}

      {/* Spec 02 §4: the recovery-code area appears only when two-factor is on. */}
      {state.enabled && panel.name !== "codes" && (
        <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">{t("codes.title")}</p>
            <p
              className={cn(
                "text-muted-foreground",
                state.recoveryCodesLeft < LOW_RECOVERY_CODES && "font-medium text-destructive",
              )}
            >
              {t("codes.left", { count: state.recoveryCodesLeft })}
              {state.recoveryCodesLeft < LOW_RECOVERY_CODES && ` · ${t("codes.low")}`}
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => setDialog("regenerate")}
          >
            {t("regenerate.action")}
          </Button>
        </div>
      )}

      {isOwner && (
        <SwitchRow
          id={policyId}
          label={t("policy.label")}
          hint={t("policy.hint")}
          checked={isRequired}
          onCheckedChange={policy.change}
          disabled={policy.isSaving}
          align="start"
          className="border-t pt-4"
        />
      )}

      <TwoFactorPasswordDialog
        open={dialog === "disable"}
        onOpenChange={(open) => setDialog(open ? "disable" : null)}
        title={t("disable.title")}
        description={t("disable.description")}
        warning={isRequired ? t("disable.companyWarning") : undefined}
        submitLabel={t("disable.submit")}
        submittingLabel={t("disable.submitting")}
        isDestructive
        onConfirm={disable}
      />
      <TwoFactorPasswordDialog
        open={dialog === "regenerate"}
        onOpenChange={(open) => setDialog(open ? "regenerate" : null)}
        title={t("regenerate.title")}
        description={t("regenerate.description")}
        submitLabel={t("regenerate.submit")}
        submittingLabel={t("regenerate.submitting")}
        onConfirm={regenerate}
      />
    </SettingsSection>
  );
}
