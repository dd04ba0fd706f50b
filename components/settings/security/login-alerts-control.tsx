"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { SwitchRow } from "@/components/settings/switch-row";
import { api } from "@/lib/api-client";
import type { SecuritySettings } from "@/lib/validation/security";

/**
 * Login alerts (spec 02 §2.9): an e-mail on a sign-in from a new device. Saved as soon as it is
 * switched; a failed save puts the switch back and says why.
 */
export function LoginAlertsControl({ initial }: { initial: boolean }) {
  const t = useTranslations("settings.security.loginAlerts");
  const id = useId();
  const [isOn, setIsOn] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);

  const change = async (next: boolean) => {
    const previous = isOn;
    setIsOn(next);
    setIsSaving(true);
    try {
      const { data } = await api<SecuritySettings>("/account/security", {
        method: "PUT",
        body: { loginAlerts: next },
      });
      setIsOn(data.loginAlerts);
      toast.success(data.loginAlerts ? t("savedOn") : t("savedOff"));
    } catch (error) {
      setIsOn(previous);
      toast.error(requestErrorText(error, t("error")));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <SwitchRow
      id={id}
      label={t("label")}
      hint={t("hint")}
      checked={isOn}
      onCheckedChange={change}
      disabled={isSaving}
      align="start"
    />
  );
}
