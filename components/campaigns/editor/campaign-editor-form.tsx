"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Rocket } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { AUDIENCE_KEY, audiencePath } from "@/components/campaigns/audience-query";
import { AudienceTab } from "@/components/campaigns/editor/audience-tab";
import { BasicTab } from "@/components/campaigns/editor/basic-tab";
import { campaignPath } from "@/components/campaigns/campaign-rules";
import {
  EDITOR_TABS,
  fieldId,
  initialValues,
  tabOfField,
  type CampaignFormValues,
} from "@/components/campaigns/editor/editor-values";
import { ScheduleTab } from "@/components/campaigns/editor/schedule-tab";
import { TemplateTab } from "@/components/campaigns/editor/template-tab";
import { LaunchDialog, launchSchedules } from "@/components/campaigns/launch-dialog";
import { useSchemaForm } from "@/components/form/form-kit";
import { TabbedEditorForm, useTabbedEditor } from "@/components/form/tabbed-editor";
import { Button } from "@/components/ui/button";
import { TabsContent } from "@/components/ui/tabs";
import { api } from "@/lib/api-client";
import type { ChannelJson } from "@/lib/channels/types";
import { CAMPAIGNS_KEY } from "@/lib/client/events/live-query-keys";
import { apiQueryKey, useApiQuery } from "@/lib/query/use-api-query";
import type { TemplateJson } from "@/lib/templates/types";
import type { AudienceJson, CampaignJson } from "@/lib/campaigns/types";
import type { z } from "zod";
import { campaignSchema, type CampaignInput } from "@/lib/validation/campaigns";

// The editor's values are the schema's input with every key present (editor-values.ts proves the
// fit), so the route's own schema validates the form: the same ranges and messages as the API.
const campaignFormSchema = campaignSchema as unknown as z.ZodType<CampaignInput, CampaignFormValues>;

/**
 * The campaign form (spec 02 §2.4, issue 19): Basic, Audience, Template and Schedule tabs over the
 * shared schema (its messages under the fields once edited, all of them after a submit; the
 * server's on their fields). Save writes a draft; Launch (or Schedule) saves first, then asks for
 * confirmation with the number of customers who will receive it.
 */
export function CampaignEditorForm({
  campaign,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  campaign: CampaignJson | null;
  onCancel: () => void;
  onSaved: (campaign: CampaignJson) => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const t = useTranslations("campaigns.editor");
  const queryClient = useQueryClient();
  const form = useSchemaForm(campaignFormSchema, { defaultValues: initialValues(campaign) });
  const { isSubmitting } = form.formState;
  const tabbed = useTabbedEditor({
    form,
    schema: campaignFormSchema,
    firstTab: "basic",
    tabOfField,
    fieldId,
    onDirtyChange,
  });
  const { editor, values, revealFirst } = tabbed;
  const [launching, setLaunching] = useState<CampaignJson | null>(null);
  const launchAfterSave = useRef(false);

  const channelsQuery = useApiQuery<{ channels: ChannelJson[] }>(["channels"], "/channels");
  const channels = (channelsQuery.data?.channels ?? []).filter((channel) => channel.kind === "whatsapp");
  const defaultChannel = channels.find((channel) => channel.isDefaultSandbox) ?? channels[0];
  // A new campaign goes out on the default (sandbox) channel until another is chosen.
  useEffect(() => {
    if (!values.channelId && defaultChannel) form.setValue("channelId", defaultChannel.id);
  }, [values.channelId, defaultChannel, form]);
  const channel = channels.find((item) => item.id === values.channelId);

  const audience = useApiQuery<AudienceJson>(AUDIENCE_KEY, audiencePath(values), {
    placeholderData: (previous) => previous,
  });
  const templateQuery = useApiQuery<{ template: TemplateJson }>(
    ["templates"],
    `/templates/${encodeURIComponent(values.templateId ?? "")}`,
    { enabled: values.templateId !== null, staleTime: 60_000 },
  );
  const template = values.templateId ? (templateQuery.data?.template ?? null) : null;

  const submit = async () => {
    const body = form.getValues();
    try {
      const result = campaign
        ? await api<{ campaign: CampaignJson }>(campaignPath(campaign.id), { method: "PUT", body })
        : await api<{ campaign: CampaignJson }>("/campaigns", { body });
      const saved = result.data.campaign;
      queryClient.setQueryData(apiQueryKey(CAMPAIGNS_KEY, campaignPath(saved.id)), { campaign: saved });
      void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
      form.reset(initialValues(saved));
      if (launchAfterSave.current) {
        launchAfterSave.current = false;
        setLaunching(saved);
        return;
      }
      toast.success(result.message ?? t(campaign ? "updated" : "created"));
      onSaved(saved);
    } catch (caught) {
      launchAfterSave.current = false;
      revealFirst(caught);
      throw caught;
    }
  };
  const canLaunch = !campaign || campaign.status === "DRAFT";
  const schedules = launchSchedules(values);

  return (
    <TabbedEditorForm
      editor={tabbed}
      messages="campaigns.editor"
      isEdit={campaign !== null}
      onSubmit={submit}
      onInvalid={() => {
        launchAfterSave.current = false;
      }}
      onCancel={onCancel}
      tabs={{
        tabs: EDITOR_TABS,
        testIdPrefix: "campaign-tab-",
        className: "grid-cols-4",
        triggerClassName: "px-1 text-xs sm:text-sm",
      }}
      submit={{ testId: "campaign-save", variant: canLaunch ? "outline" : "default" }}
      actions={
        canLaunch && (
          <Button
            type="submit"
            disabled={isSubmitting}
            data-testid="campaign-launch"
            onClick={() => {
              launchAfterSave.current = true;
            }}
          >
            <Rocket aria-hidden />
            {t(schedules ? "schedule" : "launch")}
          </Button>
        )
      }
      after={
        <LaunchDialog
          campaign={launching}
          onClose={() => {
            const saved = launching;
            setLaunching(null);
            if (saved) onSaved(saved);
          }}
        />
      }
    >
      <TabsContent value="basic" className="flex flex-col gap-4">
        <BasicTab
          editor={editor}
          channels={channels}
          channelsLoading={channelsQuery.isPending}
          audience={audience.data}
          template={template}
          channel={channel}
        />
      </TabsContent>
      <TabsContent value="audience" className="flex flex-col gap-4">
        <AudienceTab editor={editor} audience={audience} />
      </TabsContent>
      <TabsContent value="template" className="flex flex-col gap-4">
        <TemplateTab editor={editor} template={template} channel={channel} />
      </TabsContent>
      <TabsContent value="schedule" className="flex flex-col gap-4">
        <ScheduleTab editor={editor} audience={audience.data} template={template} channel={channel} />
      </TabsContent>
    </TabbedEditorForm>
  );
}
