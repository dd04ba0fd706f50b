import { Inbox } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { HeadingBlock } from "@/components/common/heading-block";
import { db } from "@/lib/server/db";
import { getFormatter } from "@/lib/server/format";
import { cn } from "@/lib/utils";

// /dev/mailbox – the development mail driver's outbox, so a newcomer can finish verification and
// password reset with no mail server. It does not exist in production.

const URL_PATTERN = /(https?:\/\/[^\s]+)/;

export default async function DevMailboxPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  if (process.env.NODE_ENV === "production") notFound();
  const [{ id }, t, format] = await Promise.all([searchParams, getTranslations("devMailbox"), getFormatter()]);
  const messages = await db.mailboxMessage.findMany({
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, to: true, subject: true, createdAt: true },
  });
  const selectedId = id ?? messages[0]?.id;
  const selected = selectedId ? await db.mailboxMessage.findUnique({ where: { id: selectedId } }) : null;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <HeadingBlock level="page" title={t("title")} description={t("description")} />
      </header>
      {messages.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-lg border border-dashed py-16 text-center text-sm text-muted-foreground">
          <Inbox className="size-6" aria-hidden />
          {t("empty")}
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-[320px_1fr]">
          <nav aria-label={t("title")} className="flex flex-col divide-y rounded-lg border">
            {messages.map((message) => (
              <Link
                key={message.id}
                href={`/dev/mailbox?id=${message.id}`}
                className={cn("px-4 py-3 text-sm hover:bg-muted/60", message.id === selectedId && "bg-muted")}
                aria-current={message.id === selectedId ? "true" : undefined}
              >
                <p className="truncate font-medium">{message.subject}</p>
                <p className="truncate text-muted-foreground">
                  {message.to} · {format.relative(message.createdAt)}
                </p>
              </Link>
            ))}
          </nav>
          {selected && (
            <article className="min-w-0 rounded-lg border p-5">
              <h2 className="font-semibold">{selected.subject}</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {t("to", { address: selected.to })} · {format.dateTime(selected.createdAt)}
              </p>
              <pre className="mt-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
                {selected.text.split(URL_PATTERN).map((part, index) =>
                  index % 2 === 1 ? (
                    <a key={index} href={part} className="text-primary underline underline-offset-4">
                      {part}
                    </a>
                  ) : (
                    part
                  ),
                )}
              </pre>
            </article>
          )}
        </div>
      )}
    </main>
  );
}
