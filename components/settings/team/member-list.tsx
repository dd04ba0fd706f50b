"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { requestErrorText } from "@/components/form/field-messages";
import { ConfirmDialog, useConfirmation } from "@/components/common/confirm-dialog";
import { actionsColumn, column } from "@/components/data-table/columns";
import { DataTable, useDataTable, type ColumnDef } from "@/components/data-table/data-table";
import { useFormatter } from "@/components/format/formatter-provider";
import { useNow } from "@/components/format/now-provider";
import { MemberActions } from "@/components/settings/team/member-actions";
import { ROLE_BADGE, type MemberJson, type Viewer } from "@/components/settings/team/team-types";
import { UserAvatar } from "@/components/settings/user-avatar";
import { Badge } from "@/components/ui/badge";
import { useApiMutation, type ApiRequest } from "@/lib/query/use-api-mutation";
import { canManageMember } from "@/lib/team/permissions";
import { cn } from "@/lib/utils";
import type { TeamRole } from "@/lib/validation/team";

type Pending = { kind: "remove" | "transfer" | "makeOwner"; member: MemberJson };

/**
 * The member list (spec 02 §2.13, §3): avatar, name, e-mail, role, status, last seen, joined;
 * a table on wider screens, cards on phones. Edit and remove appear only where the rules of
 * lib/team/permissions.ts allow them (never on owners for an admin, never on the last owner).
 */
export function MemberList({
  members,
  viewer,
  owners,
  onChanged,
  onViewerRoleChanged,
}: {
  members: MemberJson[];
  viewer: Viewer;
  owners: number;
  onChanged: () => Promise<void>;
  onViewerRoleChanged: (role: TeamRole) => void;
}) {
  const t = useTranslations("settings.team.members");
  const roles = useTranslations("settings.team.roles");
  const status = useTranslations("settings.team.status");
  const format = useFormatter();
  // The calls go through the query layer; onChanged then refreshes the team page's queries.
  const send = useApiMutation<unknown, ApiRequest>({ request: (request) => request });
  const now = useNow();
  const confirmation = useConfirmation<Pending>();
  const pending = confirmation.subject;

  const nameOf = (member: MemberJson) => `${member.firstName} ${member.lastName}`;
  const canManage = (member: MemberJson) => canManageMember(viewer, member, owners);

  const changeRole = async (member: MemberJson, role: TeamRole) => {
    if (role === member.role) return;
    try {
      await send.mutateAsync({
        path: `/team/members/${encodeURIComponent(member.id)}`,
        method: "PATCH",
        body: { role },
      });
      toast.success(t("roleChanged", { name: nameOf(member), role: roles(role) }));
      await onChanged();
    } catch (error) {
      toast.error(requestErrorText(error, t("roleError")));
    }
  };

  const ask = (kind: Pending["kind"], member: MemberJson) => confirmation.ask({ kind, member });

  const confirm = async () => {
    if (!pending) return;
    const { kind, member } = pending;
    if (kind === "remove") {
      await send.mutateAsync({ path: `/team/members/${encodeURIComponent(member.id)}`, method: "DELETE" });
      toast.success(t("removed", { name: nameOf(member) }));
    } else if (kind === "makeOwner") {
      await send.mutateAsync({
        path: `/team/members/${encodeURIComponent(member.id)}`,
        method: "PATCH",
        body: { role: "owner" },
      });
      toast.success(t("roleChanged", { name: nameOf(member), role: roles("owner") }));
    } else {
      await send.mutateAsync({ path: "/team/transfer-ownership", method: "POST", body: { userId: member.id } });
      toast.success(t("transferred", { name: nameOf(member) }));
      onViewerRoleChanged("admin");
    }
    confirmation.close();
    await onChanged();
  };

  const lastSeen = (member: MemberJson) => (member.lastSeenAt ? format.relative(member.lastSeenAt, now) : t("never"));
  const actions = (member: MemberJson) =>
    canManage(member) ? (
      <MemberActions
        member={member}
        viewer={viewer}
        // Making someone an owner hands them billing and the workspace itself: confirmed first.
        onChangeRole={(role) => (role === "owner" ? ask("makeOwner", member) : void changeRole(member, role))}
        onTransfer={() => ask("transfer", member)}
        onRemove={() => ask("remove", member)}
      />
    ) : null;

  const person = (member: MemberJson) => (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar person={member} className="size-9" textClassName="text-xs" />
      <div className="flex min-w-0 flex-col">
        <span className="flex items-center gap-2 truncate font-medium">
          <span className="truncate">{nameOf(member)}</span>
          {member.id === viewer.id && (
            <Badge variant="outline" className="font-normal text-muted-foreground">
              {t("you")}
            </Badge>
          )}
        </span>
        <span className="truncate text-sm text-muted-foreground">{member.email}</span>
      </div>
    </div>
  );
  const roleBadge = (member: MemberJson) => (
    <Badge variant={ROLE_BADGE[member.role]} data-testid="member-role">
      {roles(member.role)}
    </Badge>
  );
  const statusBadge = (member: MemberJson) => (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span
        aria-hidden
        className={cn("size-2 rounded-full", member.status === "active" ? "bg-success" : "bg-muted-foreground/50")}
      />
      {status(member.status)}
    </span>
  );

  const joined = (member: MemberJson) => format.date(member.joinedAt);
  const columns: ColumnDef<MemberJson>[] = [
    column("name", t("name"), person, "max-w-72"),
    column("role", t("role"), roleBadge),
    column("status", t("status"), statusBadge),
    column("lastSeen", t("lastSeen"), lastSeen, "text-sm text-muted-foreground"),
    column("joined", t("joined"), joined, "text-sm text-muted-foreground"),
    actionsColumn(t("actions"), actions, "w-12 text-right"),
  ];
  const table = useDataTable({ id: "team-members", data: members, columns, getRowId: (member) => member.id });

  return (
    <>
      {/* A table on tablets and wider, one card per person on phones. */}
      <DataTable
        table={table}
        label={t("title")}
        className="rounded-none border-0"
        rowAttributes={(member, layout) => ({
          "data-testid": layout === "row" ? "member-row" : "member-card",
          "data-email": member.email,
        })}
        renderCard={(member) => (
          <div className="flex flex-col gap-3 rounded-lg border p-3">
            <div className="flex items-start justify-between gap-2">
              {person(member)}
              {actions(member)}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {roleBadge(member)}
              {statusBadge(member)}
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="flex flex-col">
                <dt className="text-xs text-muted-foreground">{t("lastSeen")}</dt>
                <dd>{lastSeen(member)}</dd>
              </div>
              <div className="flex flex-col">
                <dt className="text-xs text-muted-foreground">{t("joined")}</dt>
                <dd>{format.date(member.joinedAt)}</dd>
              </div>
            </dl>
          </div>
        )}
      />

      <ConfirmDialog
        {...confirmation.dialog}
        title={pending ? t(`${pending.kind}Title`, { name: nameOf(pending.member) }) : ""}
        description={
          pending ? t(`${pending.kind}Text`, { name: nameOf(pending.member), email: pending.member.email }) : ""
        }
        confirmLabel={pending ? t(`${pending.kind}Confirm`) : ""}
        onConfirm={confirm}
      />
    </>
  );
}
