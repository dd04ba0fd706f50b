"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { MediaFolder, MediaFolderRef } from "@/lib/media/types";
import { MEDIA_DEFAULT_FOLDERS } from "@/lib/validation/media";

const SYSTEM_KEYS = new Set<string>(MEDIA_DEFAULT_FOLDERS.map((folder) => folder.systemKey));

/**
 * A folder's name as the screen shows it: a default folder never renamed (its `systemKey` is set)
 * in the viewer's language, any other by the name it was given. A file's folder reference has no
 * `systemKey`, so it is looked up in the folder list.
 */
export function useFolderName(folders: readonly MediaFolder[]) {
  const t = useTranslations("collections.folders.system");
  return useCallback(
    (folder: MediaFolderRef | MediaFolder) => {
      const full = "systemKey" in folder ? folder : folders.find((item) => item.id === folder.id);
      const key = full?.systemKey;
      return key && SYSTEM_KEYS.has(key) ? t(key as (typeof MEDIA_DEFAULT_FOLDERS)[number]["systemKey"]) : folder.name;
    },
    [folders, t],
  );
}
