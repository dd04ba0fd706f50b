"use client";

import {
  Bell,
  BellOff,
  CircleAlert,
  FileDown,
  FileUp,
  Gauge,
  LogIn,
  Megaphone,
  UserCheck,
  UserPlus,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { IconButton } from "@/components/common/icon-button";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useFormatter } from "@/components/format/formatter-provider";
import { RelativeTime } from "@/components/format/relative-time";
import { SkeletonEntry } from "@/components/common/skeleton-entry";
import { DesktopNotificationsButton } from "@/components/shell/inbox-live";
import type { NotificationJson, NotificationList } from "@/lib/notifications/types";
import type { SocialPlatform } from "@/lib/posts/types";
import { PLATFORM_NAMES } from "@/lib/validation/posts";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { apiQueryKey, useApiQuery } from "@/lib/query/use-api-query";
import { cn } from "@/lib/utils";

const NOTIFICATIONS_KEY = ["notifications"];
const NOTIFICATIONS_PATH = "/notifications";

type State = { status: "loading" } | { status: "error"; message: string } | ({ status: "ready" } & NotificationList);

type Rendered = { icon: LucideIcon; title: string; detail?: string };

const field = (data: unknown, key: string): unknown =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>)[key] : undefined;
const text = (data: unknown, key: string) => {
  const value = field(data, key);
  return typeof value === "string" && value.length > 0 ? value : null;
};
const count = (data: unknown, key: string) => {
  const value = field(data, key);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

function useRender() {
  const t = useTranslations("notifications.types");
  const format = useFormatter();
  return (notification: NotificationJson): Rendered => {
    const { type, data } = notification;
    if (type === "signIn") {
      const device = text(data, "device");
      const ip = text(data, "ip");
      if (device)
        return { icon: LogIn, title: t("signIn", { device }), detail: ip ? t("signInDetail", { ip }) : undefined };
    }
    if (type === "importFinished") {
      const [created, updated, rejected] = [count(data, "created"), count(data, "updated"), count(data, "rejected")];
      if (created !== null && updated !== null && rejected !== null) {
        return {
          icon: FileUp,
          title: t("importFinished"),
          detail: t("importFinishedDetail", {
            created: format.number(created),
            updated: format.number(updated),
            rejected: format.number(rejected),
          }),
        };
      }
    }
    if (type === "exportReady") return { icon: FileDown, title: t("exportReady"), detail: t("exportReadyDetail") };
    if (type === "usageAlert") {
      // 80 % of a plan limit (lib/server/billing/usage-alerts.ts).
      const [resource, percent] = [text(data, "resource"), count(data, "percent")];
      if ((resource === "members" || resource === "messages" || resource === "storage") && percent !== null) {
        return {
          icon: Gauge,
          title: t("usageAlert", { resource: t(`usageAlertResources.${resource}`), percent: format.number(percent) }),
          detail: t("usageAlertDetail"),
        };
      }
    }
    if (type === "invitation") {
      const email = text(data, "email");
      if (email) return { icon: UserPlus, title: t("invitation", { email }) };
    }
    if (type === "invitationAccepted") {
      const [name, email] = [text(data, "name"), text(data, "email")];
      if (name && email) {
        return {
          icon: UserCheck,
          title: t("invitationAccepted", { name }),
          detail: t("invitationAcceptedDetail", { email }),
        };
      }
    }
    if (type === "postManual") {
      // A manual platform's post is due: its author publishes it by hand (lib/server/posts/publish).
      const [title, platform, account] = [text(data, "title"), text(data, "platform"), text(data, "accountName")];
      if (title && platform && account) {
        return {
          icon: Megaphone,
          title: t("postManual", { title }),
          detail: t("postManualDetail", { platform: PLATFORM_NAMES[platform as SocialPlatform] ?? platform, account }),
        };
      }
    }
    return { icon: Bell, title: t("generic") };
  };
}

function NotificationSkeleton() {
  return (
    <ul aria-hidden className="flex flex-col">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <SkeletonEntry titleWidth="w-4/5" detailWidth="w-1/3" className="pt-1" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The bell of the top bar: the user's recent events, an unread dot while something is new. Opening
 * it marks everything read (the rows that were new keep their marker until it closes).
 */
export function NotificationBell() {
  const t = useTranslations("notifications");
  const common = useTranslations("common");
  const format = useFormatter();
  const render = useRender();
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const queryClient = useQueryClient();
  const list = useApiQuery<NotificationList>(NOTIFICATIONS_KEY, NOTIFICATIONS_PATH);
  const markRead = useApiMutation<{ unreadCount: number }>({
    request: () => ({ path: "/notifications/read", method: "POST" }),
    onSuccess: () =>
      queryClient.setQueryData<NotificationList>(apiQueryKey(NOTIFICATIONS_KEY, NOTIFICATIONS_PATH), (current) =>
        current ? { ...current, unreadCount: 0 } : current,
      ),
  });

  // Opening the bell loads the list afresh and marks everything read.
  async function refreshAndMarkRead() {
    markRead.reset();
    const result = await list.refetch();
    if (result.isSuccess && result.data.unreadCount > 0) markRead.mutate();
  }

  function openChange(open: boolean) {
    setIsOpen(open);
    if (open) void refreshAndMarkRead();
  }

  const failure = list.error ?? markRead.error;
  const state: State =
    list.isFetching && !list.data
      ? { status: "loading" }
      : failure
        ? { status: "error", message: failure instanceof ApiError ? failure.message : t("error") }
        : list.data
          ? { status: "ready", ...list.data }
          : { status: "loading" };

  const unreadCount = state.status === "ready" ? state.unreadCount : 0;
  const label = unreadCount > 0 ? t("labelUnread", { count: format.number(unreadCount) }) : t("label");

  return (
    <Popover open={isOpen} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <IconButton icon={Bell} label={label} className="relative text-muted-foreground hover:text-foreground">
          {unreadCount > 0 && (
            <span
              aria-hidden
              data-testid="notification-dot"
              className="absolute top-2 right-2 size-2 rounded-full bg-primary ring-2 ring-background"
            />
          )}
        </IconButton>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        sideOffset={8}
        aria-labelledby={titleId}
        className="w-[min(24rem,calc(100vw-1.5rem))] p-0"
      >
        <div className="flex min-h-11 items-center justify-between gap-2 border-b px-4">
          <h2 id={titleId} className="text-sm font-semibold">
            {t("title")}
          </h2>
          <DesktopNotificationsButton className="h-auto px-0 text-xs" />
        </div>
        {/* Focusable, so the list scrolls with the keyboard too (its rows are not interactive). */}
        <div
          tabIndex={0}
          aria-labelledby={titleId}
          role="region"
          className="max-h-[min(26rem,70dvh)] overflow-y-auto rounded-b-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
        >
          {state.status === "loading" && <NotificationSkeleton />}
          {state.status === "error" && (
            <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm">
              <span className="flex items-center gap-2 text-destructive">
                <CircleAlert className="size-4 shrink-0" aria-hidden />
                {state.message}
              </span>
              <Button variant="outline" size="sm" onClick={() => void refreshAndMarkRead()}>
                {common("retry")}
              </Button>
            </div>
          )}
          {state.status === "ready" && state.notifications.length === 0 && (
            <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
              <span className="grid size-10 place-items-center rounded-full bg-muted text-muted-foreground">
                <BellOff className="size-5" aria-hidden />
              </span>
              <p className="text-sm font-medium">{t("empty")}</p>
              <p className="text-xs text-muted-foreground">{t("emptyText")}</p>
            </div>
          )}
          {state.status === "ready" && state.notifications.length > 0 && (
            <ul className="flex flex-col divide-y">
              {state.notifications.map((notification) => {
                const { icon: Icon, title, detail } = render(notification);
                const isUnread = notification.readAt === null;
                return (
                  <li key={notification.id} className={cn("flex gap-3 px-4 py-3", isUnread && "bg-primary/5")}>
                    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <p className="text-sm leading-snug font-medium wrap-anywhere">{title}</p>
                      {detail && <p className="text-xs text-muted-foreground wrap-anywhere">{detail}</p>}
                      <RelativeTime value={notification.createdAt} className="text-xs text-muted-foreground" />
                    </div>
                    {isUnread && (
                      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                        <span className="sr-only">{t("unread")}</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
