import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";

/** "Sandbox data": shown wherever figures come from a sandbox account (issue 21), never passed off as real. */
export function SandboxBadge() {
  const t = useTranslations("analytics");
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-dashed px-2 py-0.5 text-xs font-medium text-muted-foreground">
      <FlaskConical className="size-3" aria-hidden />
      {t("sandboxData")}
    </span>
  );
}
