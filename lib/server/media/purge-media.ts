import "server-only";
import { getStorage } from "@/lib/server/storage/get-storage";

/**
 * The `media-purge` job: removes deleted files' bytes and thumbnails from storage. Removing a
 * missing object is not an error, so a second run (jobs run at least once) is harmless; a storage
 * failure throws, and the job is retried with back-off.
 */
export async function purgeMediaObjects({ keys }: { keys: readonly string[] }): Promise<void> {
  const storage = getStorage();
  for (const key of keys) await storage.delete(key);
}
