import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const MAX_TAGS_SHOWN = 2;

/** A row's first two tags as badges and "+N" for the rest; `isSmall` under a file's name. */
export function TagBadges({ tags, isSmall = false }: { tags: string[]; isSmall?: boolean }) {
  if (tags.length === 0) return null;
  const size = isSmall && "px-1.5 py-0 text-[0.6875rem]";
  return (
    <div className="flex min-w-0 flex-wrap gap-1">
      {tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
        <Badge key={tag} variant="secondary" className={cn("truncate", isSmall ? "max-w-28" : "max-w-32", size)}>
          {tag}
        </Badge>
      ))}
      {tags.length > MAX_TAGS_SHOWN && (
        <Badge variant="secondary" className={cn(size)}>
          +{tags.length - MAX_TAGS_SHOWN}
        </Badge>
      )}
    </div>
  );
}
