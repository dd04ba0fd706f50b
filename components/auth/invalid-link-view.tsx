import { Link2Off } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusView } from "@/components/auth/status-view";

/**
 * Where a dead link of each kind sends the reader: a reset link to ask for a new one, a
 * verification link back to sign-in (its texts are under auth.<link>.invalid…).
 */
const WAY_ON = {
  reset: { href: "/auth/forgot-password", label: "reset.requestNew" },
  verify: { href: "/auth/login", label: "common.backToLogin" },
} as const;

/**
 * A reset or verification link that is missing, wrong, expired or used: shown by its page when
 * the link is checked there, and by its form when the server finds it dead meanwhile.
 */
export function InvalidLinkView({ link, focusOnMount }: { link: keyof typeof WAY_ON; focusOnMount?: boolean }) {
  const t = useTranslations("auth");
  return (
    <StatusView
      tone="error"
      icon={<Link2Off />}
      title={t(`${link}.invalidTitle`)}
      focusOnMount={focusOnMount}
      link={{ href: WAY_ON[link].href, label: t(WAY_ON[link].label) }}
    >
      <p role="alert">{t(`${link}.invalidText`)}</p>
    </StatusView>
  );
}
