import "server-only";
import { secretBox } from "@/lib/server/crypto/secret-box";

// TOTP secrets at rest: the shared secret box (lib/server/crypto/secret-box.ts) under the
// two-factor purpose. The purpose text is part of the key: it never changes, or stored secrets die.
const box = secretBox("kanal/two-factor-secret/v1");

export const encryptSecret = (plain: string, authSecret?: string) => box.encrypt(plain, authSecret);

/** The plain secret; throws if the text was not made by encryptSecret under this AUTH_SECRET. */
export const decryptSecret = (stored: string, authSecret?: string) => box.decrypt(stored, authSecret);
