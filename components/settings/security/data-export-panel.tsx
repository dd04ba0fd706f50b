"use client";

import { AlertCircle, CheckCircle2, Clock, Download, FileJson, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import type { DataExportJson } from "@/lib/account/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { apiQueryKey, useApiQuery } from "@/lib/query/use-api-query";
import { EXPORT_POLL_INTERVAL_MS } from "@/lib/validation/security";
import { HeadingBlock } from "@/components/common/heading-block";

type ExportList = { exports: DataExportJson[] };
const EXPORTS_KEY = ["account", "exports"];
const EXPORTS_PATH = "/account/export";

/**
 * The data export (spec 02 §2.9): ask for one, see the latest one's state, download it when it
 * is ready. While one is being built the panel asks again every few seconds.
 */
export function DataExportPanel({ initial }: { initial: DataExportJson[] }) {
  const t = useTranslations("settings.security.export");
  const format = useFormatter();
  const queryClient = useQueryClient();
  // The list as the server rendered it, then asked again every few seconds while one is built.
  const exportsQuery = useApiQuery<ExportList>(EXPORTS_KEY, EXPORTS_PATH, {
    initialData: { exports: initial },
    refetchInterval: (query) => (query.state.data?.exports[0]?.status === "pending" ? EXPORT_POLL_INTERVAL_MS : false),
  });
  const latest = exportsQuery.data?.exports[0] ?? null;
  const isPending = latest?.status === "pending";
  const setExports = (exports: DataExportJson[]) =>
    queryClient.setQueryData<ExportList>(apiQueryKey(EXPORTS_KEY, EXPORTS_PATH), { exports });
  const [isDownloading, setIsDownloading] = useState(false);

  // The end of a build is announced once, when a poll finds the pending export finished.
  const status = latest?.status;
  const previousStatus = useRef(status);
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (previous !== "pending") return;
    if (status === "ready") toast.success(t("readyToast"));
    if (status === "failed") toast.error(t("failed"));
  }, [status, t]);

  const requestExport = useApiMutation<{ export: DataExportJson }>({
    request: () => ({ path: EXPORTS_PATH, method: "POST" }),
    onSuccess: ({ data }) => {
      setExports([data.export, ...(exportsQuery.data?.exports ?? [])]);
      toast.success(t("started"));
    },
    onError: (error) => toast.error(requestErrorText(error, t("error"))),
  });
  const isRequesting = requestExport.isPending;
  const request = () => requestExport.mutate();

  // The download is a plain link (the browser saves the attachment); a call through the API client
  // first renews an idle tab's session, so the link's request carries a live cookie.
  const download = async (item: DataExportJson) => {
    setIsDownloading(true);
    try {
      const { data } = await api<ExportList>(EXPORTS_PATH);
      const current = data.exports.find((candidate) => candidate.id === item.id);
      if (current?.status !== "ready") {
        setExports(data.exports);
        toast.error(t("expired"));
        return;
      }
      const link = document.createElement("a");
      link.href = `/api/v1/account/export/${encodeURIComponent(item.id)}`;
      link.download = item.fileName;
      link.click();
    } catch (error) {
      toast.error(requestErrorText(error, t("downloadError")));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <HeadingBlock level="item" title={t("title")} description={t("description")} />
        <Button
          variant="outline"
          className="w-full shrink-0 sm:w-auto"
          onClick={request}
          disabled={isRequesting || isPending}
        >
          {isRequesting ? <Loader2 className="animate-spin" aria-hidden /> : <FileJson aria-hidden />}
          {t("request")}
        </Button>
      </div>

      <div role="status" aria-live="polite" className="rounded-lg border bg-muted/30 px-3 py-3 text-sm">
        {!latest && <p className="text-muted-foreground">{t("none")}</p>}
        {latest?.status === "pending" && (
          <p className="flex items-start gap-2">
            <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin text-primary" aria-hidden />
            <span>
              <span className="font-medium">{t("pending")}</span>{" "}
              <span className="text-muted-foreground">{t("pendingHint")}</span>
            </span>
          </p>
        )}
        {latest?.status === "failed" && (
          <p className="flex items-start gap-2 text-destructive">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{t("failed")}</span>
          </p>
        )}
        {latest?.status === "expired" && (
          <p className="flex items-start gap-2 text-muted-foreground">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{t("expired")}</span>
          </p>
        )}
        {latest?.status === "ready" && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex min-w-0 items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              <span className="flex min-w-0 flex-col">
                <span className="font-medium break-all">{latest.fileName}</span>
                <span className="text-xs text-muted-foreground">
                  {t("readyDetail", {
                    size: format.bytes(latest.sizeBytes ?? 0),
                    date: latest.expiresAt ? format.dateTime(latest.expiresAt) : "",
                  })}
                </span>
              </span>
            </p>
            <Button
              size="sm"
              className="w-full shrink-0 sm:w-auto"
              onClick={() => download(latest)}
              disabled={isDownloading}
            >
              {isDownloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
              {t("download")}
            </Button>
          </div>
        )}
        {latest && (
          <p className="mt-2 text-xs text-muted-foreground">
            {t("requestedAt", { date: format.dateTime(latest.createdAt) })}
          </p>
        )}
      </div>
    </div>
  );
}
