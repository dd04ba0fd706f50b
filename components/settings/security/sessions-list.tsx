"use client";

import { HelpCircle, LogOut, Monitor, Smartphone, Tablet, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog, useConfirmation } from "@/components/common/confirm-dialog";
import { DataTable, useCardList } from "@/components/data-table/data-table";
import { queryTableStatus } from "@/components/data-table/states";
import { ListSkeleton, QueryListError } from "@/components/settings/security/section-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import type { DeviceType, SessionJson } from "@/lib/account/types";

const DEVICE_ICONS: Record<DeviceType, LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  unknown: HelpCircle,
};

/** The sessions query; revoking edits its cached list in place. */
const SESSIONS_KEY = ["account", "sessions"] as const;
const SESSIONS_PATH = "/account/sessions";
type SessionsAnswer = { sessions: SessionJson[] };
/**
 * The active sessions (spec 02 §2.9): device, browser, IP and last activity of each, this device
 * marked; one revoked after a confirmation (this device too, which signs out), or all others.
 */
export function SessionsList({ initial }: { initial: SessionJson[] }) {
  const t = useTranslations("settings.security.sessions");
  const format = useFormatter();
  const now = useNow();
  const queryClient = useQueryClient();
  const query = useApiQuery<SessionsAnswer>(SESSIONS_KEY, SESSIONS_PATH, { initialData: { sessions: initial } });
  const confirmOne = useConfirmation<SessionJson>();
  const target = confirmOne.subject;
  const [isConfirmingOthers, setIsConfirmingOthers] = useState(false);
  const revokeOne = useApiMutation<{ current: boolean }, SessionJson>({
    request: (session) => ({ path: `/account/sessions/${encodeURIComponent(session.id)}`, method: "DELETE" }),
  });
  const revokeAllOthers = useApiMutation<{ count: number }>({
    request: () => ({ path: "/account/sessions/revoke-others", method: "POST" }),
  });
  const keepOnly = (keep: (session: SessionJson) => boolean) =>
    queryClient.setQueryData<SessionsAnswer>([...SESSIONS_KEY, SESSIONS_PATH], (current) =>
      current ? { sessions: current.sessions.filter(keep) } : current,
    );

  const nameOf = (session: SessionJson) =>
    t("name", { browser: session.browser ?? t("unknownBrowser"), device: session.device ?? t("unknownDevice") });

  const revoke = async () => {
    if (!target) return;
    const { data } = await revokeOne.mutateAsync(target);
    if (data.current) {
      // This device's session is over: the cookies are gone, the login page is next.
      window.location.replace("/auth/login");
      return;
    }
    confirmOne.close();
    toast.success(t("revoked"));
    keepOnly((item) => item.id !== target.id);
  };

  const revokeOthers = async () => {
    const { data } = await revokeAllOthers.mutateAsync();
    setIsConfirmingOthers(false);
    toast.success(t("revokedOthers", { count: data.count }));
    keepOnly((item) => item.current);
  };

  const status = queryTableStatus(query);
  const sessions = query.data?.sessions ?? [];
  const hasOthers = sessions.some((item) => !item.current);
  const table = useCardList("sessions", sessions);

  return (
    <div className="flex flex-col gap-4">
      <DataTable
        table={table}
        view="cards"
        label={t("listLabel")}
        status={status}
        loading={<ListSkeleton />}
        error={<QueryListError query={query} fallback={t("error")} />}
        cardClassName="flex flex-col gap-3 rounded-lg border px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
        renderCard={(session) => {
          const Icon = DEVICE_ICONS[session.deviceType];
          const name = nameOf(session);
          return (
            <>
              <div className="flex min-w-0 items-start gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
                  <Icon className="size-4.5" aria-hidden />
                  <span className="sr-only">{t(`deviceTypes.${session.deviceType}`)}</span>
                </span>
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    <span className="break-words">{name}</span>
                    {session.current && (
                      <Badge variant="secondary" className="bg-success/15 text-success">
                        {t("thisDevice")}
                      </Badge>
                    )}
                  </p>
                  <p className="text-xs break-words text-muted-foreground">
                    <span className="whitespace-nowrap">{t("ip", { ip: session.ip ?? t("unknownIp") })}</span>
                    <span aria-hidden> · </span>
                    {session.current ? (
                      t("activeNow")
                    ) : (
                      <time dateTime={session.lastActiveAt} title={format.dateTime(session.lastActiveAt)}>
                        {t("lastActive", { time: format.relative(session.lastActiveAt, now) })}
                      </time>
                    )}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t("signedIn", { date: format.dateTime(session.createdAt) })}
                  </p>
                </div>
              </div>
              <Button
                variant="outline"
                size="sm"
                className="w-full shrink-0 sm:w-auto"
                onClick={() => confirmOne.ask(session)}
                aria-label={session.current ? t("revokeCurrentLabel") : t("revokeLabel", { name })}
              >
                <LogOut aria-hidden />
                {session.current ? t("signOutHere") : t("revoke")}
              </Button>
            </>
          );
        }}
      />
      {status === "ready" && !hasOthers && (
        <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          {t("noOthers")}
        </p>
      )}
      {status === "ready" && (
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted-foreground">{t("othersHint")}</p>
          <Button
            variant="destructive"
            size="sm"
            className="w-full shrink-0 sm:w-auto"
            disabled={!hasOthers}
            onClick={() => setIsConfirmingOthers(true)}
          >
            <LogOut aria-hidden />
            {t("revokeOthers")}
          </Button>
        </div>
      )}

      <ConfirmDialog
        {...confirmOne.dialog}
        title={target?.current ? t("confirmCurrentTitle") : t("confirmTitle")}
        description={
          target?.current ? t("confirmCurrentText") : t("confirmText", { name: target ? nameOf(target) : "" })
        }
        confirmLabel={target?.current ? t("signOutHere") : t("revoke")}
        onConfirm={revoke}
      />
      <ConfirmDialog
        open={isConfirmingOthers}
        onOpenChange={setIsConfirmingOthers}
        title={t("confirmOthersTitle")}
        description={t("confirmOthersText", { count: sessions.filter((item) => !item.current).length })}
        confirmLabel={t("revokeOthers")}
        onConfirm={revokeOthers}
      />
    </div>
  );
}
