import "server-only";
import type { ProviderError } from "@/lib/server/channels/providers/errors";

/** Provider errors → the words of posts.publishErrors (the snapshot job's account errors too). */
export function socialErrorReason(error: ProviderError): string {
  if (error.kind === "unknown") return "outcomeUnknown";
  switch (error.reasonKey) {
    case "tokenInvalid":
    case "permissionDenied":
    case "notFound":
    case "accountLocked":
    case "policyBlocked":
    case "mediaError":
    case "unreachable":
      return error.reasonKey;
    default:
      return error.kind === "transient" ? "temporary" : "platformRefused";
  }
}
