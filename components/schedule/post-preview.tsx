"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { MediaThumb } from "@/components/media/media-visual";
import { SwatchMark } from "@/components/schedule/calendar-marks";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { MediaFile } from "@/lib/media/types";
import type { SocialAccountJson, SocialPlatform } from "@/lib/posts/types";
import { PLATFORM_NAMES, PLATFORM_RULES } from "@/lib/validation/posts";
import { cn } from "@/lib/utils";

/** A file as the editor holds it: from the post (edit) or picked from the library. */
export type EditorMedia = Pick<MediaFile, "id" | "name" | "type" | "mimeType" | "size" | "thumbnailUrl">;

/**
 * How the post will look on each chosen platform: the account, the text (what a platform would cut
 * is struck through) and the files it takes (at most its number).
 */
export function PostPreviews({
  accounts,
  title,
  text,
  media,
}: {
  accounts: SocialAccountJson[];
  title: string;
  text: string;
  media: EditorMedia[];
}) {
  const t = useTranslations("schedule.preview");
  const platforms = [...new Set(accounts.map((account) => account.platform))] as SocialPlatform[];
  const [picked, setPicked] = useState<SocialPlatform | null>(null);
  const platform = picked && platforms.includes(picked) ? picked : platforms[0];

  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={t("label")} data-testid="post-preview">
      <h3 className="text-sm font-medium">{t("label")}</h3>
      {!platform ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          {platforms.length > 1 && (
            <Tabs value={platform} onValueChange={(value) => setPicked(value as SocialPlatform)}>
              <TabsList aria-label={t("platforms")} className="h-auto flex-wrap">
                {platforms.map((item) => (
                  <TabsTrigger key={item} value={item} className="gap-1 text-xs">
                    <SwatchMark swatch={item} label="" />
                    {PLATFORM_NAMES[item]}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
          )}
          <PreviewCard
            platform={platform}
            account={accounts.find((account) => account.platform === platform)!}
            title={title}
            text={text}
            media={media}
          />
        </>
      )}
    </section>
  );
}

function PreviewCard({
  platform,
  account,
  title,
  text,
  media,
}: {
  platform: SocialPlatform;
  account: SocialAccountJson;
  title: string;
  text: string;
  media: EditorMedia[];
}) {
  const t = useTranslations("schedule.preview");
  const rule = PLATFORM_RULES[platform];
  const chars = [...text];
  const kept = chars.slice(0, rule.maxChars).join("");
  const cut = chars.slice(rule.maxChars).join("");
  const files = media
    .filter((file) => (file.type === "IMAGE" && rule.image) || (file.type === "VIDEO" && rule.video))
    .slice(0, rule.maxMedia);
  const isMediaFirst =
    platform === "instagram" || platform === "tiktok" || platform === "youtube" || platform === "dribbble";

  const body = (
    <p className="text-sm break-words whitespace-pre-wrap">
      {kept || <span className="text-muted-foreground">{title || t("noText")}</span>}
      {cut && (
        <span className="bg-destructive/15 text-destructive line-through" title={t("cut")}>
          {cut}
        </span>
      )}
    </p>
  );
  const gallery =
    files.length > 0 ? (
      <div className={cn("grid gap-1", files.length > 1 && "grid-cols-2")}>
        {files.slice(0, 4).map((file) => (
          <MediaThumb key={file.id} file={{ ...file, processing: "ready" }} className="aspect-square w-full rounded" />
        ))}
      </div>
    ) : isMediaFirst ? (
      <div className="grid aspect-square place-items-center rounded bg-muted text-xs text-muted-foreground">
        {t("noMedia")}
      </div>
    ) : null;

  return (
    <article
      className="flex flex-col gap-3 rounded-lg border bg-card p-3"
      data-testid="post-preview-card"
      data-platform={platform}
    >
      <header className="flex items-center gap-2">
        <span className="grid size-8 place-items-center rounded-full bg-muted text-xs font-semibold" aria-hidden>
          {account.name.charAt(0).toLocaleUpperCase()}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{account.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{account.handle}</span>
        </span>
        <SwatchMark swatch={platform} size="md" />
      </header>
      {isMediaFirst ? (
        <>
          {gallery}
          {body}
        </>
      ) : (
        <>
          {body}
          {gallery}
        </>
      )}
    </article>
  );
}
