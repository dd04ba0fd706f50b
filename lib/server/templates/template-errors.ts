import "server-only";
import { AppError, fieldError, notFound } from "@/lib/server/errors";

// The templates API's refusals, each with its own words (messages → templates.api.*, templates.rules.*).

const KEY = "templates.api";

export const templateNotFound = () => notFound(`${KEY}.notFound`);
export const templateChannelNotFound = () => fieldError("NOT_FOUND", "channelId", `${KEY}.channelNotFound`);
export const templateChannelNotWhatsApp = () =>
  fieldError("VALIDATION_ERROR", "channelId", `${KEY}.channelNotWhatsApp`);
export const headerMediaNotFound = () => fieldError("NOT_FOUND", "headerMediaId", `${KEY}.mediaNotFound`);
export const headerMediaWrongType = () =>
  fieldError("VALIDATION_ERROR", "headerMediaId", "templates.rules.headerMediaType");
export const templateNameTaken = () => fieldError("CONFLICT", "name", "templates.rules.nameTaken");

/** Only drafts and rejected templates go for approval (again). */
export const notSubmittable = (status: string) =>
  new AppError("CONFLICT", { messageKey: `${KEY}.notSubmittable`, values: { status } });

/** A scheduled or running campaign sends it: deleting it would break the campaign. */
export const templateInUse = (campaign: string) =>
  new AppError("CONFLICT", { messageKey: `${KEY}.inUse`, values: { campaign } });

/** A member edits drafts (and rejected ones); a submitted template is the staff's. */
export const editNeedsStaff = () => new AppError("FORBIDDEN", { messageKey: `${KEY}.editNeedsStaff` });

/** The provider refused the submission (or deletion) outright. */
export const providerRefused = (detail: string) =>
  new AppError("CONFLICT", { messageKey: `${KEY}.providerFailed`, values: { detail } });
