// One height per dashboard card, shared by the card, its skeleton and its error state, so nothing
// moves when the data arrives (or fails to).
export const CARD_HEIGHT = {
  kpi: "h-36",
  /** The three KPI cards: stacked below md, one row from md up. */
  kpiRow: "h-[29rem] md:h-36",
  growth: "h-[25rem]",
  recent: "h-[25rem]",
  /** The whole body's error state (the company could not be read): nothing sits below it. */
  body: "min-h-80",
} as const;
