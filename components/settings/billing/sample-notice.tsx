import { FlaskConical } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/** Says plainly that what follows is made up: Kanal has no payment provider (spec 02 §2.12). */
export function SampleNotice() {
  const t = useTranslations("settings.billing.samples");
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 p-3 sm:flex-row sm:items-start sm:gap-3">
      <Badge variant="secondary" className="gap-1">
        <FlaskConical aria-hidden />
        {t("badge")}
      </Badge>
      <p className="text-sm text-muted-foreground">{t("explanation")}</p>
    </div>
  );
}
