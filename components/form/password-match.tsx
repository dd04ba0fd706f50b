"use client";

import { CircleCheck, CircleX } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** Under "confirm password", once something is typed: whether the two passwords match (announced politely). */
export function PasswordMatch({ id, password, confirmation }: { id: string; password: string; confirmation: string }) {
  const t = useTranslations("auth.common");
  if (!confirmation) return null;
  const isMatch = password === confirmation;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn("flex items-center gap-1.5 text-xs font-medium", isMatch ? "text-success" : "text-destructive")}
    >
      {isMatch ? <CircleCheck className="size-3.5" aria-hidden /> : <CircleX className="size-3.5" aria-hidden />}
      {isMatch ? t("passwordsMatch") : t("passwordsDiffer")}
    </p>
  );
}
