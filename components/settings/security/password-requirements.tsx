import { ArrowRight, Check } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { PASSWORD_RULES, SPECIAL_CHARACTER_RULE } from "@/lib/validation/auth";

/**
 * The spec's five password requirements as a reference list (the typing checklist of the auth
 * forms ticks them off against an input; here there is none), with the way to change it.
 * The same rule ids and words as that checklist; the special character stays a suggestion.
 */
export async function PasswordRequirements() {
  const [t, rules] = await Promise.all([
    getTranslations("settings.security.password"),
    getTranslations("auth.common.passwordRules"),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {[...PASSWORD_RULES, SPECIAL_CHARACTER_RULE].map((rule) => (
          <li key={rule.id} className="flex items-center gap-2">
            <span className="grid size-5 shrink-0 place-items-center rounded-full bg-success/15 text-success">
              <Check className="size-3.5" aria-hidden />
            </span>
            <span>{rules(rule.id, { min: PASSWORD_MIN_LENGTH })}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t("serverRule")}</p>
      <Button asChild variant="outline" className="w-fit">
        <Link href="/settings/profile#password">
          {t("change")}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
