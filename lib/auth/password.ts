// Password hashing: bcryptjs (pure JS, no native addon to build), run in a pool of worker
// threads (lib/server/auth/password-pool.ts) so a burst of sign-ins does not block every other
// request.
import { secretChecks } from "@/lib/auth/secret-checks";
import { compareInPool, hashInPool } from "@/lib/server/auth/password-pool";

/** Cost 12 (issue 3): ≈ 250 ms per hash on one core here: slow for guessing, fine for sign-in. */
export const BCRYPT_COST = 12;

export async function hashPassword(password: string): Promise<string> {
  return (await hashInPool(password, BCRYPT_COST)).result;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  secretChecks.password++;
  return (await compareInPool(password, hash)).result;
}
