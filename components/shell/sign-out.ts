import { api } from "@/lib/api-client";
import { clearDrafts } from "@/lib/inbox/drafts";

/**
 * Ends the session and goes to the login page, even when the call fails (spec 01 §4): the server
 * clears the httpOnly cookies whenever it is reached, and the login page is shown regardless.
 */
export async function signOut() {
  try {
    await api("/auth/logout", { method: "POST", skipRefresh: true });
  } catch {
    // Logged server-side; signing out must not be blocked by a failed call.
  }
  clearDrafts();
  window.location.replace("/auth/login");
}
