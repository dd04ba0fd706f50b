"use client";

import { Check, Circle } from "lucide-react";
import { useTranslations } from "next-intl";
import { PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { cn } from "@/lib/utils";
import { isStrongPassword, PASSWORD_RULES, SPECIAL_CHARACTER_RULE } from "@/lib/validation/auth";

/**
 * The password rules, ticked off as the user types (spec 01 §5). The special character is a
 * suggestion: it is listed, never required. Link it to the input with aria-describedby={id}.
 */
export function PasswordChecklist({
  id,
  password,
  showStrength = false,
}: {
  id: string;
  password: string;
  showStrength?: boolean;
}) {
  const t = useTranslations("auth.common");
  const rules = [...PASSWORD_RULES, SPECIAL_CHARACTER_RULE];
  const isStrong = isStrongPassword(password);
  return (
    <div id={id} className="flex flex-col gap-2 rounded-lg border bg-muted/40 px-3 py-2.5">
      <div className="flex items-center justify-between gap-2 text-xs">
        <p className="font-medium text-foreground">{t("passwordRules.title")}</p>
        {showStrength && password && (
          <p className={cn("font-medium", isStrong ? "text-success" : "text-destructive")}>
            <span className="font-normal text-muted-foreground">{t("strength")}</span>{" "}
            {isStrong ? t("strong") : t("weak")}
          </p>
        )}
      </div>
      <ul className="grid gap-x-4 gap-y-1.5 text-xs sm:grid-cols-2">
        {rules.map((rule) => {
          const isMet = rule.test(password);
          const isSuggestion = rule.id === SPECIAL_CHARACTER_RULE.id;
          return (
            <li
              key={rule.id}
              className={cn(
                "flex items-center gap-1.5 transition-colors",
                isMet ? "text-success" : "text-muted-foreground",
                isSuggestion && "sm:col-span-2",
              )}
            >
              {isMet ? (
                <Check className="size-3.5 shrink-0" aria-hidden />
              ) : (
                <Circle className="size-3.5 shrink-0 opacity-60" aria-hidden />
              )}
              <span>
                {t(`passwordRules.${rule.id}`, { min: PASSWORD_MIN_LENGTH })}
                <span className="sr-only"> {isMet ? t("passwordRules.met") : t("passwordRules.unmet")}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
