import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { PATHNAME_HEADER } from "@/lib/auth/next-path";
import { getSession, type SessionContext } from "@/lib/server/auth/get-session";
import { getPublicUser, type PublicUser } from "@/lib/server/auth/public-user";

// Server components' one way to the signed-in user. Cached per request, so the layout and the
// page share one session check and one user read.

const currentSession = cache(async () => getSession(await headers()));

/** The request's session or null, without redirecting (shares the cached check). */
const currentUser = cache((userId: string, companyId: string) => getPublicUser({ userId, companyId }));

/** The session, or null when signed out: for what renders on both sides (the root layout). */
export async function optionalSession(): Promise<SessionContext | null> {
  return currentSession();
}

/** The session and user, or a redirect through /auth/session (renew, else the login page). */
export async function requireUser(): Promise<{ session: SessionContext; user: PublicUser }> {
  const session = await currentSession();
  if (!session) {
    const next = (await headers()).get(PATHNAME_HEADER) ?? "/dashboard";
    redirect(`/auth/session?next=${encodeURIComponent(next)}`);
  }
  return { session, user: await currentUser(session.userId, session.companyId) };
}
