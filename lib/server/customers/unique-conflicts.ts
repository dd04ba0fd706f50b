import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, fieldError } from "@/lib/server/errors";

// The unique clashes of customers and groups, reported on the field the person can fix. Each
// table has one business unique key besides its id, so a P2002 there can only mean that key.

const isUniqueClash = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export const customerEmailTaken = () => fieldError("CONFLICT", "email", "api.errors.CUSTOMER_EMAIL_TAKEN");

export const groupNameTaken = () => fieldError("CONFLICT", "name", "api.errors.GROUP_NAME_TAKEN");

/** Runs a write and turns its unique clash into `conflict()`; other errors pass through. */
export async function withUniqueConflict<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueClash(error)) throw conflict();
    throw error;
  }
}
