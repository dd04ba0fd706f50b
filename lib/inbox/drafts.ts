// Unsent reply text per conversation, kept in sessionStorage: it survives switching conversations
// and reloading the page, and ends with the tab (or at sign-out, on a shared computer). Without
// storage (private mode, a full quota) it lives in memory for as long as the page does.

const PREFIX = "kanal-draft:";
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(conversationId: string): string {
  const memorised = memory.get(conversationId);
  if (memorised !== undefined) return memorised;
  try {
    return storage()?.getItem(PREFIX + conversationId) ?? "";
  } catch {
    return "";
  }
}

export function writeDraft(conversationId: string, text: string): void {
  if (text) memory.set(conversationId, text);
  else memory.delete(conversationId);
  try {
    if (text) storage()?.setItem(PREFIX + conversationId, text);
    else storage()?.removeItem(PREFIX + conversationId);
  } catch {
    // Storage full or refused: the in-memory copy still holds it.
  }
}

/** Forgets every draft (sign-out). */
export function clearDrafts(): void {
  memory.clear();
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // Nothing more to do.
  }
}
