"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import type { ChannelJson, ChannelTestResult } from "@/lib/channels/types";
import { useApiMutation } from "@/lib/query/use-api-mutation";

/** Every channels query (the list, one channel, its events) sits under this key. */
export const CHANNELS_KEY = ["channels"] as const;

export type TestOutcome = { ok: boolean; detail: string };

/**
 * What the list and a channel's page do to a channel: test its connection (the answer, or Meta's
 * error, kept per channel to show in words) and disconnect it. Both refresh the channels queries.
 */
export function useChannelActions() {
  const t = useTranslations("channels");
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<Record<string, TestOutcome>>({});
  const [testing, setTesting] = useState<string | null>(null);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }), [queryClient]);

  const testMutation = useApiMutation<ChannelTestResult, string>({
    request: (id) => ({ path: `/channels/${encodeURIComponent(id)}/test`, method: "POST" }),
    invalidates: [CHANNELS_KEY],
  });
  const disconnectMutation = useApiMutation<{ channel: ChannelJson }, string>({
    request: (id) => ({ path: `/channels/${encodeURIComponent(id)}`, method: "DELETE" }),
    invalidates: [CHANNELS_KEY],
  });

  const test = async (channel: ChannelJson) => {
    setTesting(channel.id);
    try {
      const { data } = await testMutation.mutateAsync(channel.id);
      setOutcomes((current) => ({ ...current, [channel.id]: { ok: data.ok, detail: data.detail } }));
    } catch (error) {
      setOutcomes((current) => ({
        ...current,
        [channel.id]: { ok: false, detail: requestErrorText(error, t("test.error")) },
      }));
    } finally {
      setTesting(null);
    }
  };

  /** Throws on failure: the confirmation dialog shows the error and stays open. */
  const disconnect = async (channel: ChannelJson) => {
    await disconnectMutation.mutateAsync(channel.id);
    toast.success(t("disconnect.done", { name: channel.name }));
  };

  return { test, testing, outcomes, disconnect, refresh };
}
