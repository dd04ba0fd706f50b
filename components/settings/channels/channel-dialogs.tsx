"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
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
  const [target, setTarget] = useState<ChannelJson | null>(null);

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
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t("disconnect.title", { name: target?.name ?? "" })}
        description={t("disconnect.text")}
        confirmLabel={t("disconnect.confirm")}
        onConfirm={async () => {
          if (target) await actions.disconnect(target);
          setTarget(null);
          afterDisconnect?.();
        }}
      />
    </>
  );

  return {
    actions,
    openConnect: () => setEditing({ mode: "connect" }),
    openEdit: (channel: ChannelJson) => setEditing({ mode: "edit", channel }),
    openDisconnect: setTarget,
    dialogs,
  };
}
