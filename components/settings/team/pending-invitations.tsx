"use client";

import { Loader2, MailPlus, RotateCw, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { ConfirmDialog, useConfirmation } from "@/components/common/confirm-dialog";
import { DataTable, useCardList } from "@/components/data-table/data-table";
import { useFormatter } from "@/components/format/formatter-provider";
import { ROLE_BADGE, type InvitationJson } from "@/components/settings/team/team-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ListEmpty } from "@/components/settings/list-empty";
import { useApiMutation, type ApiRequest } from "@/lib/query/use-api-mutation";

/**
 * The open invitations (spec 02 §2.13): address, role, who sent it and when, until when the link
 * works (or that it expired); resend (a new link, the old one dies) and cancel, for owners and admins.
 */
export function PendingInvitations({
  invitations,
  canManage,
  onChanged,
}: {
  invitations: InvitationJson[];
  canManage: boolean;
  onChanged: () => Promise<void>;
}) {
  const t = useTranslations("settings.team.invitations");
  const roles = useTranslations("settings.team.roles");
  const format = useFormatter();
  // The calls go through the query layer; onChanged then refreshes the team page's queries.
  const send = useApiMutation<unknown, ApiRequest>({ request: (request) => request });
  const [resending, setResending] = useState<string | null>(null);
  const confirmCancel = useConfirmation<InvitationJson>();
  const target = confirmCancel.subject;

  const resend = async (invitation: InvitationJson) => {
    setResending(invitation.id);
    try {
      await send.mutateAsync({ path: `/team/invitations/${encodeURIComponent(invitation.id)}/resend`, method: "POST" });
      toast.success(t("resent", { email: invitation.email }));
      await onChanged();
    } catch (error) {
      toast.error(requestErrorText(error, t("resendError")));
    } finally {
      setResending(null);
    }
  };

  const cancel = async () => {
    if (!target) return;
    await send.mutateAsync({ path: `/team/invitations/${encodeURIComponent(target.id)}`, method: "DELETE" });
    confirmCancel.close();
    toast.success(t("cancelled"));
    await onChanged();
  };

  const table = useCardList("team-invitations", invitations);

  return (
    <>
      <DataTable
        table={table}
        view="cards"
        label={t("title")}
        cardsClassName="gap-0 divide-y rounded-lg border"
        cardClassName="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:px-4"
        rowAttributes={(invitation) => ({ "data-testid": "invitation-row", "data-email": invitation.email })}
        empty={<ListEmpty icon={MailPlus} title={t("empty")} text={t("emptyText")} />}
        renderCard={(invitation) => (
          <>
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="truncate font-medium">{invitation.email}</span>
                <Badge variant={ROLE_BADGE[invitation.role]}>{roles(invitation.role)}</Badge>
                {invitation.status === "expired" ? (
                  <Badge variant="outline" className="border-warning/50 text-warning">
                    {t("expired")}
                  </Badge>
                ) : (
                  <Badge variant="outline" className="text-muted-foreground">
                    {t("pending")}
                  </Badge>
                )}
              </div>
              <p className="text-xs text-muted-foreground">
                {t("sent", { date: format.date(invitation.sentAt) })}
                {invitation.invitedBy && ` · ${t("by", { name: invitation.invitedBy.name })}`}
                {invitation.status === "pending" && ` · ${t("expires", { date: format.date(invitation.expiresAt) })}`}
              </p>
            </div>
            {canManage && (
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resending === invitation.id}
                  onClick={() => void resend(invitation)}
                >
                  {resending === invitation.id ? (
                    <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                  ) : (
                    <RotateCw aria-hidden />
                  )}
                  {resending === invitation.id ? t("resending") : t("resend")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => confirmCancel.ask(invitation)}
                >
                  <X aria-hidden />
                  {t("cancel")}
                </Button>
              </div>
            )}
          </>
        )}
      />
      <ConfirmDialog
        {...confirmCancel.dialog}
        title={t("cancelTitle", { email: target?.email ?? "" })}
        description={t("cancelText")}
        confirmLabel={t("cancelConfirm")}
        onConfirm={cancel}
      />
    </>
  );
}
