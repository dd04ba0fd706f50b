"use client";

import { ChevronsUpDown, LogOut, Settings, UserRound } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { signOut } from "@/components/shell/sign-out";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export type ShellUser = { firstName: string; lastName: string; email: string; avatar: string | null };

const initialsOf = (user: ShellUser) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toLocaleUpperCase("tr");

function UserAvatar({ user, name }: { user: ShellUser; name: string }) {
  return (
    <Avatar className="size-8">
      {user.avatar && <AvatarImage src={user.avatar} alt={name} />}
      <AvatarFallback className="bg-primary/10 text-xs font-semibold text-primary dark:bg-primary/25 dark:text-accent-foreground">
        {initialsOf(user)}
      </AvatarFallback>
    </Avatar>
  );
}

/** The signed-in person (avatar, name, e-mail) and their menu: profile, settings, sign out. */
export function UserMenu({ user }: { user: ShellUser }) {
  const t = useTranslations("shell");
  const [isSigningOut, setIsSigningOut] = useState(false);
  const name = t("fullName", { firstName: user.firstName, lastName: user.lastName });

  return (
    // Not modal: a menu needs no focus trap, and the page behind stays in the accessibility tree.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="flex min-w-0 items-center gap-2.5 rounded-md p-0.5 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent md:py-1 md:pr-2 md:pl-1">
        <span aria-hidden className="contents">
          <UserAvatar user={user} name={name} />
        </span>
        {/* The button's name: read out on phones too, shown from md up. */}
        <span className="sr-only min-w-0 flex-col leading-tight md:not-sr-only md:flex">
          <span className="max-w-44 truncate text-sm font-medium">{name}</span>
          <span className="max-w-44 truncate text-xs text-muted-foreground">{user.email}</span>
        </span>
        <ChevronsUpDown className="hidden size-4 shrink-0 text-muted-foreground md:block" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" sideOffset={8} className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <UserAvatar user={user} name={name} />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-sm font-medium">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link href="/settings/profile">
              <UserRound aria-hidden />
              {t("profile")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/settings">
              <Settings aria-hidden />
              {t("settings")}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isSigningOut}
          onSelect={(event) => {
            // Keep the menu open with "Signing out…" until the browser leaves the page.
            event.preventDefault();
            setIsSigningOut(true);
            void signOut();
          }}
        >
          <LogOut aria-hidden />
          {isSigningOut ? t("signingOut") : t("signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
