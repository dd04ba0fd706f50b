import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIONS, can, canOnRow, rolesFor, type Action } from "@/lib/permissions";
import { TEAM_ROLES, type TeamRole } from "@/lib/validation/team";

// #14.4: one table action → roles (architecture.md "Tenancy and roles" and "Permissions"), read by
// the route wrapper, services and the UI; no route file lists roles itself.

const root = path.join(import.meta.dirname, "../..");
const who = (action: Action) => TEAM_ROLES.filter((role) => can(role, action));
const EVERYONE: TeamRole[] = ["owner", "admin", "member"];
const STAFF: TeamRole[] = ["owner", "admin"];
const OWNER: TeamRole[] = ["owner"];
/** Test cases: each of `actions` is allowed to exactly `roles`. */
const allowed = (roles: TeamRole[], ...actions: Action[]) =>
  actions.map((action): [Action, TeamRole[]] => [action, roles]);

describe("the permission table", () => {
  it("lets an owner do everything, and lists only known roles", () => {
    for (const action of ACTIONS) {
      expect(can("owner", action), action).toBe(true);
      for (const role of rolesFor(action)) expect(TEAM_ROLES).toContain(role);
    }
  });

  it("gives every admin right to owners, every member right to admins (roles are nested)", () => {
    for (const action of ACTIONS) {
      if (can("member", action)) expect(can("admin", action), action).toBe(true);
      if (can("admin", action)) expect(can("owner", action), action).toBe(true);
    }
  });

  it("refuses unknown roles and actions", () => {
    expect(can("guest" as TeamRole, "customers.read")).toBe(false);
    expect(can("owner", "customers.fly" as Action)).toBe(false);
  });

  // architecture.md "Tenancy and roles".
  it.each<[Action, TeamRole[]]>([
    ...allowed(EVERYONE, "customers.read", "groups.read", "templates.read", "campaigns.read", "media.read"),
    ...allowed(EVERYONE, "inbox.read", "analytics.read"),
    ...allowed(EVERYONE, "customers.create", "customers.update", "groups.create", "groups.update"),
    ...allowed(EVERYONE, "templates.create", "templates.update", "media.upload", "media.updateOwn"),
    ...allowed(EVERYONE, "inbox.reply", "templates.send"),
    ...allowed(STAFF, "customers.delete", "groups.delete", "customers.bulkDelete"),
    ...allowed(STAFF, "customers.import", "customers.export", "account.exportCompanyData"),
    ...allowed(STAFF, "campaigns.create", "campaigns.launch", "campaigns.pause"),
    ...allowed(STAFF, "team.invite", "team.changeRole", "team.remove"),
    ...allowed(OWNER, "team.manageOwners", "billing.change", "company.delete", "team.transferOwnership"),
  ])("%s: %j", (action, roles) => {
    expect(who(action)).toEqual(roles);
  });

  // architecture.md "Permissions", the screens to come.
  it.each<[Action, TeamRole[]]>([
    ...allowed(EVERYONE, "templates.create", "templates.update", "templates.sendTest", "templates.send"),
    ...allowed(STAFF, "templates.submit", "templates.delete", "templates.import"),
    ...allowed(EVERYONE, "media.upload", "media.updateOwn", "media.deleteOwn", "media.download"),
    ...allowed(STAFF, "media.updateOthers", "media.deleteOthers", "media.folders", "media.makePublic"),
    ...allowed(STAFF, "inbox.readAll", "channels.connect", "channels.update", "channels.delete"),
    ...allowed(EVERYONE, "inbox.read", "inbox.reply", "inbox.notes", "inbox.orders", "inbox.resolve"),
    ...allowed(EVERYONE, "campaigns.read"),
    ...allowed(STAFF, "campaigns.create", "campaigns.update", "campaigns.delete"),
    ...allowed(STAFF, "campaigns.launch", "campaigns.pause", "campaigns.resume", "campaigns.cancel"),
    ...allowed(EVERYONE, "posts.read", "posts.create", "posts.updateOwn", "posts.deleteOwn"),
    ...allowed(STAFF, "posts.updateOthers", "posts.deleteOthers", "posts.socialAccounts"),
    ...allowed(STAFF, "analytics.readCompany"),
  ])("%s: %j", (action, roles) => {
    expect(who(action)).toEqual(roles);
  });

  it("members cannot delete, import, export, manage the team, the company or billing", () => {
    for (const action of [
      "customers.delete",
      "customers.bulkDelete",
      "customers.import",
      "customers.export",
      "groups.delete",
      "team.invite",
      "team.changeRole",
      "team.remove",
      "team.transferOwnership",
      "company.update",
      "company.security",
      "billing.change",
      "account.exportCompanyData",
    ] as const) {
      expect(can("member", action), action).toBe(false);
    }
    expect(can("admin", "billing.change")).toBe(false);
    expect(can("admin", "company.security")).toBe(false);
  });

  it("picks the own or the others' action by the row", () => {
    const actions = { own: "media.deleteOwn", others: "media.deleteOthers" } as const;
    expect(canOnRow("member", actions, true)).toBe(true);
    expect(canOnRow("member", actions, false)).toBe(false);
    expect(canOnRow("admin", actions, false)).toBe(true);
  });
});

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

describe("route files", () => {
  const files = routeFiles(path.join(root, "app/api"));

  it("are found", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("never list roles: they name a permission from lib/permissions.ts", () => {
    const offenders = files.flatMap((file) => {
      // Code only: a comment may describe a body's role field.
      const source = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "");
      const name = path.relative(root, file);
      const found: string[] = [];
      if (/\broles\s*:/.test(source)) found.push(`${name}: roles:`);
      for (const match of source.matchAll(/["'`](owner|admin|member)["'`]/g)) found.push(`${name}: ${match[0]}`);
      if (/\.role\s*[!=]==/.test(source)) found.push(`${name}: compares session.role`);
      return found;
    });
    expect(offenders).toEqual([]);
  });
});
