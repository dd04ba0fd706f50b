import "server-only";
import { AppError, fieldError } from "@/lib/server/errors";
import type { Refusal } from "@/lib/team/permissions";

// The team's refusals, each with a message that says why (api.md codes).

export function refusalError(refusal: Refusal): AppError {
  if (refusal === "lastOwner") return new AppError("CONFLICT", { messageKey: "api.errors.TEAM_LAST_OWNER" });
  if (refusal === "self") return new AppError("FORBIDDEN", { messageKey: "api.errors.TEAM_SELF" });
  return new AppError("FORBIDDEN", { messageKey: "api.errors.TEAM_FORBIDDEN" });
}

export const memberNotFound = () => new AppError("NOT_FOUND", { messageKey: "api.errors.MEMBER_NOT_FOUND" });
export const invitationNotFound = () => new AppError("NOT_FOUND", { messageKey: "api.errors.INVITATION_NOT_FOUND" });

/** The address already has a Kanal account (one account per address across Kanal). */
export const emailHasAccount = () => fieldError("CONFLICT", "email", "api.errors.INVITE_EMAIL_HAS_ACCOUNT");

/** The address is already one of this company's members. */
export const alreadyMember = () => fieldError("CONFLICT", "email", "api.errors.INVITE_ALREADY_MEMBER");

export const seatsFull = (limit: number) => fieldError("CONFLICT", "email", "api.errors.TEAM_SEATS_FULL", { limit });

/** A link that is missing, forged, expired, used or cancelled: the page turns into its clear view. */
export const invitationLinkInvalid = () =>
  fieldError("VALIDATION_ERROR", "token", "api.errors.INVITATION_LINK_INVALID");
