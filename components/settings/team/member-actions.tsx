"use client";

import { Crown, MoreHorizontal, Shield, Trash2, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { MemberJson, Viewer } from "@/components/settings/team/team-types";
import { can } from "@/lib/permissions";
import { TEAM_ROLES, type TeamRole } from "@/lib/validation/team";

const ROLE_ICONS = { owner: Crown, admin: Shield, member: UserRound } as const;

/**
 * A member row's menu: change role (admins see admin and member; owners may also make owners),
 * transfer ownership (owners only) and remove. The list shows it only where the rules allow.
 */
export function MemberActions({
  member,
  viewer,
  onChangeRole,
  onTransfer,
  onRemove,
}: {
  member: MemberJson;
  viewer: Viewer;
  onChangeRole: (role: TeamRole) => void;
  onTransfer: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations("settings.team.members");
  const roles = useTranslations("settings.team.roles");
  const name = `${member.firstName} ${member.lastName}`;
  // Only those who may manage owners may make someone one.
  const choices = TEAM_ROLES.filter((role) => role !== "owner" || can(viewer.role, "team.manageOwners"));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" data-testid={`member-actions-${member.email}`}>
          <MoreHorizontal aria-hidden />
          <span className="sr-only">{t("actionsFor", { name })}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{t("changeRole")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={member.role} onValueChange={(role) => onChangeRole(role as TeamRole)}>
          {choices.map((role) => {
            const Icon = ROLE_ICONS[role];
            return (
              <DropdownMenuRadioItem key={role} value={role}>
                <Icon aria-hidden />
                {roles(role)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {can(viewer.role, "team.transferOwnership") && member.role !== "owner" && (
          <DropdownMenuItem onSelect={onTransfer}>
            <Crown aria-hidden />
            {t("transfer")}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={onRemove}>
          <Trash2 aria-hidden />
          {t("remove")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
