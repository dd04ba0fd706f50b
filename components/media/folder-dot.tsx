import { folderDotClass } from "@/lib/media/folder-colors";
import { cn } from "@/lib/utils";

/** A folder's colour as a dot before its name (lists, menus, selects). */
export function FolderDot({ color, isSmall = false }: { color: string; isSmall?: boolean }) {
  return (
    <span className={cn("shrink-0 rounded-full", isSmall ? "size-2" : "size-2.5", folderDotClass(color))} aria-hidden />
  );
}
