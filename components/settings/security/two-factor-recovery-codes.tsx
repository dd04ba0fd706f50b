"use client";

import { Download, KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/common/copy-button";
import { Button } from "@/components/ui/button";
import { useFormatter } from "@/components/format/formatter-provider";
import { HeadingBlock } from "@/components/common/heading-block";

/**
 * The recovery codes, shown this once after enabling or regenerating: a list to copy or save as a
 * .txt file, and "I have saved my codes" to put them away for good.
 */
export function TwoFactorRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("settings.security.twoFactor.codes");
  const format = useFormatter();
  const asText = codes.join("\n");

  const download = () => {
    const content = [t("fileTitle"), t("fileNote", { date: format.dateTime(new Date()) }), "", ...codes, ""].join("\n");
    const url = URL.createObjectURL(new Blob([content], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = t("fileName");
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <div
      className="flex flex-col gap-4 rounded-lg border bg-muted/40 p-4"
      role="region"
      aria-labelledby="two-factor-codes-title"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <KeyRound className="size-4" aria-hidden />
        </span>
        <HeadingBlock
          level="item"
          titleClassName="font-semibold"
          id="two-factor-codes-title"
          title={t("title")}
          description={t("description")}
        />
      </div>
      <div className="rounded-md border bg-background px-4 py-4">
        <ol
          aria-label={t("listLabel")}
          className="mx-auto grid w-fit grid-cols-2 gap-x-8 gap-y-2 font-mono text-sm tabular-nums sm:gap-x-16 sm:text-base"
        >
          {codes.map((code) => (
            <li key={code} className="select-all">
              {code}
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <CopyButton text={asText} label={t("copy")} />
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden />
          {t("download")}
        </Button>
        <Button type="button" size="sm" className="sm:ml-auto" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    </div>
  );
}
