import { Link2Off } from "lucide-react";
import Link from "next/link";
import { StatusView } from "@/components/auth/status-view";
import { Button } from "@/components/ui/button";

/** A reset or verification link that is missing, wrong, expired or used. */
export function InvalidLinkView({
  title,
  text,
  actionHref,
  actionLabel,
  focusOnMount,
}: {
  title: string;
  text: string;
  actionHref: string;
  actionLabel: string;
  focusOnMount?: boolean;
}) {
  return (
    <StatusView
      tone="error"
      icon={<Link2Off />}
      title={title}
      focusOnMount={focusOnMount}
      actions={
        <Button asChild size="lg" className="w-full">
          <Link href={actionHref}>{actionLabel}</Link>
        </Button>
      }
    >
      <p role="alert">{text}</p>
    </StatusView>
  );
}
