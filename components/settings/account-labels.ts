import type { Role } from "@/lib/generated/prisma/enums";

// The names of plans and roles, in the reader's language (messages: settings.overview.plans.*,
// settings.overview.roles.*). A plan the messages do not know (a future one) shows as stored.

export const KNOWN_PLANS = ["basic", "pro", "enterprise"] as const;

/** A translator scoped to `settings.overview`. */
type Translate = (key: string) => string;

export function planLabel(t: Translate, plan: string): string {
  return (KNOWN_PLANS as readonly string[]).includes(plan) ? t(`plans.${plan}`) : plan;
}

export function roleLabel(t: Translate, role: Role): string {
  return t(`roles.${role}`);
}

/** "AY" for Ayşe Yılmaz, upper-cased the Turkish way. */
export const initialsOf = ({ firstName, lastName }: { firstName: string; lastName: string }) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toLocaleUpperCase("tr");
