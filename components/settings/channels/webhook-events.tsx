"use client";

import { Inbox, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { HeadingBlock } from "@/components/common/heading-block";
import { useFormatter } from "@/components/format/formatter-provider";
import { ListEmpty } from "@/components/settings/list-empty";
import { QueryListError } from "@/components/settings/security/section-states";
import { CHANNELS_KEY } from "@/components/settings/channels/use-channel-actions";
import { useRefetchOnMessages } from "@/components/settings/channels/use-refetch-on-messages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { WebhookEventJson, WebhookEventStatus } from "@/lib/channels/types";
import { CHANNEL_EVENTS_DEFAULT_LIMIT } from "@/lib/validation/channels";
import { useApiQuery } from "@/lib/query/use-api-query";

const RECEIVED_RECHECK_MS = 1000;

const STATUS_CLASS: Record<WebhookEventStatus, string> = {
  received: "text-muted-foreground",
  processed: "border-success/50 bg-success/10",
  ignored: "text-muted-foreground",
  failed: "border-destructive/50 bg-destructive/5",
};

/** A channel's latest webhook deliveries (GET /channels/{id}/events): when, what, how it went, the body. */
export function WebhookEvents({ channelId, initial }: { channelId: string; initial: WebhookEventJson[] }) {
  const t = useTranslations("channels.events");
  const format = useFormatter();
  const query = useApiQuery<{ events: WebhookEventJson[] }>(
    [...CHANNELS_KEY, channelId, "events"],
    `/channels/${encodeURIComponent(channelId)}/events?limit=${CHANNEL_EVENTS_DEFAULT_LIMIT}`,
    {
      initialData: { events: initial },
      // A delivery is marked processed just after its effects commit (and their events are sent):
      // while one shown is still "received", look again shortly.
      refetchInterval: (query) =>
        query.state.data?.events.some((event) => event.status === "received") ? RECEIVED_RECHECK_MS : false,
    },
  );
  const events = query.data?.events ?? initial;
  useRefetchOnMessages(() => void query.refetch());

  return (
    <section aria-labelledby="channel-events-title" className="rounded-xl border bg-card">
      <div className="flex items-start justify-between gap-3 border-b px-5 py-4">
        <HeadingBlock level="section" id="channel-events-title" title={t("title")} description={t("description")} />
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? "animate-spin motion-reduce:animate-none" : undefined} aria-hidden />
          {t("refresh")}
        </Button>
      </div>
      <div className="px-5 py-5">
        {query.error ? (
          <QueryListError query={query} fallback={t("error")} />
        ) : events.length === 0 ? (
          <ListEmpty icon={Inbox} title={t("empty")} text={t("emptyText")} />
        ) : (
          <ol className="flex flex-col divide-y rounded-lg border" data-testid="channel-events">
            {events.map((event) => (
              <li key={event.id} className="flex flex-col gap-2 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <time dateTime={event.receivedAt} className="font-medium tabular-nums">
                    {format.dateTime(event.receivedAt)}
                  </time>
                  {event.kinds.map((kind) => (
                    <Badge key={kind} variant="secondary">
                      {t.has(`kinds.${kind}`) ? t(`kinds.${kind}`) : kind}
                    </Badge>
                  ))}
                  <Badge variant="outline" className={STATUS_CLASS[event.status]}>
                    {t(`statuses.${event.status}`)}
                  </Badge>
                </div>
                {event.error && <p className="text-destructive">{event.error}</p>}
                <details>
                  <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
                    {t("showBody")}
                  </summary>
                  <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 font-mono text-xs">
                    {JSON.stringify(event.body, null, 2)}
                  </pre>
                </details>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
