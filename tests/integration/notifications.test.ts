import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { GET as listNotifications } from "@/app/api/v1/notifications/route";
import { POST as markRead } from "@/app/api/v1/notifications/read/route";
import { login } from "@/tests/helpers/auth";
import { createCompany, createUser, signIn } from "@/tests/helpers/factories";
import { call } from "@/tests/helpers/request";

// The bell: a sign-in leaves a notification for its user only; reading clears the unread count.

afterAll(async () => {
  await db.$disconnect();
});

describe("notifications", () => {
  it("a sign-in is listed for its user with the device, then marked read", async () => {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, password: "Dogru-Parola1" });
    const colleague = await createUser({ companyId: company.id });
    const { POST } = await import("@/app/api/v1/auth/login/route");
    await call(POST, "/api/v1/auth/login", {
      body: { email: user.email, password: "Dogru-Parola1" },
      headers: {
        "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
        "x-forwarded-for": "10.1.2.3",
      },
    });
    const { headers } = await signIn(user);
    const listed = await call(listNotifications, "/api/v1/notifications", { headers });
    expect(listed.json).toMatchObject({
      data: {
        unreadCount: 1,
        notifications: [{ type: "signIn", data: { device: "Chrome · Windows", ip: "10.1.2.3" }, readAt: null }],
      },
    });

    // Announced on the event stream, to its user only.
    const events = await db.event.findMany({ where: { companyId: company.id, kind: "notification.created" } });
    expect(events).toHaveLength(1);
    expect(events[0]!.userId).toBe(user.id);
    const listedId = (listed.json!.data as { notifications: { id: string }[] }).notifications[0]!.id;
    expect(events[0]!.data).toEqual({ notificationId: listedId });

    const colleagueView = await call(listNotifications, "/api/v1/notifications", {
      headers: (await signIn(colleague)).headers,
    });
    expect(colleagueView.json).toMatchObject({ data: { unreadCount: 0, notifications: [] } });

    const read = await call(markRead, "/api/v1/notifications/read", { method: "POST", headers });
    expect(read.json).toMatchObject({ data: { unreadCount: 0 } });
    const after = await call(listNotifications, "/api/v1/notifications", { headers });
    expect(after.json).toMatchObject({ data: { unreadCount: 0 } });
    expect(
      (after.json!.data as { notifications: { readAt: string | null }[] }).notifications[0]!.readAt,
    ).not.toBeNull();
  });

  it("needs a session", async () => {
    expect((await call(listNotifications, "/api/v1/notifications")).status).toBe(401);
    expect((await login("nobody@test.kanal", "x")).status).toBe(401);
  });
});
