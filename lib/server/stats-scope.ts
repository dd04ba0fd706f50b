/** Whose figures a stats service counts, and as of when (tests pass `now`; otherwise the clock). */
export type StatsScope = { companyId: string; now?: Date };
