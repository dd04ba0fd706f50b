"use client";

import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

// Small drawings of each area, built from the theme's shapes rather than screenshots or stock art.

function PreviewFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex h-56 flex-col overflow-hidden rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex gap-1.5">
        <span className="size-2 rounded-full bg-foreground/10" />
        <span className="size-2 rounded-full bg-foreground/10" />
        <span className="size-2 rounded-full bg-foreground/10" />
      </div>
      <div className={cn("flex flex-1 flex-col justify-center", className)}>{children}</div>
    </div>
  );
}

function Bar({ className }: { className?: string }) {
  return <span className={cn("block h-2 rounded-full bg-foreground/10", className)} />;
}

export function InboxPreview() {
  const t = useTranslations("auth.carousel.channels");
  const rows = [
    { channel: "whatsapp", dot: "bg-success", unread: true, width: "w-3/5" },
    { channel: "instagram", dot: "bg-chart-5", unread: true, width: "w-2/5" },
    { channel: "facebook", dot: "bg-chart-2", unread: false, width: "w-1/2" },
  ] as const;
  return (
    <PreviewFrame>
      <div className="flex flex-col gap-3">
        {rows.map((row) => (
          <div key={row.channel} className="flex items-center gap-3 rounded-lg border bg-background px-3 py-2">
            <span className="size-7 shrink-0 rounded-full bg-primary/15" />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <Bar className="w-1/3 bg-foreground/20" />
              <Bar className={row.width} />
            </div>
            <span className="flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-[11px] font-medium text-muted-foreground">
              <span className={cn("size-1.5 rounded-full", row.dot)} />
              {t(row.channel)}
            </span>
            <span className={cn("size-2 rounded-full", row.unread ? "bg-primary" : "bg-transparent")} />
          </div>
        ))}
      </div>
    </PreviewFrame>
  );
}

export function CustomersPreview() {
  const groups = ["bg-primary/15", "bg-chart-2/20", "bg-chart-3/20", "bg-chart-4/25"];
  return (
    <PreviewFrame>
      <div className="grid grid-cols-[5.5rem_1fr] gap-3">
        <div className="flex flex-col gap-2 border-r pr-3">
          {groups.map((tone, position) => (
            <div key={tone} className="flex items-center gap-1.5">
              <span className={cn("size-2.5 rounded-sm", tone)} />
              <Bar className={position === 0 ? "w-12 bg-foreground/20" : "w-10"} />
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-2.5">
          {groups.map((tone, position) => (
            <div key={tone} className="flex items-center gap-2.5">
              <span className="size-3.5 rounded-[4px] border" />
              <span className={cn("size-6 shrink-0 rounded-full", tone)} />
              <Bar className={position % 2 ? "w-1/3" : "w-1/2"} />
              <span className={cn("ml-auto h-4 w-12 rounded-full", tone)} />
            </div>
          ))}
        </div>
      </div>
    </PreviewFrame>
  );
}

export function CampaignsPreview() {
  return (
    <PreviewFrame>
      <div className="grid grid-cols-[1fr_7rem] gap-4">
        <div className="flex flex-col gap-2 rounded-lg border bg-background p-3">
          <Bar className="w-1/2 bg-foreground/20" />
          <Bar className="w-full" />
          <div className="flex items-center gap-1.5">
            <Bar className="w-1/4" />
            <span className="h-3.5 w-10 rounded bg-primary/20" />
            <Bar className="w-1/5" />
          </div>
          <Bar className="w-2/3" />
          <span className="mt-1 h-6 w-20 rounded-md border" />
        </div>
        <div className="flex flex-col justify-center gap-3">
          {[
            ["w-[85%]", "bg-success"],
            ["w-[60%]", "bg-primary"],
            ["w-[30%]", "bg-chart-4"],
          ].map(([width, tone]) => (
            <div key={tone} className="flex flex-col gap-1.5">
              <Bar className="w-2/3" />
              <span className="block h-1.5 rounded-full bg-foreground/10">
                <span className={cn("block h-full rounded-full", width, tone)} />
              </span>
            </div>
          ))}
        </div>
      </div>
    </PreviewFrame>
  );
}

export function AnalyticsPreview() {
  const heights = ["h-[35%]", "h-[55%]", "h-[45%]", "h-[70%]", "h-[60%]", "h-[85%]", "h-[75%]", "h-full"];
  return (
    <PreviewFrame>
      <div className="grid grid-cols-[1fr_6.5rem] gap-4">
        <div className="flex h-36 items-end gap-1.5 border-b pb-px">
          {heights.map((height, position) => (
            <span
              key={height}
              className={cn(
                "flex-1 rounded-t-sm",
                height,
                position === heights.length - 1 ? "bg-primary" : "bg-primary/25",
              )}
            />
          ))}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden />
            <Bar className="w-10" />
          </div>
          <div className="grid grid-cols-7 gap-1">
            {Array.from({ length: 28 }, (_, day) => (
              <span
                key={day}
                className={cn(
                  "aspect-square rounded-[3px]",
                  [3, 9, 10, 17, 24].includes(day) ? "bg-primary/60" : "bg-foreground/8",
                )}
              />
            ))}
          </div>
        </div>
      </div>
    </PreviewFrame>
  );
}
