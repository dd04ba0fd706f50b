"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { toast } from "sonner";
import { DataExportPanel } from "@/components/settings/security/data-export-panel";
import { useInstantSetting } from "@/components/settings/use-instant-setting";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { DataExportJson } from "@/lib/account/types";
import { cn } from "@/lib/utils";
import { PROFILE_VISIBILITIES, type ProfileVisibility, type SecuritySettings } from "@/lib/validation/security";

/**
 * Privacy (spec 02 §2.9): profile visibility, saved as soon as it is chosen (a failed save puts
 * the old choice back), and the data export.
 */
export function PrivacyControls({
  initialVisibility,
  initialExports,
}: {
  initialVisibility: ProfileVisibility;
  initialExports: DataExportJson[];
}) {
  const t = useTranslations("settings.security.privacy");
  const id = useId();
  const setting = useInstantSetting({
    initial: initialVisibility,
    request: (profileVisibility: ProfileVisibility) => ({
      path: "/account/security",
      method: "PUT",
      body: { profileVisibility },
    }),
    read: (data: SecuritySettings) => data.profileVisibility,
    onSaved: (saved) => toast.success(t("saved", { option: t(`visibility.${saved}`) })),
    errorText: t("error"),
  });
  const visibility = setting.value;
  const change = (value: string) => {
    const next = PROFILE_VISIBILITIES.find((item) => item === value);
    if (next && next !== visibility) setting.change(next);
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3" aria-busy={setting.isSaving}>
        <legend id={`${id}-legend`} className="mb-3 text-sm font-medium">
          {t("visibilityLabel")}
        </legend>
        <RadioGroup
          value={visibility}
          onValueChange={change}
          disabled={setting.isSaving}
          aria-labelledby={`${id}-legend`}
          className="grid gap-2 sm:grid-cols-3"
        >
          {PROFILE_VISIBILITIES.map((option) => (
            <Label
              key={option}
              htmlFor={`${id}-${option}`}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-3 font-normal transition-colors hover:bg-accent/50",
                visibility === option && "border-primary bg-primary/5",
              )}
            >
              <RadioGroupItem
                id={`${id}-${option}`}
                value={option}
                className="mt-0.5"
                aria-describedby={`${id}-${option}-hint`}
              />
              <span className="flex flex-col gap-1">
                <span className="text-sm font-medium">{t(`visibility.${option}`)}</span>
                <span id={`${id}-${option}-hint`} className="text-xs leading-snug text-muted-foreground">
                  {t(`visibilityHint.${option}`)}
                </span>
              </span>
            </Label>
          ))}
        </RadioGroup>
      </fieldset>
      <div className="border-t pt-5">
        <DataExportPanel initial={initialExports} />
      </div>
    </div>
  );
}
