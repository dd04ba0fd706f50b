"use client";

import { Download, FileUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ChangeEvent, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { REQUIRED_IMPORT_FIELDS } from "@/lib/csv/customer-columns";
import { cn } from "@/lib/utils";

/** The first step: pick or drop a CSV file, or download a sample to start from. */
export function ImportUploadStep({
  onFile,
  onDownloadSample,
}: {
  onFile: (file: File) => void;
  onDownloadSample: () => void;
}) {
  const t = useTranslations();
  const [isDragging, setIsDragging] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  };
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  const requiredLabels = REQUIRED_IMPORT_FIELDS.map((field) => t(`import.columns.${field}`)).join(", ");

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={drop}
        className={cn(
          "flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center text-sm outline-none hover:bg-accent/50 has-focus-visible:border-ring has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
          isDragging && "border-primary bg-accent/50",
        )}
      >
        <FileUp className="size-8 text-muted-foreground" aria-hidden />
        <span className="font-medium">{t("customers.import.choose")}</span>
        <span className="text-muted-foreground">{t("customers.import.dropHint")}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={choose}
          aria-label={t("customers.import.file")}
        />
      </label>
      <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">{t("customers.import.requiredColumns", { fields: requiredLabels })}</p>
        <Button variant="outline" size="sm" className="self-start sm:self-auto" onClick={onDownloadSample}>
          <Download aria-hidden />
          {t("customers.import.sampleDownload")}
        </Button>
      </div>
    </div>
  );
}
