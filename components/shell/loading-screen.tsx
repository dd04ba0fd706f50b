import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";

/** The centred spinner with 'Yükleniyor...' shown while a signed-in screen loads. */
export function LoadingScreen() {
  const t = useTranslations("common");
  return (
    <div role="status" aria-live="polite" className="grid min-h-[60dvh] place-items-center">
      <div className="flex flex-col items-center gap-3 text-sm text-muted-foreground">
        <Loader2 className="size-6 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
        {t("loading")}
      </div>
    </div>
  );
}
