import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/server/env";

// Secrets at rest (TOTP secrets, channel tokens): AES-256-GCM under a key derived from AUTH_SECRET
// with HKDF-SHA-256. Each use names its own `purpose` (HKDF "info"), so no two uses share a key and
// none is the key that signs tokens. A copy of the database alone gives no usable secret. Stored
// as "v1.<iv>.<tag>.<ciphertext>" (base64url); the version prefix leaves room to rotate the scheme.

const VERSION = "v1";
const IV_BYTES = 12;

function keyFrom(authSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "kanal", purpose, 32));
}

export type SecretBox = {
  encrypt(plain: string, authSecret?: string): string;
  /** The plain secret; throws if the text was not made by this box under this AUTH_SECRET. */
  decrypt(stored: string, authSecret?: string): string;
};

/** A box for one purpose, e.g. "kanal/channel-secret/v1". */
export function secretBox(purpose: string): SecretBox {
  return {
    encrypt(plain, authSecret = getEnv().AUTH_SECRET) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", keyFrom(authSecret, purpose), iv);
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    decrypt(stored, authSecret = getEnv().AUTH_SECRET) {
      const [version, iv, tag, ciphertext] = stored.split(".");
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("unknown secret format");
      const decipher = createDecipheriv("aes-256-gcm", keyFrom(authSecret, purpose), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
