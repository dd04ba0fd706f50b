import { UserRound } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { initialsOf } from "@/components/settings/account-labels";

/** The parts of a user (the viewer, a member) their avatar is drawn from. */
type AvatarPerson = { firstName: string; lastName: string; avatar: string | null };

/** A person's photo, or their initials on the brand tint when there is none. */
export function UserAvatar({
  person,
  className,
  textClassName,
}: {
  person: AvatarPerson;
  className?: string;
  textClassName?: string;
}) {
  const letters = initialsOf(person);
  return (
    <Avatar className={cn("size-16", className)}>
      {person.avatar && <AvatarImage src={person.avatar} alt="" className="object-cover" />}
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
