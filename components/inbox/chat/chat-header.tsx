"use client";

import { useQueryClient } from "@tanstack/react-query";
import {
  ArrowLeft,
  Check,
  CheckCircle2,
  Loader2,
  MailWarning,
  MoreVertical,
  PanelRight,
  Pin,
  PinOff,
  RotateCcw,
  Star,
  UserRound,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { IconButton } from "@/components/common/icon-button";
import { requestErrorText } from "@/components/form/field-messages";
import { ChannelKindIcon } from "@/components/settings/channels/channel-badges";
import { UserAvatar } from "@/components/settings/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api-client";
import { CONVERSATION_LIST_KEY, conversationDetailKey } from "@/lib/client/events/live-query-keys";
import type { ConversationDetail, ConversationJson } from "@/lib/inbox/types";
import { can } from "@/lib/permissions";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { MemberJson } from "@/lib/team/types";
import type { TeamRole } from "@/lib/validation/team";
import { cn } from "@/lib/utils";
import type { UpdateConversationInput } from "@/lib/validation/inbox";

// The chat's header: who (the customer, the channel) and what can be done to the conversation —
// assign it (owners and admins to anyone; a member takes an unassigned one or lets theirs go),
// resolve it (offering to record the customer's 1–5 rating) or reopen it, pin it (for the caller),
// mark it unread. Each is PATCH /conversations/{id}; the answer updates the cache at once.

export type Viewer = { id: string; role: TeamRole };

type Patch = Partial<Pick<UpdateConversationInput, "status" | "rating" | "assigneeId" | "pinned" | "unread">>;

export function ChatHeader({
  conversation,
  viewer,
  onBack,
  onOpenCustomer,
  onMarkedUnread,
}: {
  conversation: ConversationJson;
  viewer: Viewer | null;
  onBack?: () => void;
  onOpenCustomer?: () => void;
  onMarkedUnread: () => void;
}) {
  const t = useTranslations("inboxChat.header");
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [isResolving, setIsResolving] = useState(false);
  const customer = conversation.customer;
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.phone || "—";
  const isResolved = conversation.status === "resolved";

  const patch = async (what: string, body: Patch, done?: string) => {
    setBusy(what);
    try {
      const { data } = await api<ConversationDetail>(`/conversations/${encodeURIComponent(conversation.id)}`, {
        method: "PATCH",
        body,
      });
      queryClient.setQueriesData<ConversationDetail>({ queryKey: conversationDetailKey(conversation.id) }, (current) =>
        current && "conversation" in current ? { ...current, ...data } : current,
      );
      void queryClient.invalidateQueries({ queryKey: CONVERSATION_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: conversationDetailKey(conversation.id) });
      if (done) toast.success(done);
      return true;
    } catch (error) {
      toast.error(requestErrorText(error, t("error")));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <header
      className="@container flex h-14 shrink-0 items-center gap-2 border-b px-2 sm:px-4"
      data-testid="chat-header"
    >
      {onBack && <IconButton icon={ArrowLeft} type="button" className="lg:hidden" onClick={onBack} label={t("back")} />}
      <span aria-hidden className="shrink-0">
        <UserAvatar person={customer} className="size-9" textClassName="text-xs" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span className="truncate">{name}</span>
          {isResolved && (
            <Badge variant="secondary" className="shrink-0">
              {t("resolved")}
            </Badge>
          )}
        </h2>
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <ChannelKindIcon kind={conversation.channel.kind} className="size-4 rounded [&_svg]:size-3" />
          <span className="truncate">{conversation.channel.name}</span>
          {customer.phone && <span className="hidden truncate @xl:inline">· {customer.phone}</span>}
        </p>
      </div>

      <AssignMenu
        conversation={conversation}
        viewer={viewer}
        busy={busy === "assign"}
        onAssign={(assigneeId) => void patch("assign", { assigneeId })}
      />

      {isResolved ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void patch("status", { status: "open" }, t("reopened"))}
          disabled={busy === "status"}
          aria-label={t("reopen")}
        >
          {busy === "status" ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
          <span className="hidden @2xl:inline">{t("reopen")}</span>
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setIsResolving(true)}
          disabled={busy === "status"}
          aria-label={t("resolve")}
          data-testid="resolve-conversation"
        >
          {busy === "status" ? <Loader2 className="animate-spin" aria-hidden /> : <CheckCircle2 aria-hidden />}
          <span className="hidden @2xl:inline">{t("resolve")}</span>
        </Button>
      )}

      {onOpenCustomer && <IconButton icon={PanelRight} type="button" onClick={onOpenCustomer} label={t("customer")} />}

      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton icon={MoreVertical} type="button" label={t("more")} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() =>
              void patch("pin", { pinned: !conversation.pinned }, conversation.pinned ? t("unpinned") : t("pinned"))
            }
          >
            {conversation.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
            {conversation.pinned ? t("unpin") : t("pin")}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              // Before the answer updates the count, so the open chat does not read it again at once.
              onMarkedUnread();
              void patch("unread", { unread: true }, t("markedUnread"));
            }}
          >
            <MailWarning aria-hidden />
            {t("markUnread")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <ResolveDialog
        open={isResolving}
        name={name}
        onClose={() => setIsResolving(false)}
        onResolve={async (rating) => {
          const ok = await patch("status", { status: "resolved", ...(rating ? { rating } : {}) }, t("resolvedToast"));
          if (ok) setIsResolving(false);
        }}
      />
    </header>
  );
}

/** Who it is assigned to, and the choices this viewer has. */
function AssignMenu({
  conversation,
  viewer,
  busy,
  onAssign,
}: {
  conversation: ConversationJson;
  viewer: Viewer | null;
  busy: boolean;
  onAssign: (assigneeId: string | null) => void;
}) {
  const t = useTranslations("inboxChat.header");
  const seesAll = viewer ? can(viewer.role, "inbox.readAll") : false;
  const members = useApiQuery<{ members: MemberJson[] }>(["team"], "/team/members", { enabled: seesAll });
  const assignee = conversation.assignee;
  const isMine = assignee?.id === viewer?.id;
  const label = assignee ? t("assignedTo", { name: assignee.name }) : t("unassigned");
  const [firstName = "", ...rest] = (assignee?.name ?? "").split(" ");

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="gap-1.5 px-2"
          disabled={busy}
          data-testid="assign-conversation"
        >
          {/* Named by its words, not an aria-label: the avatar's initials (all a narrow header shows) are
              no part of the name, and a name that leaves out visible text fails WCAG's "label in name". */}
          {busy ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : assignee ? (
            <span aria-hidden>
              <UserAvatar
                person={{ firstName, lastName: rest.join(" "), avatar: assignee.avatar }}
                className="size-6"
                textClassName="text-[0.625rem]"
              />
            </span>
          ) : (
            <UserRound aria-hidden />
          )}
          <span className="sr-only">{t("assignLabel", { current: label })}</span>
          <span aria-hidden className="hidden max-w-32 truncate @3xl:inline">
            {assignee ? assignee.name : t("unassigned")}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 w-56 overflow-y-auto">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {seesAll ? (
          <>
            {members.isPending && <DropdownMenuItem disabled>{t("loadingMembers")}</DropdownMenuItem>}
            {(members.data?.members ?? [])
              .filter((member) => member.status === "active")
              .map((member) => {
                const memberName = `${member.firstName} ${member.lastName}`.trim();
                const isCurrent = member.id === assignee?.id;
                return (
                  <DropdownMenuItem key={member.id} disabled={isCurrent} onSelect={() => onAssign(member.id)}>
                    <span aria-hidden>
                      <UserAvatar person={member} className="size-5" textClassName="text-[0.5rem]" />
                    </span>
                    <span className="truncate">
                      {member.id === viewer?.id ? t("me", { name: memberName }) : memberName}
                    </span>
                    {isCurrent && <Check className="ml-auto" aria-hidden />}
                  </DropdownMenuItem>
                );
              })}
            {assignee && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => onAssign(null)}>{t("unassign")}</DropdownMenuItem>
              </>
            )}
          </>
        ) : !assignee && viewer ? (
          <DropdownMenuItem onSelect={() => onAssign(viewer.id)}>{t("takeIt")}</DropdownMenuItem>
        ) : isMine ? (
          <DropdownMenuItem onSelect={() => onAssign(null)}>{t("release")}</DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled>{t("onlyStaff")}</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Resolving: optionally the customer's satisfaction (1–5 stars), then Resolve. */
function ResolveDialog({
  open,
  name,
  onClose,
  onResolve,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  onResolve: (rating: number | null) => Promise<void>;
}) {
  const t = useTranslations("inboxChat.resolve");
  const tCommon = useTranslations("common");
  const [rating, setRating] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !isBusy) {
          setRating(null);
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={tCommon("close")} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("text", { name })}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("rating")}</legend>
          <div role="radiogroup" aria-label={t("rating")} className="flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={rating === value}
                aria-label={t("stars", { count: value })}
                onClick={() => setRating(rating === value ? null : value)}
                className="rounded-md p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Star
                  className={cn(
                    "size-7",
                    rating !== null && value <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
                  )}
                  aria-hidden
                />
              </button>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t("ratingHint")}</p>
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={isBusy}>
            {t("cancel")}
          </Button>
          <Button
            type="button"
            disabled={isBusy}
            onClick={async () => {
              setIsBusy(true);
              await onResolve(rating);
              setIsBusy(false);
              setRating(null);
            }}
            data-testid="confirm-resolve"
          >
            {isBusy && <Loader2 className="animate-spin" aria-hidden />}
            {t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
