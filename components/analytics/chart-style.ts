import type { CSSProperties } from "react";

// The look every analytics chart shares (recharts takes inline styles): axis ticks, the tooltip's
// popover and the legend, all from the theme's variables so light, dark and the accents follow.

const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };

/** Every axis: muted ticks, no tick marks and no axis line (the grid's lines are enough). */
export const AXIS_PROPS = { tick: AXIS_TICK, tickLine: false, axisLine: false } as const;

/** The grid behind every chart: dashed horizontal lines only. */
export const GRID_PROPS = { vertical: false, stroke: "var(--border)", strokeDasharray: "3 3" } as const;

export const TOOLTIP_STYLE: CSSProperties = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  borderRadius: 8,
  color: "var(--popover-foreground)",
  fontSize: 12,
};

export const LEGEND_STYLE: CSSProperties = { fontSize: 12, color: "var(--muted-foreground)" };
