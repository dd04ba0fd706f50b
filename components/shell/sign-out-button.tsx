"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";

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
  window.location.replace("/auth/login");
}

export function SignOutButton() {
  const t = useTranslations("shell");
  const [isSigningOut, setIsSigningOut] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={isSigningOut}
      onClick={() => {
        setIsSigningOut(true);
        void signOut();
      }}
    >
      <LogOut aria-hidden />
      {t("signOut")}
    </Button>
  );
}
