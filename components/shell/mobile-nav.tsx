"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

/** Below the large breakpoint the sidebar is a slide-over: Radix traps focus in it and Escape closes it. */
export function MobileNav({ showUpgrade }: { showUpgrade: boolean }) {
  const t = useTranslations("shell");
  const common = useTranslations("common");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 text-muted-foreground lg:hidden"
          aria-label={t("openMenu")}
        >
          <Menu aria-hidden />
        </Button>
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
