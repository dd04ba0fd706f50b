import { Check, Crown, Shield, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { TeamRole } from "@/lib/validation/team";

/** Spec 02 §6 "Roles described on the team page": what each role may do, in the spec's order. */
const PERMISSIONS: Record<TeamRole, number> = { owner: 6, admin: 5, member: 4 };
const ICONS = { owner: Crown, admin: Shield, member: UserRound } as const;

export function RolesPermissions({ viewerRole }: { viewerRole: TeamRole }) {
  const t = useTranslations("settings.team.permissions");
  const roles = useTranslations("settings.team.roles");
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {(Object.keys(PERMISSIONS) as TeamRole[]).map((role) => {
        const Icon = ICONS[role];
        return (
          <li
            key={role}
            className={cn(
              "flex flex-col gap-3 rounded-lg border p-4",
              role === viewerRole && "border-primary/50 bg-primary/5",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="flex items-center gap-2 font-medium">
                <Icon className="size-4 text-primary" aria-hidden />
                {roles(role)}
              </h3>
              {role === viewerRole && <Badge variant="outline">{t("yourRole")}</Badge>}
            </div>
            <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
              {Array.from({ length: PERMISSIONS[role] }, (_, index) => (
                <li key={index} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  {t(`${role}.${index}`)}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
