"use client";

import { AlertCircle, Check, CheckCheck, CircleHelp, Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import type { MessageStatus } from "@/lib/messages/types";
import { cn } from "@/lib/utils";

// An outbound message's delivery mark, as WhatsApp draws it (a clock, one tick, two ticks, two
// blue ticks), with its words for screen readers (the icon alone says nothing to them).

const ICONS = {
  queued: Clock,
  sent: Check,
  delivered: CheckCheck,
  read: CheckCheck,
  failed: AlertCircle,
  unknown: CircleHelp,
} satisfies Record<MessageStatus, typeof Check>;

export function MessageTicks({ status, className }: { status: MessageStatus; className?: string }) {
  const t = useTranslations("inboxChat.status");
  const Icon = ICONS[status];
  return (
    <span
      role="img"
      aria-label={t(status)}
      title={t(status)}
      data-testid="message-status"
      data-status={status}
      className={cn(
        "inline-flex shrink-0",
        status === "read" && "text-sky-600 dark:text-sky-400",
        status === "failed" && "text-destructive",
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
    </span>
  );
}
