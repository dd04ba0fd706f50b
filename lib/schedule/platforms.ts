// The content calendar's one platform palette (issue 20). The colours are the Okabe–Ito set, told
// apart by people with any common colour-vision deficiency. The colour fills a small square that
// carries the platform's icon, in black or white, whichever reads at ≥ 4.5:1 on it: the square looks
// the same on the light and the dark theme, so it reads on both (a light swatch is ringed, so it
// does not melt into a white card). Colour is never alone: every platform also has its icon and its
// name. Campaigns get the neutral grey, so they never read as a platform.

import { SOCIAL_PLATFORMS, type SocialPlatform } from "@/lib/posts/types";

export type CalendarSwatch = SocialPlatform | "campaign";

/** `hex` fills the icon's square and `ink` draws the icon on it; `swatch` and `bar` are their classes (the bar: an item's left edge). */
export const CALENDAR_PALETTE: Record<CalendarSwatch, { hex: string; ink: string; swatch: string; bar: string }> = {
  instagram: { hex: "#CC79A7", ink: "#000000", swatch: "bg-[#CC79A7] text-black", bar: "border-l-[#CC79A7]" },
  facebook: { hex: "#0072B2", ink: "#FFFFFF", swatch: "bg-[#0072B2] text-white", bar: "border-l-[#0072B2]" },
  twitter: { hex: "#56B4E9", ink: "#000000", swatch: "bg-[#56B4E9] text-black", bar: "border-l-[#56B4E9]" },
  linkedin: { hex: "#009E73", ink: "#000000", swatch: "bg-[#009E73] text-black", bar: "border-l-[#009E73]" },
  youtube: { hex: "#D55E00", ink: "#000000", swatch: "bg-[#D55E00] text-black", bar: "border-l-[#D55E00]" },
  tiktok: { hex: "#F0E442", ink: "#000000", swatch: "bg-[#F0E442] text-black", bar: "border-l-[#F0E442]" },
  dribbble: { hex: "#E69F00", ink: "#000000", swatch: "bg-[#E69F00] text-black", bar: "border-l-[#E69F00]" },
  campaign: { hex: "#888888", ink: "#000000", swatch: "bg-[#888888] text-black", bar: "border-l-[#888888]" },
};

export const isCalendarPlatform = (value: string): value is SocialPlatform =>
  (SOCIAL_PLATFORMS as readonly string[]).includes(value);
