import { MEDIA_FOLDER_COLORS } from "@/lib/validation/media";

// The folder palette (MEDIA_FOLDER_COLORS) as Tailwind classes, written out in full so Tailwind
// finds them. An unknown colour (a value from before a palette change) is drawn in slate.

export type MediaFolderColor = (typeof MEDIA_FOLDER_COLORS)[number];

const DOT: Record<MediaFolderColor, string> = {
  blue: "bg-blue-500",
  violet: "bg-violet-500",
  pink: "bg-pink-500",
  red: "bg-red-500",
  orange: "bg-orange-500",
  amber: "bg-amber-500",
  green: "bg-green-500",
  teal: "bg-teal-500",
  slate: "bg-slate-500",
};

export const isFolderColor = (color: string): color is MediaFolderColor =>
  (MEDIA_FOLDER_COLORS as readonly string[]).includes(color);

/** The background class of a folder's colour dot. */
export const folderDotClass = (color: string): string => DOT[isFolderColor(color) ? color : "slate"];
