"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { toast } from "sonner";
import { SwitchRow } from "@/components/common/switch-row";
import { useInstantSetting } from "@/components/settings/use-instant-setting";
import type { SecuritySettings } from "@/lib/validation/security";

/**
 * Login alerts (spec 02 §2.9): an e-mail on a sign-in from a new device. Saved as soon as it is
 * switched; a failed save puts the switch back and says why.
 */
export function LoginAlertsControl({ initial }: { initial: boolean }) {
  const t = useTranslations("settings.security.loginAlerts");
  const id = useId();
  const setting = useInstantSetting({
    initial,
    request: (loginAlerts: boolean) => ({ path: "/account/security", method: "PUT", body: { loginAlerts } }),
    read: (data: SecuritySettings) => data.loginAlerts,
    onSaved: (isOn) => toast.success(isOn ? t("savedOn") : t("savedOff")),
    errorText: t("error"),
  });

  return (
    <SwitchRow
      id={id}
      label={t("label")}
      hint={t("hint")}
      checked={setting.value}
      onCheckedChange={setting.change}
      disabled={setting.isSaving}
      align="start"
    />
  );
}
