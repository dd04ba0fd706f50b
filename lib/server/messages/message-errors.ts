import "server-only";
import { AppError, fieldError, notFound } from "@/lib/server/errors";

// The messages API's refusals, each with its own words (messages → conversationMessages.api.*).

const KEY = "conversationMessages.api";

export const conversationNotFound = () => notFound(`${KEY}.conversationNotFound`);
export const messageNotFound = () => notFound(`${KEY}.messageNotFound`);

/** Another company's file, or none: a 404 on the field, never a silent skip. */
export const messageFileNotFound = () => fieldError("NOT_FOUND", "fileIds", `${KEY}.fileNotFound`);

/** A file larger than the channel carries (WhatsApp: 100 MB, as a document). */
export const messageFileTooLarge = (name: string, maxBytes: number) =>
  fieldError("PAYLOAD_TOO_LARGE", "fileIds", `${KEY}.fileTooLarge`, { name, limit: `${maxBytes / (1024 * 1024)} MB` });

export const templateNotFound = () => fieldError("NOT_FOUND", "templateId", `${KEY}.templateNotFound`);

/** WhatsApp's 24-hour rule (and Messenger's/Instagram's standard window): only a template may go. */
export const outsideWindow = () => new AppError("CONFLICT", { messageKey: `${KEY}.outsideWindow` });

export const templatesWhatsAppOnly = () => new AppError("CONFLICT", { messageKey: `${KEY}.templatesWhatsAppOnly` });

/** The conversation's channel cannot send: disconnected, or in error until it is fixed and tested. */
export const channelCannotSend = (status: "disconnected" | "error", name: string) =>
  new AppError("CONFLICT", {
    messageKey: status === "disconnected" ? `${KEY}.channelDisconnected` : `${KEY}.channelError`,
    values: { name },
  });

/** The same Idempotency-Key came with another body (or for another conversation). */
export const idempotencyKeyReused = () =>
  new AppError("CONFLICT", {
    messageKey: `${KEY}.idempotencyKeyReused`,
    fieldErrors: [{ field: "Idempotency-Key", key: `${KEY}.idempotencyKeyReused` }],
  });

/** Only a failed message may be retried (an unknown one may have reached the customer). */
export const notRetryable = (status: string) =>
  new AppError("CONFLICT", {
    messageKey: status === "unknown" ? `${KEY}.retryUnknown` : `${KEY}.retryNotFailed`,
  });
