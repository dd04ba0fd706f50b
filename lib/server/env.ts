import "server-only";
import { z } from "zod";
import { readOrCreateDevSecret } from "@/lib/dev-secret";
import { MEDIA_DEFAULT_MAX_FILE_MB } from "@/lib/validation/media";

/** An optional variable: unset and empty ("S3_BUCKET=") both mean "not given". */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** A whole number from `min` to `max`; unset or empty means `fallback`. */
function wholeNumber({ min, max, fallback, message }: { min: number; max: number; fallback: number; message: string }) {
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
}

const TRUSTED_PROXIES_MESSAGE = "must be how many reverse proxies are in front of the app: 0 (none), 1, 2 … 10";

const MEDIA_MAX_FILE_MESSAGE = "must be the largest media file in MiB, a whole number from 1 to 1048576 (1 TiB)";

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

// Every variable Kanal reads, validated once at server start (instrumentation.ts) and then on
// first use. Never at import time: `next build` runs without a database or secrets.
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string({ error: "is required (a postgresql:// URL)" })
      .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL"),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    // Job loops per task in one worker process (`npm run worker`); each takes up to 10 jobs at a time.
    WORKER_CONCURRENCY: z.coerce
      .number({ error: "must be a whole number from 1 to 20" })
      .int("must be a whole number from 1 to 20")
      .min(1, "must be a whole number from 1 to 20")
      .max(20, "must be a whole number from 1 to 20")
      .default(2),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    APP_URL: z.url("must be a URL such as https://kanal.example.com"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default("Kanal <no-reply@kanal.local>"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // Reverse proxies in front of the app that append the caller to X-Forwarded-For: 0 = none (the
    // caller is the TCP peer), 1 = one (e.g. the Caddy of docker-compose.yml). See client-ip.ts.
    TRUSTED_PROXIES: wholeNumber({ min: 0, max: 10, fallback: 0, message: TRUSTED_PROXIES_MESSAGE }),
    // Files (customer photos, later avatars and media): a local directory, or an S3-compatible store.
    KANAL_DATA_DIR: optionalText(z.string()),
    STORAGE_DRIVER: z.enum(["local", "s3"], { error: 'must be "local" or "s3"' }).default("local"),
    STORAGE_DIR: optionalText(z.string()),
    S3_ENDPOINT: optionalText(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com" }),
    ),
    S3_BUCKET: optionalText(z.string().regex(/^[^/\s]+$/, "must be a bucket name (no slashes or spaces)")),
    S3_REGION: optionalText(z.string()),
    S3_ACCESS_KEY_ID: optionalText(z.string()),
    S3_SECRET_ACCESS_KEY: optionalText(z.string()),
    // The media library's per-file limit, in MiB (uploads past it: 413). The plan's quota still applies.
    MEDIA_MAX_FILE_MB: wholeNumber({
      min: 1,
      max: 1024 * 1024,
      fallback: MEDIA_DEFAULT_MAX_FILE_MB,
      message: MEDIA_MAX_FILE_MESSAGE,
    }),
    // Meta's Graph API (channels of provider "meta"): base URL (a local stub in tests), version, and
    // how long a call may take before its outcome counts as unknown (meta.md §7.2: ~15 s).
    GRAPH_API_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://graph.facebook.com" })
      .default("https://graph.facebook.com"),
    GRAPH_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, "must be a Graph API version such as v21.0")
      .default("v21.0"),
    GRAPH_API_TIMEOUT_SECONDS: z.coerce
      .number({ error: "must be a number of seconds from 1 to 120" })
      .min(1, "must be a number of seconds from 1 to 120")
      .max(120, "must be a number of seconds from 1 to 120")
      .default(15),
    // The public address Meta posts webhooks to (the channel pages show `<it>/api/v1/webhooks/meta/{id}`):
    // the ingest process's, when it is reachable on an address of its own. Unset: APP_URL (Next's
    // route, or a proxy that sends /api/v1/webhooks/* to the ingest process).
    WEBHOOK_BASE_URL: optionalText(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://hooks.kanal.example.com" }),
    ),
    // The words that opt a customer out of marketing campaigns when a message is only that
    // (comma-separated; case- and accent-insensitive). Default: STOP, DUR, İPTAL.
    CAMPAIGN_OPT_OUT_KEYWORDS: optionalText(z.string().max(500)),
    // The port of `npm run ingest` (the webhook ingest process).
    INGEST_PORT: wholeNumber({ min: 1, max: 65_535, fallback: 3001, message: "must be a port from 1 to 65535" }),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER !== "s3") return;
    for (const name of S3_REQUIRED) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when STORAGE_DRIVER=s3" });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, "AUTH_SECRET"> & { AUTH_SECRET: string };

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Unset APP_URL: this server's own address, on the port it listens on (PORT, else 3000). */
function defaultAppUrl(port: string | undefined): string {
  return `http://localhost:${port && /^\d{1,5}$/.test(port) ? port : 3000}`;
}

let cached: Env | undefined;

/** Parses process.env; throws EnvError naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse({ ...source, APP_URL: source.APP_URL || defaultAppUrl(source.PORT) });
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  }
  const env = parsed.data;
  let secret = env.AUTH_SECRET;
  if (!secret) {
    if (env.NODE_ENV === "production") {
      throw new EnvError(["AUTH_SECRET is required in production (at least 32 characters; `openssl rand -base64 48`)"]);
    }
    // Development: one secret generated once and kept under .data/, so sessions survive restarts.
    secret = readOrCreateDevSecret();
  }
  return { ...env, AUTH_SECRET: secret };
}

export function getEnv(): Env {
  cached ??= loadEnv();
  return cached;
}

/** Server start (instrumentation.ts): print what is wrong and stop, rather than fail later. */
export function checkEnvOrExit(): void {
  try {
    cached = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`\n[kanal] ${error.message}\nSee .env.example for every variable.\n`);
    process.exit(1);
  }
}
