"use client";

import { Copy, ExternalLink, Pencil, RotateCw, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { MediaThumb } from "@/components/media/media-visual";
import { PostStatusMark, SwatchMark } from "@/components/schedule/calendar-marks";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { POSTS_KEY } from "@/lib/client/events/live-query-keys";
import type { PostDetailJson, PublishError } from "@/lib/posts/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import { dayOf, isDayKey, timeOf, zonedInstant } from "@/lib/schedule/calendar-dates";
import { canReschedule } from "@/lib/schedule/calendar-entries";
import { PLATFORM_NAMES } from "@/lib/validation/posts";

type PostAnswer = { post: PostDetailJson };

/** Reschedules a post (the screen's drag and "move to" share it). */
export type MovePost = (post: { id: string; scheduledAt: string | null }, at: Date) => Promise<void>;

/** The platform's reason in the reader's language when Kanal knows it, with the platform's own words. */
export function usePublishErrorText() {
  const t = useTranslations("posts.publishErrors");
  const tSaid = useTranslations("schedule.details");
  return (error: PublishError) => {
    const reason = t.has(error.reason) ? t(error.reason) : null;
    const said = error.message ? tSaid("platformSaid", { message: error.message }) : null;
    return [reason, said].filter(Boolean).join(" ");
  };
}

/**
 * One post: its state per account (the live link once published, the reason and a retry when it
 * failed, "mark as published" when it waits for its author), text and media; edit, duplicate,
 * delete, and "move to" (the keyboard's way to reschedule, beside dragging).
 */
export function PostDetailsDialog({
  postId,
  onOpenChange,
  onEdit,
  onMove,
}: {
  postId: string | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (postId: string) => void;
  onMove: MovePost;
}) {
  const t = useTranslations();
  return (
    <Dialog open={postId !== null} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.close")}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
        data-testid="post-details"
      >
        {postId && <PostDetails postId={postId} onEdit={onEdit} onMove={onMove} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PostDetails({
  postId,
  onEdit,
  onMove,
  onDone,
}: {
  postId: string;
  onEdit: (postId: string) => void;
  onMove: MovePost;
  onDone: () => void;
}) {
  const t = useTranslations("schedule.details");
  const tStatus = useTranslations("schedule.targetStatuses");
  const format = useFormatter();
  const errorText = usePublishErrorText();
  const query = useApiQuery<PostAnswer>(POSTS_KEY, `/posts/${postId}`);
  const [isDeleting, setIsDeleting] = useState(false);

  const action = useApiMutation<
    PostAnswer | { id: string },
    { path: string; method: "POST" | "DELETE"; body?: unknown }
  >({
    request: (call) => call,
    invalidates: [POSTS_KEY],
  });
  const run = async (call: { path: string; method: "POST" | "DELETE"; body?: unknown }, fallback: string) => {
    try {
      const { message } = await action.mutateAsync(call);
      if (message) toast.success(message);
      return true;
    } catch (error) {
      toast.error(requestErrorText(error, fallback));
      return false;
    }
  };

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label={t("loading")}>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <DialogHeading title={t("errorTitle")} />
        <FormAlert>{requestErrorText(query.error, t("loadError"))}</FormAlert>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }

  const post = query.data.post;
  const accountOf = new Map(post.accounts.map((account) => [account.id, account]));
  const isLocked = post.status === "publishing" || post.status === "published";

  return (
    <div className="flex flex-col gap-4">
      <DialogHeading
        title={post.title}
        description={
          post.scheduledAt
            ? t("when", {
                date: format.longDate(post.scheduledAt),
                time: format.time(post.scheduledAt),
                zone: format.timeZone,
              })
            : t("undated")
        }
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <PostStatusMark status={post.status} withLabel />
        {post.author && <span className="text-muted-foreground">{t("author", { name: post.author.name })}</span>}
      </div>

      {post.status === "failed" && post.error && (
        <FormAlert>
          <span data-testid="post-error">{errorText(post.error)}</span>
        </FormAlert>
      )}

      <section className="flex flex-col gap-2" aria-label={t("accounts")}>
        <h3 className="text-sm font-medium">{t("accounts")}</h3>
        <ul className="flex flex-col gap-2">
          {post.targets.map((target) => {
            const account = accountOf.get(target.accountId);
            return (
              <li
                key={target.id}
                className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm"
                data-testid="post-target"
                data-status={target.status}
              >
                <SwatchMark swatch={target.platform} size="md" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{account?.name ?? PLATFORM_NAMES[target.platform]}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {account?.handle} · {tStatus(target.status)}
                  </span>
                  {target.error && <span className="block text-xs text-destructive">{errorText(target.error)}</span>}
                </span>
                {target.permalink && (
                  <Button asChild variant="outline" size="sm">
                    <a href={target.permalink} target="_blank" rel="noreferrer" data-testid="post-live-link">
                      <ExternalLink aria-hidden />
                      {t("live")}
                    </a>
                  </Button>
                )}
                {target.status === "manual" && post.canEdit && (
                  <Button
                    size="sm"
                    disabled={action.isPending}
                    onClick={() =>
                      void run(
                        { path: `/posts/${post.id}/published`, method: "POST", body: { accountId: target.accountId } },
                        t("actionError"),
                      )
                    }
                    data-testid="post-mark-published"
                  >
                    {t("markPublished")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {post.targets.length === 0 && <p className="text-sm text-muted-foreground">{t("noAccounts")}</p>}
      </section>

      {post.text && <p className="text-sm break-words whitespace-pre-wrap">{post.text}</p>}
      {post.media.length > 0 && (
        <ul className="grid grid-cols-4 gap-2" aria-label={t("media")}>
          {post.media.map((file) => (
            <li key={file.id}>
              <MediaThumb file={{ ...file, processing: "ready" }} className="aspect-square w-full rounded-md" />
            </li>
          ))}
        </ul>
      )}

      {canReschedule(post) && <MoveToForm post={post} onMove={onMove} />}

      <div className="flex flex-wrap gap-2 border-t pt-4">
        {post.status === "failed" && post.canEdit && (
          <Button
            disabled={action.isPending}
            onClick={() => void run({ path: `/posts/${post.id}/retry`, method: "POST" }, t("actionError"))}
            data-testid="post-retry"
          >
            <RotateCw aria-hidden />
            {t("retryPublish")}
          </Button>
        )}
        {post.canEdit && !isLocked && (
          <Button variant="outline" onClick={() => onEdit(post.id)} data-testid="post-edit">
            <Pencil aria-hidden />
            {t("edit")}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={action.isPending}
          onClick={async () => {
            if (await run({ path: `/posts/${post.id}/duplicate`, method: "POST" }, t("actionError"))) onDone();
          }}
          data-testid="post-duplicate"
        >
          <Copy aria-hidden />
          {t("duplicate")}
        </Button>
        {post.canEdit && (
          <Button
            variant="ghost"
            className="text-destructive"
            onClick={() => setIsDeleting(true)}
            data-testid="post-delete"
          >
            <Trash2 aria-hidden />
            {t("delete")}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title={t("deleteTitle")}
        description={post.status === "scheduled" ? t("deleteScheduledText") : t("deleteText")}
        confirmLabel={t("delete")}
        onConfirm={async () => {
          const { message } = await action.mutateAsync({ path: `/posts/${post.id}`, method: "DELETE" });
          toast.success(message ?? t("deleted"));
          setIsDeleting(false);
          onDone();
        }}
      />
    </div>
  );
}

/** "Move to": a day and a time in the user's zone, for whoever does not drag. */
function MoveToForm({ post, onMove }: { post: PostDetailJson; onMove: MovePost }) {
  const t = useTranslations("schedule.details");
  const format = useFormatter();
  const [day, setDay] = useState(post.scheduledAt ? dayOf(post.scheduledAt, format.timeZone) : "");
  const [time, setTime] = useState(post.scheduledAt ? timeOf(post.scheduledAt, format.timeZone) : "09:00");
  const [isBusy, setIsBusy] = useState(false);
  const isValid = isDayKey(day) && /^\d{2}:\d{2}$/.test(time);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!isValid) return;
        setIsBusy(true);
        try {
          await onMove(post, zonedInstant(day, time, format.timeZone));
        } catch {
          // The toast said why; the fields keep the values for another try.
        } finally {
          setIsBusy(false);
        }
      }}
      data-testid="post-move"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-move-date">{t("moveDate")}</Label>
        <Input id="post-move-date" type="date" value={day} onChange={(event) => setDay(event.target.value)} required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-move-time">{t("moveTime", { zone: format.timeZone })}</Label>
        <Input
          id="post-move-time"
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          required
        />
      </div>
      <Button type="submit" variant="outline" disabled={!isValid || isBusy}>
        {t("move")}
      </Button>
    </form>
  );
}
