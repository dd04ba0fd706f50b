import "server-only";

// A provider's failures, typed by what the caller must do (meta.md §3, §7.2):
//  - transient: try again later with back-off and jitter (rate limits, Meta's temporary errors,
//    and failures before the request left: connection refused, DNS);
//  - permanent: fail now, with the reason in words (`reasonKey` under channels.providerErrors);
//    `channelLevel` ones (token expired, account locked…) put the channel itself in error;
//  - unknown outcome: the request may have reached Meta (a timeout, a reset or a 5xx after a send)
//    — never resend; the status webhook settles it, or a sweeper marks it failed-unknown.

export type ProviderErrorKind = "transient" | "permanent" | "unknown";

export type ProviderErrorDetails = {
  /** A key under channels.providerErrors (the reason in words) and its values. */
  reasonKey: string;
  values?: Record<string, string | number>;
  /** Meta's error code and subcode, when Meta answered with one. */
  code?: number | null;
  subcode?: number | null;
  httpStatus?: number | null;
  /** What Meta (or the network) said, for logs and the channel's last error; never a secret. */
  providerMessage: string;
  /** The channel itself is unusable until fixed (token, account, permission). */
  channelLevel?: boolean;
  /** The channel's send rate should drop (Meta 130429). */
  slowDown?: boolean;
  /** The provider suggests waiting at least this long before another try. */
  retryAfterSeconds?: number;
  /** The request never left (connection refused, DNS): retrying cannot duplicate anything. */
  notSent?: boolean;
};

export abstract class ProviderError extends Error {
  abstract readonly kind: ProviderErrorKind;
  readonly reasonKey: string;
  readonly values: Record<string, string | number>;
  readonly code: number | null;
  readonly subcode: number | null;
  readonly httpStatus: number | null;
  readonly providerMessage: string;
  readonly channelLevel: boolean;
  readonly slowDown: boolean;
  readonly retryAfterSeconds: number | null;
  readonly notSent: boolean;

  constructor(details: ProviderErrorDetails) {
    super(details.providerMessage);
    this.reasonKey = details.reasonKey;
    this.values = details.values ?? {};
    this.code = details.code ?? null;
    this.subcode = details.subcode ?? null;
    this.httpStatus = details.httpStatus ?? null;
    this.providerMessage = details.providerMessage;
    this.channelLevel = details.channelLevel ?? false;
    this.slowDown = details.slowDown ?? false;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
    this.notSent = details.notSent ?? false;
  }

  /** One line for logs and the channel's last error: "Meta 190: Error validating access token". */
  get summary(): string {
    return this.code !== null ? `Meta ${this.code}: ${this.providerMessage}` : this.providerMessage;
  }
}

export class TransientProviderError extends ProviderError {
  readonly kind = "transient" as const;
  override name = "TransientProviderError";
}

export class PermanentProviderError extends ProviderError {
  readonly kind = "permanent" as const;
  override name = "PermanentProviderError";
}

export class UnknownOutcomeError extends ProviderError {
  readonly kind = "unknown" as const;
  override name = "UnknownOutcomeError";
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;
