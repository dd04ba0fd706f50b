import "server-only";

// Where files are used: the one place the coming screens report their references, so the file's
// `usedIn`, the delete confirmation and the delete refusal all read the same figures.
// Templates (header media, issue 17), messages (attachments, issue 18) and posts (issue 20) add
// their counts here; until they exist every file is used nowhere.

export type MediaUsage = {
  templates: number;
  messages: number;
  posts: number;
  /** Uses that must not lose the file: a scheduled campaign or post. Deleting is refused (409) while > 0. */
  scheduled: number;
};

export const NOT_USED: MediaUsage = { templates: 0, messages: 0, posts: 0, scheduled: 0 };

/** The usage of each of the company's files in `fileIds` (a missing entry reads as NOT_USED). */
export async function mediaInUse({
  companyId,
  fileIds,
}: {
  companyId: string;
  fileIds: readonly string[];
}): Promise<Map<string, MediaUsage>> {
  void companyId;
  return new Map(fileIds.map((id) => [id, NOT_USED]));
}

/** How many of `usage`'s files something scheduled still needs. */
export function scheduledUses(usage: Map<string, MediaUsage>): number {
  let count = 0;
  for (const entry of usage.values()) if (entry.scheduled > 0) count++;
  return count;
}
