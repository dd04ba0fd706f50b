import "server-only";
import { db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/server/errors";
import { recordSecurityEvent } from "@/lib/server/security/events";
import { confirmPassword } from "@/lib/server/auth/two-factor/confirm-password";
import { qrSvg } from "@/lib/server/auth/two-factor/qr";
import { generateRecoveryCodes, hashRecoveryCode } from "@/lib/server/auth/two-factor/recovery-codes";
import { decryptSecret, encryptSecret } from "@/lib/server/auth/two-factor/secret-box";
import { generateTotpSecret, matchTotp, otpauthUri } from "@/lib/server/auth/two-factor/totp";
import type { TwoFactorSetup } from "@/lib/validation/two-factor";

// The security page's two-factor actions (api.md §Account: setup · enable · disable ·
// recovery-codes). Setup stores a new secret, encrypted, without turning anything on; enable
// proves the user's app has it (a code) and turns two-factor on with 10 fresh recovery codes;
// disable and regenerate need the password.

type Actor = { userId: string; companyId: string; req?: Request };

const alreadyEnabled = () => new AppError("CONFLICT", { messageKey: "auth.twoFactor.errors.alreadyEnabled" });
const notEnabled = () => new AppError("CONFLICT", { messageKey: "auth.twoFactor.errors.notEnabled" });

async function findUser({ userId, companyId }: Actor) {
  const user = await db.user.findFirst({
    where: { id: userId, companyId },
    select: { id: true, email: true, twoFactorSecret: true, twoFactorEnabledAt: true, twoFactorLastStep: true },
  });
  if (!user) throw notFound();
  return user;
}

/** Recovery codes: the old ones (used or not) die, `count` new ones are stored hashed. */
async function replaceRecoveryCodes(tx: Pick<typeof db, "recoveryCode">, userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}

/** A new secret for the user's app. Calling again before enabling replaces it. 409 once two-factor is on. */
export async function startTwoFactorSetup(actor: Actor): Promise<TwoFactorSetup> {
  const user = await findUser(actor);
  if (user.twoFactorEnabledAt) throw alreadyEnabled();
  const secret = generateTotpSecret();
  // Only a user whose two-factor is still off is updated: a concurrent enable wins.
  const { count } = await db.user.updateMany({
    where: { id: user.id, twoFactorEnabledAt: null },
    data: { twoFactorSecret: encryptSecret(secret), twoFactorLastStep: null },
  });
  if (count === 0) throw alreadyEnabled();
  const uri = otpauthUri(secret, user.email);
  return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
}

/** Turns two-factor on with a code from the app; answers the recovery codes, shown this once. */
export async function enableTwoFactor(
  actor: Actor & { code: string },
): Promise<{ recoveryCodes: string[]; enabledAt: string }> {
  const user = await findUser(actor);
  if (user.twoFactorEnabledAt) throw alreadyEnabled();
  if (!user.twoFactorSecret) throw new AppError("CONFLICT", { messageKey: "auth.twoFactor.errors.setupFirst" });
  const step = matchTotp(decryptSecret(user.twoFactorSecret), actor.code);
  if (step === null) {
    throw new AppError("VALIDATION_ERROR", {
      fieldErrors: [{ field: "code", key: "auth.twoFactor.errors.codeWrong" }],
    });
  }
  const enabledAt = new Date();
  const recoveryCodes = await db.$transaction(async (tx) => {
    // The secret that was checked must still be the stored one, and still not enabled.
    const { count } = await tx.user.updateMany({
      where: { id: user.id, twoFactorEnabledAt: null, twoFactorSecret: user.twoFactorSecret },
      data: { twoFactorEnabledAt: enabledAt, twoFactorLastStep: step },
    });
    if (count === 0) throw alreadyEnabled();
    return replaceRecoveryCodes(tx, user.id);
  });
  await recordSecurityEvent({
    userId: user.id,
    companyId: actor.companyId,
    action: "twoFactorEnabled",
    req: actor.req,
  });
  return { recoveryCodes, enabledAt: enabledAt.toISOString() };
}

/** Turns two-factor off (password required): the secret and every recovery code are deleted. */
export async function disableTwoFactor(actor: Actor & { password: string }): Promise<void> {
  const user = await findUser(actor);
  if (!user.twoFactorEnabledAt) throw notEnabled();
  await confirmPassword({ ...actor, password: actor.password });
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: user.id },
      data: { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
  });
  await recordSecurityEvent({
    userId: user.id,
    companyId: actor.companyId,
    action: "twoFactorDisabled",
    req: actor.req,
  });
}

/** New recovery codes (password required); the old ones stop working at once. */
export async function regenerateRecoveryCodes(
  actor: Actor & { password: string },
): Promise<{ recoveryCodes: string[] }> {
  const user = await findUser(actor);
  if (!user.twoFactorEnabledAt) throw notEnabled();
  await confirmPassword({ ...actor, password: actor.password });
  const recoveryCodes = await db.$transaction((tx) => replaceRecoveryCodes(tx, user.id));
  await recordSecurityEvent({
    userId: user.id,
    companyId: actor.companyId,
    action: "recoveryCodesRegenerated",
    req: actor.req,
  });
  return { recoveryCodes };
}
