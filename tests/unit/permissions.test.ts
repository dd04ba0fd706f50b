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
  it.each<[string, Action[], TeamRole[]]>([
    [
      "read customers, templates, campaigns, media, inbox, analytics",
      [
        "customers.read",
        "groups.read",
        "templates.read",
        "campaigns.read",
        "media.read",
        "inbox.read",
        "analytics.read",
      ],
      EVERYONE,
    ],
    [
      "create / edit customers, groups, templates, media; send messages",
      [
        "customers.create",
        "customers.update",
        "groups.create",
        "groups.update",
        "templates.create",
        "templates.update",
        "media.upload",
        "media.updateOwn",
        "inbox.reply",
        "templates.send",
      ],
      EVERYONE,
    ],
    [
      "delete customers/groups, bulk delete, import, export data",
      [
        "customers.delete",
        "groups.delete",
        "customers.bulkDelete",
        "customers.import",
        "customers.export",
        "account.exportCompanyData",
      ],
      STAFF,
    ],
    ["create / launch / pause campaigns", ["campaigns.create", "campaigns.launch", "campaigns.pause"], STAFF],
    ["invite members, change roles, remove members", ["team.invite", "team.changeRole", "team.remove"], STAFF],
    ["never an owner, unless an owner", ["team.manageOwners"], OWNER],
    [
      "billing, delete workspace, transfer ownership",
      ["billing.change", "company.delete", "team.transferOwnership"],
      OWNER,
    ],
  ])("%s", (_, actions, roles) => {
    for (const action of actions) expect(who(action), action).toEqual(roles);
  });

  // architecture.md "Permissions".
  it.each<[string, Action[], TeamRole[]]>([
    [
      "templates: create, edit drafts, send test, send",
      ["templates.create", "templates.update", "templates.sendTest", "templates.send"],
      EVERYONE,
    ],
    [
      "templates: submit for approval, delete, import",
      ["templates.submit", "templates.delete", "templates.import"],
      STAFF,
    ],
    [
      "media: upload, edit own, download",
      ["media.upload", "media.updateOwn", "media.deleteOwn", "media.download"],
      EVERYONE,
    ],
    [
      "media: delete others', folders, make public",
      ["media.updateOthers", "media.deleteOthers", "media.folders", "media.makePublic"],
      STAFF,
    ],
    ["inbox: see all conversations", ["inbox.readAll"], STAFF],
    [
      "inbox: reply, notes, orders, resolve",
      ["inbox.read", "inbox.reply", "inbox.notes", "inbox.orders", "inbox.resolve"],
      EVERYONE,
    ],
    ["channels: connect, edit, delete", ["channels.connect", "channels.update", "channels.delete"], STAFF],
    ["campaigns: read", ["campaigns.read"], EVERYONE],
    [
      "campaigns: create, launch, pause, resume, cancel, delete",
      [
        "campaigns.create",
        "campaigns.update",
        "campaigns.launch",
        "campaigns.pause",
        "campaigns.resume",
        "campaigns.cancel",
        "campaigns.delete",
      ],
      STAFF,
    ],
    [
      "posts: drafts and own scheduled posts",
      ["posts.read", "posts.create", "posts.updateOwn", "posts.deleteOwn"],
      EVERYONE,
    ],
    [
      "posts: others' posts, social accounts",
      ["posts.updateOthers", "posts.deleteOthers", "posts.socialAccounts"],
      STAFF,
    ],
    ["analytics: company-wide messaging figures", ["analytics.readCompany"], STAFF],
  ])("%s", (_, actions, roles) => {
    for (const action of actions) expect(who(action), action).toEqual(roles);
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
