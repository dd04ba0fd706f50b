import "server-only";
import path from "node:path";
import { getEnv, type Env } from "@/lib/server/env";
import { createLocalStorage } from "@/lib/server/storage/local-storage";
import { createS3Storage } from "@/lib/server/storage/s3-storage";
import type { Storage } from "@/lib/server/storage/storage";

/** S3_REGION when unset: what MinIO and most S3-compatible stores expect. */
export const DEFAULT_S3_REGION = "us-east-1";

/** The driver the environment asks for (STORAGE_DRIVER, default local). */
export function storageFromEnv(env: Env): Storage {
  if (env.STORAGE_DRIVER === "s3") {
    // env.ts has already refused STORAGE_DRIVER=s3 without these.
    return createS3Storage({
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION ?? DEFAULT_S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    });
  }
  return createLocalStorage(localStorageDir(env));
}

/** STORAGE_DIR, else <KANAL_DATA_DIR or ./.data>/uploads. */
export function localStorageDir(env: Pick<Env, "STORAGE_DIR" | "KANAL_DATA_DIR">): string {
  const dir = env.STORAGE_DIR ?? path.join(env.KANAL_DATA_DIR ?? path.join(process.cwd(), ".data"), "uploads");
  // A directory known only at run time: the ignore comment keeps `next build` from tracing (and
  // copying) the whole project into the standalone output because of it.
  return path.resolve(/* turbopackIgnore: true */ dir);
}

let cached: Storage | undefined;

/** The process's storage, built on first use. */
export function getStorage(): Storage {
  cached ??= storageFromEnv(getEnv());
  return cached;
}
