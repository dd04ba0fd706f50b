import "server-only";
import { PermanentProviderError, TransientProviderError } from "@/lib/server/channels/providers/errors";
import type { GraphConfig } from "@/lib/server/channels/providers/meta/graph-client";
import type { DownloadedMedia } from "@/lib/server/channels/providers/types";

// The bytes of an inbound file at the URL Meta gave (meta.md §2.3): WhatsApp's media URL wants the
// access token; a Messenger/Instagram attachment URL is signed already and gets none. Reading only:
// a network failure, a 5xx, 408 or 429 is transient (try again); any other refusal is permanent.

/** Downloads can be large (documents up to 100 MB): the answer's start gets the usual timeout, the body more. */
const BODY_TIMEOUT_FACTOR = 8;

export async function downloadMetaMedia(
  config: GraphConfig,
  url: string,
  token: string | null,
): Promise<DownloadedMedia> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(config.timeoutMs * BODY_TIMEOUT_FACTOR),
    });
  } catch (error) {
    throw new TransientProviderError({
      reasonKey: "connectionLost",
      providerMessage: `The media download failed (${error instanceof Error ? error.name : "error"})`,
    });
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    const details = {
      httpStatus: response.status,
      providerMessage: `The media download answered HTTP ${response.status}`,
    };
    if (response.status === 401 || response.status === 403) {
      throw new PermanentProviderError({ ...details, reasonKey: "tokenInvalid" });
    }
    if (response.status === 404 || response.status === 410) {
      throw new PermanentProviderError({ ...details, reasonKey: "notFound" });
    }
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      throw new TransientProviderError({ ...details, reasonKey: "serverError", values: { status: response.status } });
    }
    // Any other refusal will not change on a retry.
    throw new PermanentProviderError({
      ...details,
      reasonKey: "other",
      values: { code: response.status, message: details.providerMessage },
    });
  }
  return {
    stream: response.body,
    mimeType: response.headers.get("content-type")?.split(";")[0]?.trim() || null,
    filename: null,
  };
}
