import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/server/env";

// TOTP secrets at rest: AES-256-GCM under a key derived from AUTH_SECRET with HKDF-SHA-256
// (its own "info", so this key is never the one that signs tokens). A copy of the database alone
// gives no usable secret. Stored as "v1.<iv>.<tag>.<ciphertext>" (base64url); the version prefix
// leaves room to rotate the scheme.

const VERSION = "v1";
const INFO = "kanal/two-factor-secret/v1";
const IV_BYTES = 12;

function keyFrom(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "kanal", INFO, 32));
}

export function encryptSecret(plain: string, authSecret: string = getEnv().AUTH_SECRET): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain secret; throws if the text was not made by encryptSecret under this AUTH_SECRET. */
export function decryptSecret(stored: string, authSecret: string = getEnv().AUTH_SECRET): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("unknown secret format");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(authSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
