"use client";

import { ChevronRight, Info, Loader2, Plus, Radio } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable, useCardList } from "@/components/data-table/data-table";
import { ListEmpty } from "@/components/settings/list-empty";
import { QueryListError } from "@/components/settings/security/section-states";
import { useChannelControls } from "@/components/settings/channels/channel-dialogs";
import { ChannelSummary } from "@/components/settings/channels/channel-summary";
import { SandboxInfo } from "@/components/settings/channels/sandbox-info";
import { SettingsSection } from "@/components/settings/settings-page";
import { CHANNELS_KEY } from "@/components/settings/channels/use-channel-actions";
import { Button } from "@/components/ui/button";
import type { ChannelJson } from "@/lib/channels/types";
import type { TeamRole } from "@/lib/validation/team";
import { can } from "@/lib/permissions";
import { useApiQuery } from "@/lib/query/use-api-query";

/**
 * /settings/channels (issue 16): the company's channels with their state, the sandbox labelled;
 * owners and admins connect, test, edit and disconnect. Members see the list read-only.
 */
export function ChannelsView({ initial, role }: { initial: ChannelJson[]; role: TeamRole }) {
  const t = useTranslations("channels");
  const mayManage = can(role, "channels.update");
  const query = useApiQuery<{ channels: ChannelJson[] }>(CHANNELS_KEY, "/channels", {
    initialData: { channels: initial },
  });
  const channels = query.data?.channels ?? initial;
  const controls = useChannelControls();

  const table = useCardList("channels", channels);

  return (
    <div className="flex flex-col gap-6" aria-busy={query.isFetching}>
      {!mayManage && (
        <p className="flex items-start gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("readOnly")}
        </p>
      )}

      <SettingsSection
        id="channels"
        title={t("list.title")}
        description={t("list.description", { count: channels.length })}
        action={
          <div className="flex items-center gap-2">
            {query.isFetching && (
              <Loader2
                className="size-4 animate-spin text-muted-foreground motion-reduce:animate-none"
                aria-label={t("list.loading")}
              />
            )}
            {mayManage && (
              <Button onClick={controls.openConnect} data-testid="channel-connect">
                <Plus aria-hidden />
                {t("connect")}
              </Button>
            )}
          </div>
        }
      >
        {query.error ? (
          <QueryListError query={query} fallback={t("list.error")} />
        ) : (
          <DataTable
            table={table}
            view="cards"
            label={t("list.title")}
            cardsClassName="gap-0 divide-y rounded-lg border"
            cardClassName="flex flex-col gap-3 p-4"
            rowAttributes={(channel) => ({ "data-testid": "channel-row", "data-provider": channel.provider })}
            empty={<ListEmpty icon={Radio} title={t("list.empty")} text={t("list.emptyText")} />}
            renderCard={(channel) => (
              <>
                <ChannelSummary
                  channel={channel}
                  controls={controls}
                  mayManage={mayManage}
                  extra={
                    <Button asChild variant="ghost" size="sm" className="sm:ml-auto">
                      <Link href={`/settings/channels/${encodeURIComponent(channel.id)}`} data-testid="channel-details">
                        {t("channel.details")}
                        <ChevronRight aria-hidden />
                      </Link>
                    </Button>
                  }
                />
              </>
            )}
          />
        )}
      </SettingsSection>

      <SandboxInfo />

      {controls.dialogs}
    </div>
  );
}
