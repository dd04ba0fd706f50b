"use client";

import { ImagePlus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { DialogHeading } from "@/components/common/dialog-heading";
import { FieldError, fieldAria } from "@/components/form/field";
import { FormAlert } from "@/components/form/form-alert";
import { zodFieldMessages } from "@/components/form/field-messages";
import { placeServerErrors } from "@/components/form/server-errors";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import { MediaLibraryPicker } from "@/components/media/media-picker";
import { MediaThumb } from "@/components/media/media-visual";
import { SwatchMark } from "@/components/schedule/calendar-marks";
import { PostPreviews, type EditorMedia } from "@/components/schedule/post-preview";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { POSTS_KEY } from "@/lib/client/events/live-query-keys";
import type { PostDetailJson, SocialAccountJson, SocialPlatform } from "@/lib/posts/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { useApiQuery } from "@/lib/query/use-api-query";
import { dayOf, isDayKey, timeOf, zonedInstant, type DayKey } from "@/lib/schedule/calendar-dates";
import { cn } from "@/lib/utils";
import {
  PLATFORM_NAMES,
  PLATFORM_RULES,
  checkPlatformRules,
  countChars,
  createPostSchema,
  isPastTime,
  updatePostSchema,
} from "@/lib/validation/posts";

export type EditorTarget = { mode: "create"; day: DayKey; time?: string } | { mode: "edit"; postId: string };

type PostAnswer = { post: PostDetailJson };

const MEDIA_ACCEPT = "image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime,video/webm";

/**
 * The post editor (issue 20): accounts (one or many), title and text with a live count per chosen
 * platform, media from the library or uploaded, day and time in the user's zone, draft or
 * scheduled, and a preview per platform. The platform rules are those the server applies
 * (lib/validation/posts.ts), shown as the user types; a scheduled post is refused while one breaks.
 */
export function PostEditorDialog({
  target,
  accounts,
  onOpenChange,
  onSaved,
}: {
  target: EditorTarget | null;
  accounts: SocialAccountJson[];
  onOpenChange: (open: boolean) => void;
  onSaved: (post: PostDetailJson) => void;
}) {
  const t = useTranslations();
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.close")}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-4xl"
        data-testid="post-editor"
      >
        {target?.mode === "edit" ? (
          <EditLoader
            postId={target.postId}
            accounts={accounts}
            onCancel={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        ) : target ? (
          <EditorForm
            accounts={accounts}
            initial={{ day: target.day, time: target.time }}
            onCancel={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditLoader({
  postId,
  accounts,
  onCancel,
  onSaved,
}: {
  postId: string;
  accounts: SocialAccountJson[];
  onCancel: () => void;
  onSaved: (post: PostDetailJson) => void;
}) {
  const t = useTranslations("schedule.editor");
  // Read once: a live refresh while editing must not overwrite what is being typed.
  const query = useApiQuery<PostAnswer>(POSTS_KEY, `/posts/${postId}`, { refetchOnWindowFocus: false });
  const [post] = useState<PostDetailJson | null>(() => query.data?.post ?? null);
  const loaded = post ?? query.data?.post ?? null;
  if (!loaded) {
    if (query.isError) return <FormAlert>{t("loadError")}</FormAlert>;
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label={t("loading")}>
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return <EditorForm key={loaded.id} accounts={accounts} post={loaded} onCancel={onCancel} onSaved={onSaved} />;
}

/** A field's error, then the platform rules it breaks that the error does not already say. */
function FieldErrorAndRules({ id, error, rules }: { id: string; error: string | undefined; rules: string[] }) {
  return (
    <>
      <FieldError id={id} error={error} />
      {rules
        .filter((message) => message !== error)
        .map((message) => (
          <p key={message} className="text-xs text-destructive" data-testid="post-rule">
            {message}
          </p>
        ))}
    </>
  );
}

type FieldName = "title" | "text" | "accountIds" | "mediaIds" | "scheduledAt" | "status";

function EditorForm({
  accounts,
  post,
  initial,
  onCancel,
  onSaved,
}: {
  accounts: SocialAccountJson[];
  post?: PostDetailJson;
  initial?: { day: DayKey; time?: string };
  onCancel: () => void;
  onSaved: (post: PostDetailJson) => void;
}) {
  const tAll = useTranslations();
  const t = useTranslations("schedule.editor");
  const format = useFormatter();
  const now = useNow();
  const zone = format.timeZone;
  const usable = accounts.filter(
    (account) => account.status !== "disconnected" || post?.targets.some((target) => target.accountId === account.id),
  );

  const [title, setTitle] = useState(post?.title ?? "");
  const [text, setText] = useState(post?.text ?? "");
  const [accountIds, setAccountIds] = useState<string[]>(post?.targets.map((target) => target.accountId) ?? []);
  const [media, setMedia] = useState<EditorMedia[]>(post?.media ?? []);
  const [day, setDay] = useState<string>(post?.scheduledAt ? dayOf(post.scheduledAt, zone) : (initial?.day ?? ""));
  const [time, setTime] = useState<string>(
    post?.scheduledAt ? timeOf(post.scheduledAt, zone) : (initial?.time ?? defaultTime(initial?.day, now, zone)),
  );
  const [status, setStatus] = useState<"draft" | "scheduled">(
    post ? (post.status === "draft" ? "draft" : "scheduled") : usable.length > 0 ? "scheduled" : "draft",
  );
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [isPicking, setIsPicking] = useState(false);

  const chosen = usable.filter((account) => accountIds.includes(account.id));
  const platforms = [...new Set(chosen.map((account) => account.platform))] as SocialPlatform[];
  const ruleIssues = checkPlatformRules({ platforms, text, media });
  const ruleText = (field: "text" | "mediaIds") =>
    ruleIssues.filter((issue) => issue.field === field).map((issue) => tAll(issue.key, issue.values));

  const save = useApiMutation<PostAnswer, Record<string, unknown>>({
    request: (body) =>
      post ? { path: `/posts/${post.id}`, method: "PUT", body } : { path: "/posts", method: "POST", body },
    invalidates: [POSTS_KEY],
  });

  const clear = (field: FieldName) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async () => {
    setAlert(null);
    const hasTime = isDayKey(day) && /^\d{2}:\d{2}$/.test(time);
    const at = hasTime ? zonedInstant(day, time, zone) : null;
    const body = {
      title,
      text,
      accountIds,
      mediaIds: media.map((file) => file.id),
      scheduledAt: at ? at.toISOString() : null,
      status,
    };
    const parsed = (post ? updatePostSchema : createPostSchema).safeParse(body);
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const [field, message] of Object.entries(zodFieldMessages(parsed.error))) {
        const text = "text" in message ? message.text : tAll(message.key, message.values);
        found[(field.split(".")[0] || "title") as FieldName] ??= text;
      }
    }
    if (status === "scheduled") {
      if ((day || time) && !hasTime) found.scheduledAt ??= tAll("validation.invalidFormat");
      const isNewTime = !post || post.scheduledAt !== body.scheduledAt;
      if (at && isNewTime && isPastTime(at, now)) found.scheduledAt ??= t("pastTime");
      const [textIssue] = ruleText("text");
      const [mediaIssue] = ruleText("mediaIds");
      if (textIssue) found.text ??= textIssue;
      if (mediaIssue) found.mediaIds ??= mediaIssue;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const { data, message } = await save.mutateAsync(body);
      toast.success(message ?? t(status === "draft" ? "savedDraft" : "savedScheduled"));
      onSaved(data.post);
    } catch (error) {
      const placed = placeServerErrors(error, (field) => field.split(".")[0]! in body, t("saveError"));
      const fields: Partial<Record<FieldName, string>> = {};
      for (const [field, text] of Object.entries(placed.fields)) fields[field.split(".")[0] as FieldName] ??= text;
      setErrors(fields);
      setAlert(placed.alert);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
    >
      <DialogHeading title={post ? t("editTitle") : t("createTitle")} description={t("description")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.accountIds ? "post-accounts-error" : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{t("accounts")}</legend>
            {usable.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("noAccounts")}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2">
                {usable.map((account) => {
                  const id = `post-account-${account.id}`;
                  const isChecked = accountIds.includes(account.id);
                  return (
                    <li key={account.id}>
                      <label
                        htmlFor={id}
                        className={cn(
                          "flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm hover:bg-accent/50",
                          isChecked && "border-primary",
                        )}
                        data-testid="post-account-option"
                        data-platform={account.platform}
                      >
                        <Checkbox
                          id={id}
                          checked={isChecked}
                          onCheckedChange={(checked) => {
                            clear("accountIds");
                            setAccountIds((current) =>
                              checked ? [...current, account.id] : current.filter((item) => item !== account.id),
                            );
                          }}
                        />
                        <SwatchMark swatch={account.platform} size="md" />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{account.name}</span>
                          <span className="block truncate text-xs text-muted-foreground">
                            {account.handle}
                            {account.publishing === "manual" && ` · ${t("manualPublishing")}`}
                            {account.provider === "sandbox" && ` · ${t("sandbox")}`}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
            <FieldError id="post-accounts" error={errors.accountIds} />
          </fieldset>

          <div className="flex flex-col gap-2">
            <Label htmlFor="post-title">{t("title")}</Label>
            <Input
              id="post-title"
              value={title}
              onChange={(event) => {
                clear("title");
                setTitle(event.target.value);
              }}
              placeholder={t("titlePlaceholder")}
              {...fieldAria("post-title", errors.title)}
            />
            <FieldError id="post-title" error={errors.title} />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor="post-text">{t("text")}</Label>
            <Textarea
              id="post-text"
              value={text}
              rows={6}
              onChange={(event) => {
                clear("text");
                setText(event.target.value);
              }}
              placeholder={t("textPlaceholder")}
              {...fieldAria("post-text", errors.text, "post-text-counts")}
            />
            <ul
              id="post-text-counts"
              className="flex flex-wrap gap-2 text-xs"
              aria-live="polite"
              data-testid="post-char-counts"
            >
              {platforms.map((platform) => {
                const count = countChars(text);
                const max = PLATFORM_RULES[platform].maxChars;
                const isOver = count > max;
                return (
                  <li
                    key={platform}
                    className={cn(
                      "flex items-center gap-1 rounded-full border px-2 py-0.5 tabular-nums",
                      isOver && "border-destructive text-destructive",
                    )}
                    data-platform={platform}
                    data-over={isOver}
                  >
                    <SwatchMark swatch={platform} />
                    {t("count", {
                      platform: PLATFORM_NAMES[platform],
                      count: format.number(count),
                      max: format.number(max),
                    })}
                  </li>
                );
              })}
            </ul>
            <FieldErrorAndRules id="post-text" error={errors.text} rules={ruleText("text")} />
          </div>

          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium">{t("mediaLabel")}</span>
            <ul className="flex flex-wrap gap-2" aria-label={t("mediaLabel")}>
              {media.map((file) => (
                <li key={file.id} className="relative">
                  <MediaThumb file={{ ...file, processing: "ready" }} className="size-20 rounded-md border" />
                  <button
                    type="button"
                    onClick={() => {
                      clear("mediaIds");
                      setMedia((current) => current.filter((item) => item.id !== file.id));
                    }}
                    className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full border bg-background outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    aria-label={t("removeMedia", { name: file.name })}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
              <li>
                <Button
                  type="button"
                  variant="outline"
                  className="size-20 flex-col gap-1 text-xs whitespace-normal"
                  onClick={() => setIsPicking(true)}
                  data-testid="post-add-media"
                >
                  <ImagePlus aria-hidden />
                  {t("addMedia")}
                </Button>
              </li>
            </ul>
            <FieldErrorAndRules id="post-media" error={errors.mediaIds} rules={ruleText("mediaIds")} />
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t("when", { zone })}</legend>
            <div className="flex flex-wrap gap-2">
              <Input
                id="post-date"
                type="date"
                className="w-auto"
                value={day}
                aria-label={t("date")}
                onChange={(event) => {
                  clear("scheduledAt");
                  setDay(event.target.value);
                }}
                {...fieldAria("post-date", errors.scheduledAt)}
              />
              <Input
                id="post-time"
                type="time"
                className="w-auto"
                value={time}
                aria-label={t("time", { zone })}
                onChange={(event) => {
                  clear("scheduledAt");
                  setTime(event.target.value);
                }}
              />
            </div>
            <FieldError id="post-date" error={errors.scheduledAt} />
          </fieldset>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t("status")}</legend>
            <RadioGroup
              value={status}
              onValueChange={(value) => {
                clear("status");
                setStatus(value as "draft" | "scheduled");
              }}
              className="flex flex-wrap gap-4"
            >
              {(["scheduled", "draft"] as const).map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem id={`post-status-${value}`} value={value} />
                  <Label htmlFor={`post-status-${value}`} className="font-normal">
                    {t(`statusOptions.${value}`)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        </div>

        <PostPreviews accounts={chosen} title={title} text={text} media={media} />
      </div>

      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="post-save">
          {save.isPending ? t("saving") : t(status === "draft" ? "saveDraft" : "schedule")}
        </Button>
      </div>

      <Dialog open={isPicking} onOpenChange={setIsPicking}>
        <DialogContent
          closeLabel={tAll("common.close")}
          className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-2xl"
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
        >
          <DialogHeading title={t("media.pickTitle")} description={t("media.pickText")} />
          {isPicking && (
            <MediaLibraryPicker
              messages="schedule.editor.media"
              accept={MEDIA_ACCEPT}
              uploadHint={t("media.uploadHint")}
              emptyText={t("media.empty")}
              selectedIds={media.map((file) => file.id)}
              testIds={{ upload: "post-media-upload", option: "post-media-option" }}
              onPick={(file) => {
                clear("mediaIds");
                setMedia((current) =>
                  current.some((item) => item.id === file.id)
                    ? current.filter((item) => item.id !== file.id)
                    : [...current, file],
                );
              }}
            />
          )}
          <div className="flex justify-end">
            <Button type="button" onClick={() => setIsPicking(false)} data-testid="post-media-done">
              {t("media.done")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}

/** A new post's time: the next full hour on today, else 09:00. */
function defaultTime(day: DayKey | undefined, now: number, zone: string): string {
  if (day !== dayOf(now, zone)) return "09:00";
  const hour = Number(timeOf(now, zone).slice(0, 2)) + 1;
  return hour > 23 ? "23:59" : `${String(hour).padStart(2, "0")}:00`;
}
