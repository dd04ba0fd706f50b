"use client";

import { useTranslations } from "next-intl";
import { AuthFooterNote } from "@/components/auth/auth-card";
import { GoogleButton } from "@/components/auth/google-button";
import { OrDivider } from "@/components/auth/or-divider";
import { TextLink } from "@/components/auth/text-link";

/** Each form's way to the other one: its messages under auth.<screen>, and the other form's page. */
const OTHER_FORM = {
  signIn: { screen: "login", question: "noAccount", link: "register", href: "/auth/register" },
  signUp: { screen: "register", question: "hasAccount", link: "login", href: "/auth/login" },
} as const;

/**
 * Under the sign-in and sign-up forms: "or", the Google button, then the way to the other form
 * ("No account yet? Sign up" / "Already have an account? Sign in").
 */
export function OtherWaysIn({ mode }: { mode: keyof typeof OTHER_FORM }) {
  const t = useTranslations("auth");
  const other = OTHER_FORM[mode];
  return (
    <>
      <OrDivider label={t("common.or")} />
      <GoogleButton mode={mode} />
      <AuthFooterNote>
        {t(`${other.screen}.${other.question}`)}{" "}
        <TextLink href={other.href}>{t(`${other.screen}.${other.link}`)}</TextLink>
      </AuthFooterNote>
    </>
  );
}
