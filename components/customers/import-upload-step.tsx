"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { FileDropZone } from "@/components/common/file-drop-zone";
import { Button } from "@/components/ui/button";
import { REQUIRED_IMPORT_FIELDS } from "@/lib/csv/customer-columns";

/** The first step: pick or drop a CSV file, or download a sample to start from. */
export function ImportUploadStep({
  onFile,
  onDownloadSample,
}: {
  onFile: (file: File) => void;
  onDownloadSample: () => void;
}) {
  const t = useTranslations();
  const requiredLabels = REQUIRED_IMPORT_FIELDS.map((field) => t(`import.columns.${field}`)).join(", ");

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <FileDropZone
        title={t("customers.import.choose")}
        hint={t("customers.import.dropHint")}
        inputLabel={t("customers.import.file")}
        accept=".csv,text/csv"
        onFiles={([file]) => onFile(file)}
      />
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
