import "server-only";
import { z } from "zod";
import { readOrCreateDevSecret } from "@/lib/dev-secret";

/** An optional variable: unset and empty ("S3_BUCKET=") both mean "not given". */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

const TRUSTED_PROXIES_MESSAGE = "must be how many reverse proxies are in front of the app: 0 (none), 1, 2 … 10";

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
    TRUSTED_PROXIES: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce
        .number({ error: TRUSTED_PROXIES_MESSAGE })
        .int(TRUSTED_PROXIES_MESSAGE)
        .min(0, TRUSTED_PROXIES_MESSAGE)
        .max(10, TRUSTED_PROXIES_MESSAGE)
        .default(0),
    ),
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
