import type { TeamRole } from "@/lib/validation/team";

// Who may do what: one table, action → roles (architecture.md "Tenancy and roles" and
// "Permissions", spec 02 §6). Read by the route wrapper (`route({ permission })`: 403), by services
// for rules that depend on the row (own vs others', `canOnRow`), and by the UI to hide what the
// viewer cannot do. Client-safe: no server imports. No literal role lists elsewhere — a new screen
// adds its actions here.

const EVERYONE = ["owner", "admin", "member"] as const satisfies readonly TeamRole[];
const STAFF = ["owner", "admin"] as const satisfies readonly TeamRole[];
const OWNER = ["owner"] as const satisfies readonly TeamRole[];

const PERMISSIONS = {
  // Customers and their groups: everyone reads and edits (a photo is an edit); deleting, bulk
  // deleting, importing and exporting are for owners and admins.
  "customers.read": EVERYONE,
  "customers.create": EVERYONE,
  "customers.update": EVERYONE,
  "customers.delete": STAFF,
  "customers.bulkDelete": STAFF,
  "customers.import": STAFF,
  "customers.export": STAFF,
  "groups.read": EVERYONE,
  "groups.create": EVERYONE,
  "groups.update": EVERYONE,
  "groups.delete": STAFF,

  // The team. Invite covers cancelling and resending invitations. Changing roles and removing
  // members is for owners and admins, but only owners touch an owner (or make one):
  // `team.manageOwners` — the row-dependent rules live in lib/team/permissions.ts.
  "team.read": EVERYONE,
  "team.invite": STAFF,
  "team.changeRole": STAFF,
  "team.remove": STAFF,
  "team.manageOwners": OWNER,
  "team.transferOwnership": OWNER,

  // The company: its name and team settings; its security rules (required two-factor); deleting it.
  "company.read": EVERYONE,
  "company.update": STAFF,
  "company.security": OWNER,
  "company.delete": OWNER,

  // Billing: everyone sees the plan and usage; only owners change anything. Usage alerts go to
  // owners and admins.
  "billing.read": EVERYONE,
  "billing.change": OWNER,
  "billing.receiveAlerts": STAFF,

  // A personal data export carries the company's data (groups, customers) only for these roles.
  "account.exportCompanyData": STAFF,

  // The coming screens (architecture.md "Permissions").
  "templates.read": EVERYONE,
  "templates.create": EVERYONE,
  "templates.update": EVERYONE,
  "templates.sendTest": EVERYONE,
  "templates.send": EVERYONE,
  "templates.submit": STAFF,
  "templates.delete": STAFF,
  "templates.import": STAFF,

  "media.read": EVERYONE,
  "media.upload": EVERYONE,
  "media.download": EVERYONE,
  "media.updateOwn": EVERYONE,
  "media.deleteOwn": EVERYONE,
  "media.updateOthers": STAFF,
  "media.deleteOthers": STAFF,
  "media.folders": STAFF,
  "media.makePublic": STAFF,

  // A member reads the conversations assigned to them and the unassigned ones; `readAll` the rest.
  "inbox.read": EVERYONE,
  "inbox.readAll": STAFF,
  "inbox.reply": EVERYONE,
  "inbox.notes": EVERYONE,
  "inbox.orders": EVERYONE,
  "inbox.resolve": EVERYONE,

  // Everyone sees the channels (read-only for members: no verify token); owners and admins connect,
  // edit (which covers "Test connection"), disconnect, and read the raw webhook events, which carry
  // every customer's messages (members see only their conversations: inbox.readAll).
  "channels.read": EVERYONE,
  "channels.connect": STAFF,
  "channels.update": STAFF,
  "channels.delete": STAFF,
  "channels.readEvents": STAFF,

  "campaigns.read": EVERYONE,
  "campaigns.create": STAFF,
  "campaigns.update": STAFF,
  "campaigns.launch": STAFF,
  "campaigns.pause": STAFF,
  "campaigns.resume": STAFF,
  "campaigns.cancel": STAFF,
  "campaigns.delete": STAFF,

  "posts.read": EVERYONE,
  "posts.create": EVERYONE,
  "posts.updateOwn": EVERYONE,
  "posts.deleteOwn": EVERYONE,
  "posts.updateOthers": STAFF,
  "posts.deleteOthers": STAFF,
  "posts.socialAccounts": STAFF,

  // A member's analytics cover their own conversations; company-wide figures are for these roles.
  "analytics.read": EVERYONE,
  "analytics.readCompany": STAFF,
} as const satisfies Record<string, readonly TeamRole[]>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** Whether `role` may do `action`. Unknown roles and actions may do nothing. */
export function can(role: TeamRole, action: Action): boolean {
  const roles: readonly TeamRole[] | undefined = Object.hasOwn(PERMISSIONS, action) ? PERMISSIONS[action] : undefined;
  return roles?.includes(role) ?? false;
}

/** The roles that may do `action` (for queries such as "who gets this alert"). */
export function rolesFor(action: Action): TeamRole[] {
  return [...PERMISSIONS[action]];
}

/** A rule that depends on the row: `own` when it is the caller's, `others` when it is someone else's. */
export function canOnRow(role: TeamRole, actions: { own: Action; others: Action }, isOwn: boolean): boolean {
  return can(role, isOwn ? actions.own : actions.others);
}
