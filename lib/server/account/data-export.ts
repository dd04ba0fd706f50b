import "server-only";
import type { DataExportJson, DataExportState } from "@/lib/account/types";
import type { DataExportStatus } from "@/lib/generated/prisma/client";
import { getPreferences, wantsEmail } from "@/lib/server/account/preferences";
import { buildDataExport } from "@/lib/server/account/export/build-export";
import { trackStoredFile, untrackStoredFile } from "@/lib/server/billing/stored-files";
import type { AccountActor } from "@/lib/server/account/account-actor";
import { db } from "@/lib/server/db";
import { appUrl } from "@/lib/server/app-url";
import { enqueue, prepareJobs } from "@/lib/server/jobs/enqueue";
import { AppError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/mailer";
import { dataExportReadyMail, recipientSelect } from "@/lib/server/mail/templates";
import { createNotification } from "@/lib/server/notifications/notifications";
import { recordSecurityEvent } from "@/lib/server/security/events";
import { getStorage } from "@/lib/server/storage/get-storage";
import { createFormatter } from "@/lib/format";
import { toLocale } from "@/lib/i18n/config";

// Data export (spec 02 §2.9 "Privacy", api.md §Account): POST creates the row and its background
// job in one transaction; a worker builds the file (runDataExport), kept through the storage layer
// for 7 days, announced in the bell and by e-mail. One export runs per user at a time. The job
// survives restarts (a crashed run is retried); one still pending after 15 minutes has found no
// worker or failed every retry (lib/server/jobs: dead-lettered), and counts as failed.

export const EXPORT_TTL_MS = 7 * 86_400_000;
export const EXPORT_STALE_MS = 15 * 60_000;
const LIST_LIMIT = 5;

export type { DataExportJson, DataExportState };

type DataExportRow = {
  id: string;
  status: DataExportStatus;
  sizeBytes: number | null;
  createdAt: Date;
  expiresAt: Date | null;
};

const rowSelect = { id: true, status: true, sizeBytes: true, createdAt: true, expiresAt: true } as const;

const isStale = (row: { status: DataExportStatus; createdAt: Date }, now = Date.now()) =>
  row.status === "pending" && now - row.createdAt.getTime() > EXPORT_STALE_MS;

export function stateOf(row: DataExportRow, now = Date.now()): DataExportState {
  if (isStale(row, now)) return "failed";
  if (row.status === "ready" && row.expiresAt && row.expiresAt.getTime() <= now) return "expired";
  return row.status;
}

export const exportFileName = (createdAt: Date) => `kanal-export-${createdAt.toISOString().slice(0, 10)}.json`;

function toJson(row: DataExportRow): DataExportJson {
  const status = stateOf(row);
  return {
    id: row.id,
    status,
    sizeBytes: status === "ready" ? row.sizeBytes : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: status === "ready" || status === "expired" ? (row.expiresAt?.toISOString() ?? null) : null,
    fileName: exportFileName(row.createdAt),
  };
}

const exportError = (code: "NOT_FOUND" | "CONFLICT", key: string) =>
  new AppError(code, { messageKey: `api.errors.${key}` });

/**
 * Starts an export for the user: 409 while one is running. The user's row is locked for the
 * check-and-insert, so two clicks at once cannot start two jobs; the job is enqueued in the same
 * transaction, so there is never a row without its job.
 */
export async function requestDataExport({ userId, companyId, req }: AccountActor): Promise<DataExportJson> {
  const staleBefore = new Date(Date.now() - EXPORT_STALE_MS);
  await prepareJobs();
  const created = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    await tx.dataExport.updateMany({
      where: { userId, status: "pending", createdAt: { lte: staleBefore } },
      data: { status: "failed", error: "interrupted: still pending after 15 minutes" },
    });
    const running = await tx.dataExport.findFirst({ where: { userId, status: "pending" }, select: { id: true } });
    if (running) throw exportError("CONFLICT", "EXPORT_IN_PROGRESS");
    const row = await tx.dataExport.create({ data: { userId, companyId }, select: rowSelect });
    await enqueue("data-export", { exportId: row.id }, { tx });
    return row;
  });
  await recordSecurityEvent({ userId, companyId, action: "dataExportRequested", req, data: { exportId: created.id } });
  await removeExpiredFiles(userId);
  return toJson(created);
}

/** The user's latest exports, newest first. */
export async function listDataExports({ userId }: { userId: string }): Promise<DataExportJson[]> {
  const rows = await db.dataExport.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: LIST_LIMIT,
    select: rowSelect,
  });
  return rows.map(toJson);
}

/** One of the user's exports as a download; another user's is a 404 like a missing one. */
export async function getDataExportDownload({
  userId,
  id,
}: {
  userId: string;
  id: string;
}): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await db.dataExport.findFirst({ where: { id, userId }, select: { ...rowSelect, fileKey: true } });
  if (!row) throw exportError("NOT_FOUND", "EXPORT_NOT_FOUND");
  const state = stateOf(row);
  if (state === "pending") throw exportError("CONFLICT", "EXPORT_NOT_READY");
  if (state === "failed") throw exportError("CONFLICT", "EXPORT_FAILED");
  if (state === "expired") {
    if (row.fileKey) await removeFile(row.id, row.fileKey);
    throw exportError("NOT_FOUND", "EXPORT_EXPIRED");
  }
  const stored = row.fileKey ? await getStorage().get(row.fileKey) : null;
  if (!stored) throw exportError("NOT_FOUND", "EXPORT_EXPIRED");
  return { bytes: stored.bytes, fileName: exportFileName(row.createdAt) };
}

/**
 * Builds and stores the file of a pending export, then tells the user (bell, and e-mail when
 * they take system updates by e-mail). A failure marks the job failed with its reason.
 */
export async function runDataExport(exportId: string): Promise<void> {
  const job = await db.dataExport.findUnique({
    where: { id: exportId },
    select: { id: true, userId: true, companyId: true, status: true, user: { select: recipientSelect } },
  });
  if (!job || job.status !== "pending") return;
  const fileKey = `exports/${job.userId}/${job.id}.json`;
  try {
    const bytes = await buildDataExport({ userId: job.userId });
    await getStorage().put(fileKey, bytes, "application/json");
    await trackStoredFile({ companyId: job.companyId, key: fileKey, sizeBytes: bytes.byteLength });
    const expiresAt = new Date(Date.now() + EXPORT_TTL_MS);
    // Only a job still pending turns ready: one given up as stale meanwhile keeps its failure.
    const { count } = await db.dataExport.updateMany({
      where: { id: job.id, status: "pending" },
      data: { status: "ready", fileKey, sizeBytes: bytes.byteLength, expiresAt, error: null },
    });
    if (count === 0) {
      await getStorage().delete(fileKey);
      await untrackStoredFile(fileKey);
      return;
    }
    await announce(job, { sizeBytes: bytes.byteLength, expiresAt });
  } catch (error) {
    logger.error({ err: error, exportId }, "data export failed");
    await db.dataExport.updateMany({
      where: { id: job.id, status: "pending" },
      data: { status: "failed", error: String(error instanceof Error ? error.message : error).slice(0, 500) },
    });
  }
}

async function announce(
  job: { id: string; userId: string; companyId: string; user: { email: string; firstName: string; locale: string } },
  { sizeBytes, expiresAt }: { sizeBytes: number; expiresAt: Date },
) {
  await createNotification({
    companyId: job.companyId,
    userId: job.userId,
    type: "exportReady",
    data: { exportId: job.id, sizeBytes, expiresAt: expiresAt.toISOString() },
  });
  const locale = toLocale(job.user.locale);
  const preferences = await getPreferences(job.userId, locale);
  if (wantsEmail(preferences, "systemUpdates")) {
    const url = appUrl("/settings/security#privacy");
    // In the user's saved region settings (a mail has no browser to detect a zone from).
    const format = createFormatter({ locale, region: preferences.region });
    await sendMail(dataExportReadyMail(job.user, url, format.dateTime(expiresAt)));
  }
}

async function removeFile(id: string, fileKey: string) {
  await getStorage().delete(fileKey);
  await untrackStoredFile(fileKey);
  await db.dataExport.update({ where: { id }, data: { fileKey: null } });
}

/** Expired files are deleted when their owner next asks for an export (or tries to download one). */
async function removeExpiredFiles(userId: string) {
  const expired = await db.dataExport.findMany({
    where: { userId, status: "ready", expiresAt: { lte: new Date() }, fileKey: { not: null } },
    select: { id: true, fileKey: true },
  });
  for (const row of expired) {
    try {
      await removeFile(row.id, row.fileKey!);
    } catch (error) {
      logger.warn({ err: error, exportId: row.id }, "removing an expired export failed");
    }
  }
}
