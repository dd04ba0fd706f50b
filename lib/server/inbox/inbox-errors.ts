import "server-only";
import { AppError, fieldError, forbidden, notFound } from "@/lib/server/errors";

// The inbox API's refusals, each with its own words (messages → inbox.api.*, customers.notes.*,
// customers.orders.*). A conversation that is not the caller's to see is conversationMessages'
// conversationNotFound (lib/server/messages/message-errors.ts), the same 404 as the messages API.

const KEY = "inbox.api";

/** A member assigns only themselves to an unassigned conversation, or releases their own. */
export const assignForbidden = () => forbidden(`${KEY}.assignForbidden`);
export const assigneeNotFound = () => fieldError("NOT_FOUND", "assigneeId", `${KEY}.assigneeNotFound`);
export const channelNotFound = () => fieldError("NOT_FOUND", "channelId", `${KEY}.channelNotFound`);
export const customerNotFound = () => fieldError("NOT_FOUND", "customerId", "api.errors.CUSTOMER_NOT_FOUND");
/** WhatsApp needs the customer's number. */
export const customerHasNoPhone = () => fieldError("CONFLICT", "customerId", `${KEY}.customerHasNoPhone`);
/** Messenger and Instagram address a customer only by the id their first message brings. */
export const customerMustWriteFirst = () => new AppError("CONFLICT", { messageKey: `${KEY}.customerMustWriteFirst` });
/** The customer's conversation on that channel is a colleague's (a member cannot see it). */
export const conversationTaken = () => new AppError("CONFLICT", { messageKey: `${KEY}.conversationTaken` });

export const customerNotFoundHere = () => notFound("api.errors.CUSTOMER_NOT_FOUND");
export const noteNotFound = () => notFound("customers.notes.notFound");
export const noteDeleteForbidden = () => forbidden("customers.notes.deleteForbidden");
export const orderNotFound = () => notFound("customers.orders.notFound");
