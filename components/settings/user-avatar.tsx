import { UserRound } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { initialsOf } from "@/components/settings/account-labels";

/** A person's photo, or their initials on the brand tint when there is none. */
export function UserAvatar({
  firstName,
  lastName,
  src,
  className,
  textClassName,
}: {
  firstName: string;
  lastName: string;
  src: string | null;
  className?: string;
  textClassName?: string;
}) {
  const letters = initialsOf({ firstName, lastName });
  return (
    <Avatar className={cn("size-16", className)}>
      {src && <AvatarImage src={src} alt="" className="object-cover" />}
      <AvatarFallback
        className={cn(
          "bg-primary/10 text-lg font-semibold text-primary dark:bg-primary/25 dark:text-accent-foreground",
          textClassName,
        )}
      >
        {letters || <UserRound className="size-1/2" aria-hidden />}
      </AvatarFallback>
    </Avatar>
  );
}
