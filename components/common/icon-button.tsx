import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

type IconButtonProps = Omit<ComponentProps<typeof Button>, "aria-label" | "asChild"> & {
  icon: LucideIcon;
  /** The button's name for assistive technology: the icon is its only visible content. */
  label: string;
};

/**
 * A button that shows only an icon (ghost and square unless told otherwise), named by `label`.
 * `children` go after the icon (a dot, a count). Menu and popover triggers pass their props through.
 */
export function IconButton({
  icon: Icon,
  label,
  variant = "ghost",
  size = "icon",
  children,
  ...props
}: IconButtonProps) {
  return (
    <Button variant={variant} size={size} aria-label={label} {...props}>
      <Icon aria-hidden />
      {children}
    </Button>
  );
}
