"use client";

import { Clock, Link2Off, UserRoundCheck, UserX } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusView } from "@/components/auth/status-view";

export type InvitationLinkProblem = "invalid" | "expired" | "used" | "cancelled" | "accountExists";

const ICONS = {
  invalid: Link2Off,
  expired: Clock,
  used: UserRoundCheck,
  cancelled: UserX,
  accountExists: UserRoundCheck,
};

/**
 * An invitation link that cannot be used, said plainly (issue 7): forged or mistyped, expired
 * (7 days), already used, cancelled, or for an address that already has an account. Never an
 * error screen: a title, what to do, and the way to the sign-in page.
 */
export function InvitationLinkView({
  reason,
  email,
  companyName,
  focusOnMount,
}: {
  reason: InvitationLinkProblem;
  email?: string;
  companyName?: string;
  focusOnMount?: boolean;
}) {
  const t = useTranslations("auth.acceptInvitation");
  const Icon = ICONS[reason];
  return (
    <StatusView
      tone={reason === "used" || reason === "accountExists" ? "info" : "error"}
      icon={<Icon />}
      title={t(`${reason}Title`)}
      focusOnMount={focusOnMount}
      link={{ href: "/auth/login", label: t("toLogin") }}
    >
      <p role="alert" data-testid="invitation-problem" data-reason={reason}>
        {reason === "accountExists"
          ? t("accountExistsText", { email: email ?? "", company: companyName ?? "" })
          : t(`${reason}Text`)}
      </p>
    </StatusView>
  );
}
