"use client";

import {
  FileText,
  Image as ImageIcon,
  LayoutTemplate,
  MapPin,
  MessageSquare,
  Mic,
  UserRound,
  Video,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { ChannelKindIcon } from "@/components/settings/channels/channel-badges";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import { UserAvatar } from "@/components/settings/user-avatar";
import { readPreview, type PreviewKind } from "@/lib/inbox/preview";
import type { ConversationJson } from "@/lib/inbox/types";
import { cn } from "@/lib/utils";

/** Today's messages by their time, older ones by their day (the list's right-hand column). */
function ListTime({ at }: { at: string }) {
  const format = useFormatter();
  const now = useNow();
  const sameDay = format.date(at) === format.date(now);
  return (
    <time dateTime={at} title={format.dateTime(at)} className="shrink-0 text-xs text-muted-foreground tabular-nums">
      {sameDay ? format.time(at) : format.monthDay(at)}
    </time>
  );
}

const PREVIEW_ICON: Record<PreviewKind, LucideIcon> = {
  image: ImageIcon,
  video: Video,
  audio: Mic,
  file: FileText,
  template: LayoutTemplate,
  location: MapPin,
  contact: UserRound,
  other: MessageSquare,
};

/** The last message's text, or what it carried ("Photo", "Voice message") with its icon. */
export function PreviewText({ preview }: { preview: string }) {
  const t = useTranslations("inboxScreen.list.previews");
  const read = readPreview(preview);
  if (read.kind === "text") return <>{read.text}</>;
  const Icon = PREVIEW_ICON[read.kind];
  return (
    <>
      <Icon className="mr-1 inline size-3.5 align-[-0.125rem]" aria-hidden />
      {read.kind === "template" && read.name ? t("templateNamed", { name: read.name }) : t(read.kind)}
    </>
  );
}

const nameOf = (customer: ConversationJson["customer"]) =>
  `${customer.firstName} ${customer.lastName}`.trim() || customer.phone || "";

/** The assignee's name split for their avatar's initials. */
function personOf(assignee: NonNullable<ConversationJson["assignee"]>) {
  const [firstName = "", ...rest] = assignee.name.split(" ");
  return { firstName, lastName: rest.join(" "), avatar: assignee.avatar };
}

/**
 * One conversation in the list: the customer's avatar (a green dot when they wrote in the last
 * five minutes) with the channel's icon, name, time, the last message, the unread count and the
 * assignee's avatar. A button; the selected one is `aria-current`.
 */
export function ConversationRow({
  conversation,
  selected,
  onSelect,
  tabbable = true,
}: {
  conversation: ConversationJson;
  selected: boolean;
  onSelect: (id: string) => void;
  /** The list's one row in the Tab order (the others are reached with the arrow keys). */
  tabbable?: boolean;
}) {
  const t = useTranslations("inboxScreen.list");
  const { customer, lastMessage, assignee, unreadCount } = conversation;
  const name = nameOf(customer);
  const unread = unreadCount > 0;
  return (
    <button
      type="button"
      data-testid="conversation-row"
      data-conversation-id={conversation.id}
      aria-current={selected ? "true" : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onSelect(conversation.id)}
      className={cn(
        "flex w-full items-start gap-3 px-3 py-3 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset",
        selected && "bg-accent hover:bg-accent",
      )}
    >
      <span className="relative shrink-0">
        {/* The initials would be read before the name: the name says it. */}
        <span aria-hidden>
          <UserAvatar
            person={{ firstName: customer.firstName, lastName: customer.lastName, avatar: customer.avatar }}
            className="size-10"
            textClassName="text-sm"
          />
        </span>
        {conversation.activeRecently && (
          <span className="absolute top-0 right-0 size-3 rounded-full border-2 border-background bg-success">
            <span className="sr-only">{t("activeRecently")}</span>
          </span>
        )}
        <ChannelKindIcon
          kind={conversation.channel.kind}
          className="absolute -right-1 -bottom-1 size-5 rounded-full border-2 border-background [&>svg]:size-3"
        />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn("min-w-0 flex-1 truncate text-sm", unread ? "font-semibold" : "font-medium")}>
            {name}
          </span>
          {lastMessage && <ListTime at={lastMessage.at} />}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className={cn("min-w-0 flex-1 truncate text-sm", unread ? "text-foreground" : "text-muted-foreground")}>
            {lastMessage ? (
              <>
                {lastMessage.direction === "out" && <span className="text-muted-foreground">{t("you")} </span>}
                <PreviewText preview={lastMessage.preview} />
              </>
            ) : (
              <span className="italic">{t("noMessages")}</span>
            )}
          </span>
          {conversation.status === "resolved" && (
            <span className="shrink-0 text-xs text-muted-foreground">{t("resolved")}</span>
          )}
          {assignee && (
            <span title={t("assignedTo", { name: assignee.name })} className="shrink-0">
              <span aria-hidden>
                <UserAvatar person={personOf(assignee)} className="size-5" textClassName="text-[0.6rem]" />
              </span>
              <span className="sr-only">{t("assignedTo", { name: assignee.name })}</span>
            </span>
          )}
          {unread && (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
              <span aria-hidden>{unreadCount > 99 ? "99+" : unreadCount}</span>
              <span className="sr-only">{t("unreadCount", { count: unreadCount })}</span>
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
