"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Info, Loader2, UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { ListError } from "@/components/settings/security/section-states";
import { SettingsSection } from "@/components/settings/settings-page";
import { InviteMemberForm } from "@/components/settings/team/invite-member-form";
import { MemberList } from "@/components/settings/team/member-list";
import { PendingInvitations } from "@/components/settings/team/pending-invitations";
import { RolesPermissions } from "@/components/settings/team/roles-permissions";
import { TeamOverviewCards } from "@/components/settings/team/team-overview";
import { TeamSettingsForm } from "@/components/settings/team/team-settings-form";
import type { CompanyJson, TeamData, Viewer } from "@/components/settings/team/team-types";
import { Button } from "@/components/ui/button";
import { can } from "@/lib/permissions";
import { useApiQuery } from "@/lib/query/use-api-query";
import type { InvitationJson, MemberJson, TeamOverview } from "@/components/settings/team/team-types";

/** The team page's queries: overview, members and invitations, refreshed together. */
const TEAM_KEY = ["team"] as const;

/**
 * The team page (spec 02 §2.13): overview counts, the invite form behind "Invite Member", the
 * member list, pending invitations, roles and permissions, and the team settings. Rendered
 * with the server's data; after every change the counts and lists are read again from the API.
 * Members see it all read-only (the API would refuse their changes anyway).
 */
export function TeamSettingsView({
  initial,
  company: initialCompany,
  viewer: initialViewer,
}: {
  initial: TeamData;
  company: CompanyJson;
  viewer: Viewer;
}) {
  const t = useTranslations("settings.team");
  const queryClient = useQueryClient();
  const [company, setCompany] = useState(initialCompany);
  const [viewer, setViewer] = useState(initialViewer);
  const [isInviting, setIsInviting] = useState(false);
  const mayInvite = can(viewer.role, "team.invite");

  const overviewQuery = useApiQuery<TeamOverview>(TEAM_KEY, "/team/overview", { initialData: initial.overview });
  const membersQuery = useApiQuery<{ members: MemberJson[] }>(TEAM_KEY, "/team/members", {
    initialData: { members: initial.members },
  });
  const invitationsQuery = useApiQuery<{ invitations: InvitationJson[] }>(TEAM_KEY, "/team/invitations", {
    initialData: { invitations: initial.invitations },
  });
  const data: TeamData = {
    overview: overviewQuery.data ?? initial.overview,
    members: membersQuery.data?.members ?? initial.members,
    invitations: invitationsQuery.data?.invitations ?? initial.invitations,
  };
  const isReloading = overviewQuery.isFetching || membersQuery.isFetching || invitationsQuery.isFetching;
  const failed = overviewQuery.error ?? membersQuery.error ?? invitationsQuery.error;
  const loadError = failed ? requestErrorText(failed, t("members.error")) : null;

  /** After every change: the counts and both lists again, from the API. */
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: TEAM_KEY }), [queryClient]);

  const seatsFull = data.overview.seats.limit !== null && data.overview.seats.used >= data.overview.seats.limit;

  return (
    <div className="flex flex-col gap-6" aria-busy={isReloading}>
      {!mayInvite && (
        <p className="flex items-start gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("readOnly")}
        </p>
      )}

      <TeamOverviewCards overview={data.overview} />

      {mayInvite && isInviting && (
        <InviteMemberForm
          defaultRole={company.teamSettings.defaultInviteRole}
          onClose={() => setIsInviting(false)}
          onSent={(message) => {
            toast.success(message ?? t("invite.send"));
            void reload();
          }}
        />
      )}

      <SettingsSection
        id="members"
        title={t("members.title")}
        description={t("members.description", { count: data.members.length })}
        action={
          <div className="flex items-center gap-2">
            {isReloading && (
              <Loader2
                className="size-4 animate-spin text-muted-foreground motion-reduce:animate-none"
                aria-label={t("members.loading")}
              />
            )}
            {mayInvite && !isInviting && (
              <Button onClick={() => setIsInviting(true)} data-testid="invite-open">
                <UserPlus aria-hidden />
                {t("invite.open")}
              </Button>
            )}
          </div>
        }
      >
        {mayInvite && seatsFull && !isInviting && <p className="text-sm text-warning">{t("invite.seatsFull")}</p>}
        {loadError ? (
          <ListError message={loadError} onRetry={() => void reload()} />
        ) : (
          <MemberList
            members={data.members}
            viewer={viewer}
            owners={data.overview.owners}
            onChanged={reload}
            onViewerRoleChanged={(role) => setViewer((current) => ({ ...current, role }))}
          />
        )}
      </SettingsSection>

      <SettingsSection id="invitations" title={t("invitations.title")} description={t("invitations.description")}>
        <PendingInvitations invitations={data.invitations} canManage={mayInvite} onChanged={reload} />
      </SettingsSection>

      <SettingsSection id="permissions" title={t("permissions.title")} description={t("permissions.description")}>
        <RolesPermissions viewerRole={viewer.role} />
      </SettingsSection>

      <SettingsSection id="team-settings" title={t("settings.title")} description={t("settings.description")}>
        <TeamSettingsForm
          key={company.id}
          company={company}
          planLimit={data.overview.seats.planLimit}
          canEdit={can(viewer.role, "company.update")}
          onSaved={(saved) => {
            setCompany(saved);
            void reload();
          }}
        />
      </SettingsSection>
    </div>
  );
}
