"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog, useConfirmation } from "@/components/common/confirm-dialog";
import { ChannelFormDialog, type ChannelEditing } from "@/components/settings/channels/channel-form-dialog";
import { useChannelActions } from "@/components/settings/channels/use-channel-actions";
import type { ChannelJson } from "@/lib/channels/types";

/** What the list and a channel's page do with channels: ChannelSummary's buttons, and the view's dialogs. */
export type ChannelControls = ReturnType<typeof useChannelControls>;

/**
 * The controls of the list and of a channel's page: the actions (test, disconnect, refresh) and
 * their dialogs, connect or edit and the confirmation before disconnecting. `open*` open them;
 * `dialogs` is what the view renders.
 */
export function useChannelControls({ afterDisconnect }: { afterDisconnect?: () => void } = {}) {
  const t = useTranslations("channels");
  const actions = useChannelActions();
  const [editing, setEditing] = useState<ChannelEditing>(null);
  const disconnecting = useConfirmation<ChannelJson>();

  const dialogs = (
    <>
      <ChannelFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void actions.refresh();
        }}
      />
      <ConfirmDialog
        {...disconnecting.dialog}
        title={t("disconnect.title", { name: disconnecting.subject?.name ?? "" })}
        description={t("disconnect.text")}
        confirmLabel={t("disconnect.confirm")}
        onConfirm={async () => {
          if (disconnecting.subject) await actions.disconnect(disconnecting.subject);
          disconnecting.close();
          afterDisconnect?.();
        }}
      />
    </>
  );

  return {
    actions,
    openConnect: () => setEditing({ mode: "connect" }),
    openEdit: (channel: ChannelJson) => setEditing({ mode: "edit", channel }),
    openDisconnect: disconnecting.ask,
    dialogs,
  };
}
