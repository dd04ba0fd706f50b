"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

const COPIED_FEEDBACK_MS = 2000;

/** Copies `text` to the clipboard and says so for a moment; a refused clipboard is reported. */
export function CopyButton({
  text,
  label,
  variant = "outline",
}: {
  text: string;
  label: string;
  variant?: "outline" | "ghost";
}) {
  const t = useTranslations("common");
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  return (
    <Button type="button" variant={variant} size="sm" onClick={copy}>
      {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {isCopied ? t("copied") : label}
      <span role="status" className="sr-only">
        {isCopied ? t("copied") : ""}
      </span>
    </Button>
  );
}
