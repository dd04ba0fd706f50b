"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAppearance } from "@/components/appearance/appearance-provider";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { IconButton } from "@/components/common/icon-button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";

/**
 * Below the large breakpoint the sidebar is a slide-over: Radix traps focus in it and Escape closes
 * it. Its open state lives in the appearance provider, so the bottom tabs' "more" and the swipe
 * gestures open it too; with bottom tabs the top bar's menu button gives way to "more".
 */
export function MobileNav({ showUpgrade }: { showUpgrade: boolean }) {
  const t = useTranslations("shell");
  const common = useTranslations("common");
  const shared = useAppearance();
  const [localOpen, setLocalOpen] = useState(false);
  const isOpen = shared ? shared.isMenuOpen : localOpen;
  const setIsOpen = shared ? shared.setMenuOpen : setLocalOpen;
  const hasBottomTabs = shared?.appearance.mobileNavigation === "bottom-tabs";
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <IconButton
          icon={Menu}
          label={t("openMenu")}
          className={cn("-ml-2 text-muted-foreground lg:hidden", hasBottomTabs && "hidden")}
        />
      </SheetTrigger>
      <SheetContent
        side="left"
        className="w-72 gap-0 border-sidebar-border p-0 sm:max-w-72"
        closeLabel={common("close")}
        aria-describedby={undefined}
      >
        <SheetTitle className="sr-only">{t("menuTitle")}</SheetTitle>
        <AppSidebar showUpgrade={showUpgrade} onNavigate={() => setIsOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
