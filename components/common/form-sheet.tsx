"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";

/**
 * A form in a sheet from the right (a customer's panel, the template editor): full width on
 * phones, `className` its width from 640 px ("sm:max-w-lg"); its title and the line under it above
 * a border, then `children`, the form. `onOpenChange` decides what closing does (a dirty form asks
 * first). Other props (data-testid…) go to the sheet's content.
 *
 *   <FormSheet open={open} onOpenChange={setOpen} title={t("title")} description={t("text")} className="sm:max-w-lg">
 *     <CampaignForm … />
 *   </FormSheet>
 */
export function FormSheet({
  open,
  onOpenChange,
  title,
  description,
  className,
  headerClassName,
  children,
  ...contentProps
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  headerClassName?: string;
} & Omit<ComponentProps<typeof SheetContent>, "closeLabel" | "title">) {
  const t = useTranslations("common");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel={t("close")} className={cn("w-full gap-0", className)} {...contentProps}>
        <SheetHeader className={cn("border-b", headerClassName)}>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
