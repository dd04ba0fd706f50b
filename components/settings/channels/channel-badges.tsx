"use client";

import { Camera, MessageCircle, MessagesSquare, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ChannelKind, ChannelStatus } from "@/lib/channels/types";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

// The small marks of a channel: its kind's icon (in the network's colour), its status, "Sandbox".

const KIND_ICON: Record<ChannelKind, { icon: LucideIcon; className: string }> = {
  whatsapp: { icon: MessageCircle, className: "bg-[#25D366]/15 text-[#128C4B] dark:text-[#4ade80]" },
  instagram: { icon: Camera, className: "bg-[#E1306C]/15 text-[#C13584] dark:text-[#f472b6]" },
  messenger: { icon: MessagesSquare, className: "bg-[#0084FF]/15 text-[#0866FF] dark:text-[#60a5fa]" },
};

export function ChannelKindIcon({ kind, className }: { kind: ChannelKind; className?: string }) {
  const t = useTranslations("channels.kinds");
  const { icon: Icon, className: colours } = KIND_ICON[kind];
  return (
    <span
      className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", colours, className)}
      role="img"
      aria-label={t(kind)}
    >
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

// The dot carries the colour; the words stay in the text colour (AA contrast on every palette).
const STATUS_DOT: Record<ChannelStatus, string> = {
  connected: "bg-success",
  error: "bg-destructive",
  disconnected: "bg-muted-foreground",
};

export function ChannelStatusBadge({ status }: { status: ChannelStatus }) {
  const t = useTranslations("channels.statuses");
  return (
    <Badge
      variant="outline"
      className={cn(
        status === "error" && "border-destructive/50 bg-destructive/5",
        status === "disconnected" && "text-muted-foreground",
      )}
      data-testid="channel-status"
    >
      <span className={cn("size-1.5 rounded-full", STATUS_DOT[status])} aria-hidden />
      {t(status)}
    </Badge>
  );
}

export function SandboxBadge() {
  const t = useTranslations("channels");
  return (
    <Badge variant="secondary" className="border-warning/50 bg-warning/15 text-foreground" data-testid="sandbox-badge">
      {t("sandboxBadge")}
    </Badge>
  );
}

/** The company's own sandbox channel, the one every company starts with. */
export function DefaultSandboxBadge() {
  const t = useTranslations("channels");
  return (
    <Badge variant="outline" className="text-muted-foreground">
      {t("defaultBadge")}
    </Badge>
  );
}
