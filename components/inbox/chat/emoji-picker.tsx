"use client";

import { Smile } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { IconButton } from "@/components/common/icon-button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

// A small built-in emoji grid (no package): the faces, hands and signs a shop's replies use most.
// Arrow keys move through the grid, Enter or a click puts the emoji at the cursor.

// Eight to a line, as the grid shows them.
// prettier-ignore
const EMOJI = [
  "😀", "😊", "🙂", "😉", "😍", "🥰", "😘", "🤗",
  "😅", "😂", "🤣", "😇", "🤔", "😐", "😔", "😢",
  "😭", "😡", "😮", "😴", "🥳", "😎", "🙏", "👍",
  "👎", "👌", "👏", "🙌", "💪", "👋", "🤝", "✌️",
  "❤️", "🧡", "💛", "💚", "💙", "💜", "💯", "✨",
  "🔥", "🎉", "🎁", "🛍️", "🛒", "📦", "🚚", "💳",
  "💰", "🏷️", "📞", "📧", "📍", "⏰", "📅", "✅",
  "❌", "⚠️", "❓", "❗", "⭐", "🌟", "☀️", "🌸",
];
const COLUMNS = 8;

export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const t = useTranslations("inboxChat.composer");
  const [open, setOpen] = useState(false);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("button"));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <IconButton icon={Smile} type="button" label={t("emoji")} disabled={disabled} />
      </PopoverTrigger>
      <PopoverContent align="start" side="top" className="w-auto p-2" aria-label={t("emoji")}>
        <div role="group" aria-label={t("emoji")} className="grid grid-cols-8 gap-0.5" onKeyDown={move}>
          {EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
              className="grid size-9 place-items-center rounded-md text-xl outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {emoji}
            </button>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
