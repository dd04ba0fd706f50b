import "server-only";
import type { CampaignStatus } from "@/lib/validation/campaigns";
import { AppError, fieldError, notFound } from "@/lib/server/errors";

// The campaigns' refusals, one place (messages under campaignsApi.api.*).

export const campaignNotFound = () => notFound("campaignsApi.api.notFound");

/** An action from the wrong state: 409 naming the state. */
export const wrongState = (action: string, status: CampaignStatus) =>
  new AppError("CONFLICT", { messageKey: `campaignsApi.api.wrongState.${action}`, values: { status } });

export const channelNotFound = () => fieldError("NOT_FOUND", "channelId", "campaignsApi.api.channelNotFound");
export const templateNotFound = () => fieldError("NOT_FOUND", "templateId", "campaignsApi.api.templateNotFound");
export const templateNotApproved = (status: string) =>
  fieldError("VALIDATION_ERROR", "templateId", "campaignsApi.api.templateNotApproved", { status });
export const templateOtherChannel = () =>
  fieldError("VALIDATION_ERROR", "templateId", "campaignsApi.api.templateOtherChannel");
