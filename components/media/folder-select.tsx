"use client";

import { useTranslations } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { NO_FOLDER } from "@/lib/media/edit-form";
import { folderDotClass } from "@/lib/media/folder-colors";
import type { MediaFolder } from "@/lib/media/types";
import { cn } from "@/lib/utils";

/** A folder to put files in, or none (value NO_FOLDER): the edit and upload dialogs'. */
export function FolderSelect({
  id,
  value,
  onChange,
  folders,
  folderName,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  folders: MediaFolder[];
  folderName: (folder: MediaFolder) => string;
  disabled?: boolean;
}) {
  const t = useTranslations("collections.folders");
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_FOLDER}>{t("none")}</SelectItem>
        {folders.map((folder) => (
          <SelectItem key={folder.id} value={folder.id}>
            <span className={cn("size-2.5 rounded-full", folderDotClass(folder.color))} aria-hidden />
            {folderName(folder)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
