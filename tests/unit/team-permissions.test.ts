import { describe, expect, it } from "vitest";
import { canManageMember, removalRefusal, roleChangeRefusal } from "@/lib/team/permissions";
import type { TeamRole } from "@/lib/validation/team";

// The team rules shared by the API and the team page (architecture.md roles table, spec 02 §6).

const person = (id: string, role: TeamRole) => ({ id, role });
const owner = person("o", "owner");
const admin = person("a", "admin");
const member = person("m", "member");

describe("roleChangeRefusal", () => {
  it("members may change nobody", () => {
    expect(roleChangeRefusal(member, person("x", "member"), "admin", 1)).toBe("forbidden");
  });
  it("admins change non-owners between admin and member, never to or from owner", () => {
    expect(roleChangeRefusal(admin, person("x", "member"), "admin", 1)).toBeNull();
    expect(roleChangeRefusal(admin, person("x", "admin"), "member", 1)).toBeNull();
    expect(roleChangeRefusal(admin, person("x", "member"), "owner", 1)).toBe("forbidden");
    expect(roleChangeRefusal(admin, person("x", "owner"), "admin", 2)).toBe("forbidden");
  });
  it("owners may do anything except demote the last owner", () => {
    expect(roleChangeRefusal(owner, person("x", "member"), "owner", 1)).toBeNull();
    expect(roleChangeRefusal(owner, person("x", "owner"), "admin", 2)).toBeNull();
    expect(roleChangeRefusal(owner, owner, "admin", 1)).toBe("lastOwner");
  });
});

describe("removalRefusal and canManageMember", () => {
  it("follows the same rules, and nobody removes themselves here", () => {
    expect(removalRefusal(member, person("x", "member"), 1)).toBe("forbidden");
    expect(removalRefusal(admin, person("x", "owner"), 2)).toBe("forbidden");
    expect(removalRefusal(owner, owner, 1)).toBe("lastOwner");
    expect(removalRefusal(admin, admin, 1)).toBe("self");
    expect(removalRefusal(admin, person("x", "admin"), 1)).toBeNull();
  });
  it("hides edit/remove on owners for admins, on the last owner, on yourself, and for members", () => {
    expect(canManageMember(admin, person("x", "owner"), 2)).toBe(false);
    expect(canManageMember(owner, person("x", "owner"), 1)).toBe(false);
    expect(canManageMember(owner, owner, 2)).toBe(false);
    expect(canManageMember(member, person("x", "member"), 1)).toBe(false);
    expect(canManageMember(admin, person("x", "member"), 1)).toBe(true);
    expect(canManageMember(owner, person("x", "owner"), 2)).toBe(true);
  });
});
