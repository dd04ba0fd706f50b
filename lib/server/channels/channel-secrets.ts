import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { secretBox } from "@/lib/server/crypto/secret-box";
import { getEnv } from "@/lib/server/env";

// A channel's secrets (access token, app secret): encrypted at rest under their own key, never
// returned by the API (only their last 4 characters), never logged. A sandbox channel stores none:
// the secret that signs its webhooks is derived from AUTH_SECRET and the channel's id.

const box = secretBox("kanal/channel-secret/v1");

export const encryptChannelSecret = (plain: string) => box.encrypt(plain);
export const decryptChannelSecret = (stored: string) => box.decrypt(stored);

/** The only part of a secret shown again. */
export const secretHint = (plain: string) => plain.slice(-4);

/** What the API answers of the stored secrets (a channel's or a social account's): their hints, or null when none is stored. */
export function secretsHintOf(row: { accessTokenHint: string | null; appSecretHint: string | null }) {
  if (row.accessTokenHint === null && row.appSecretHint === null) return null;
  return { accessToken: row.accessTokenHint, appSecret: row.appSecretHint };
}

/** The stored columns of one secret. */
export const sealedSecret = (plain: string) => ({ enc: encryptChannelSecret(plain), hint: secretHint(plain) });

/** The stored columns of the secrets sent (a channel's or a social account's); one not sent is left as it is. */
export function sealedSecretColumns(input: { accessToken?: string; appSecret?: string }) {
  const columns: { accessTokenEnc?: string; accessTokenHint?: string; appSecretEnc?: string; appSecretHint?: string } =
    {};
  if (input.accessToken !== undefined) {
    const token = sealedSecret(input.accessToken);
    columns.accessTokenEnc = token.enc;
    columns.accessTokenHint = token.hint;
  }
  if (input.appSecret !== undefined) {
    const secret = sealedSecret(input.appSecret);
    columns.appSecretEnc = secret.enc;
    columns.appSecretHint = secret.hint;
  }
  return columns;
}

/** The app secret a sandbox channel signs its webhooks with. */
export function sandboxAppSecret(channelId: string): string {
  return createHmac("sha256", getEnv().AUTH_SECRET).update(`kanal/sandbox-app-secret/v1:${channelId}`).digest("hex");
}

/** A verify token for Meta's handshake: 192 random bits, URL-safe. */
export const newVerifyToken = () => randomBytes(24).toString("base64url");

/** A sandbox channel's own "phone number id" (and a sandbox social account's id). */
export const newSandboxExternalId = () => `sandbox-${randomBytes(8).toString("hex")}`;
