"use client";

import { Link2, Loader2, Link2Off } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/components/form/form-alert";
import { requestErrorText } from "@/components/form/field-messages";
import { useFormatter } from "@/components/format/formatter-provider";
import { CopyButton } from "@/components/common/copy-button";
import { DialogHeading } from "@/components/common/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { MEDIA_QUERY_KEY } from "@/lib/media/constants";
import type { MediaFile, MediaShare } from "@/lib/media/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";
import { MEDIA_SHARE_EXPIRY_DAYS } from "@/lib/validation/media";

const NEVER = "never";

/** The link as the browser would open it: the server may answer a path. */
const absoluteUrl = (url: string) => (url.startsWith("/") ? `${window.location.origin}${url}` : url);

/**
 * A public link to one file: choose how long it lives, create it and copy it (its address is shown
 * only now: the server keeps only its hash), or revoke the one that exists (its views and expiry
 * are shown). Creating a new link ends the old one.
 */
export function ShareDialog({ file, onClose }: { file: MediaFile | null; onClose: () => void }) {
  const t = useTranslations();
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-md">
        {file && <ShareForm file={file} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({ file }: { file: MediaFile }) {
  const t = useTranslations("collections.share");
  const format = useFormatter();
  const [expiry, setExpiry] = useState(NEVER);
  const [created, setCreated] = useState<MediaShare | null>(null);
  const [existing, setExisting] = useState(file.share);
  const [error, setError] = useState<string | null>(null);
  const path = `/media/${encodeURIComponent(file.id)}/share`;

  const create = useApiMutation<MediaShare, number | null>({
    request: (expiresInDays) => ({ path, method: "POST", body: { expiresInDays } }),
    invalidates: [MEDIA_QUERY_KEY],
  });
  const revoke = useApiMutation<unknown, void>({
    request: () => ({ path, method: "DELETE" }),
    invalidates: [MEDIA_QUERY_KEY],
  });
  const isBusy = create.isPending || revoke.isPending;

  const makeLink = async () => {
    setError(null);
    try {
      const { data } = await create.mutateAsync(expiry === NEVER ? null : Number(expiry));
      setCreated(data);
      setExisting(null);
      toast.success(t("created"));
    } catch (caught) {
      setError(requestErrorText(caught, t("error")));
    }
  };
  const removeLink = async () => {
    setError(null);
    try {
      await revoke.mutateAsync();
      setCreated(null);
      setExisting(null);
      toast.success(t("revoked"));
    } catch (caught) {
      setError(requestErrorText(caught, t("error")));
    }
  };

  const expiryText = (expiresAt: string | null) =>
    expiresAt ? t("expires", { date: format.dateTime(expiresAt) }) : t("noExpiry");
  const hasLink = Boolean(created || existing);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <DialogHeading
        title={t("title", { name: file.name })}
        description={t("text")}
        titleClassName="pr-6 break-words"
      />

      {created && (
        <div className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3">
          <Label htmlFor="share-url">{t("link")}</Label>
          <div className="flex gap-2">
            <Input
              id="share-url"
              readOnly
              value={absoluteUrl(created.url)}
              onFocus={(event) => event.target.select()}
            />
            <CopyButton text={absoluteUrl(created.url)} label={t("copy")} />
          </div>
          <p className="text-xs text-muted-foreground">
            {t("onceHint")} {expiryText(created.expiresAt)}
          </p>
        </div>
      )}

      {existing && (
        <div className="flex items-start gap-3 rounded-lg border p-3 text-sm" data-testid="share-active">
          <Link2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t("active")}</p>
            <p className="text-muted-foreground">
              {t("activeViews", { count: existing.views, shown: format.number(existing.views) })} ·{" "}
              {expiryText(existing.expiresAt)}
            </p>
          </div>
        </div>
      )}

      {!hasLink && <p className="text-sm text-muted-foreground">{t("none")}</p>}

      <div className="flex flex-col gap-2">
        <Label htmlFor="share-expiry">{t("expiry")}</Label>
        <Select value={expiry} onValueChange={setExpiry} disabled={isBusy}>
          <SelectTrigger id="share-expiry" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MEDIA_SHARE_EXPIRY_DAYS.map((days) => (
              <SelectItem key={days ?? NEVER} value={days === null ? NEVER : String(days)}>
                {days === null ? t("expiryNever") : t("expiryDays", { count: days })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {hasLink && <p className="text-xs text-muted-foreground">{t("replaceHint")}</p>}
      </div>

      {error && <FormAlert>{error}</FormAlert>}

      <DialogFooter>
        {hasLink && (
          <Button variant="outline" onClick={removeLink} disabled={isBusy}>
            {revoke.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Link2Off aria-hidden />}
            {t("revoke")}
          </Button>
        )}
        <Button onClick={makeLink} disabled={isBusy}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
          {hasLink ? t("replace") : t("create")}
        </Button>
      </DialogFooter>
    </div>
  );
}
