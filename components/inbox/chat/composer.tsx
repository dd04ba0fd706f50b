"use client";

import { Clock, FileStack, Paperclip, SendHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { IconButton } from "@/components/common/icon-button";
import { useNow } from "@/components/format/now-provider";
import { AttachDialog } from "@/components/inbox/chat/attach-dialog";
import type { SendOptions } from "@/components/inbox/chat/chat-data";
import { EmojiPicker } from "@/components/inbox/chat/emoji-picker";
import { TemplateDialog, useApprovedTemplates } from "@/components/inbox/chat/template-dialog";
import { fillVariables, renderWithValues } from "@/lib/templates/customer-variables";
import { Button } from "@/components/ui/button";
import { readDraft, writeDraft } from "@/lib/inbox/drafts";
import type { ConversationJson } from "@/lib/inbox/types";
import type { TemplateJson } from "@/lib/templates/types";
import { cn } from "@/lib/utils";
import { MESSAGE_TEXT_MAX, type SendMessageInput } from "@/lib/validation/messages";

// The reply box. Enter sends, Shift+Enter starts a new line; an empty or blank message is not
// sent; the box clears after sending, and what was typed but not sent stays with its conversation
// (a draft per conversation, lib/inbox/drafts.ts: kept across reloads while this tab lives). Files come
// from the media library or an upload; emoji from a small grid; `/` at the start lists the
// channel's approved templates (↑/↓, Enter, Escape). Outside the 24-hour window only a template
// may go (the API's 409): the box says so and offers one, its variables filled from the customer.

const SLASH = /^\/(\S*)$/;
const QUICK_REPLIES_SHOWN = 6;

export function Composer({
  conversation,
  onSend,
}: {
  conversation: ConversationJson;
  onSend: (input: SendMessageInput, options: SendOptions) => Promise<boolean>;
}) {
  const t = useTranslations("inboxChat.composer");
  const now = useNow();
  const hintId = useId();
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Mounted in the browser only, once the conversation has loaded (and again for each one), so
  // the tab's storage can be read here.
  const [text, setTextState] = useState(() => readDraft(conversation.id));
  const [isAttaching, setIsAttaching] = useState(false);
  const [templateDialog, setTemplateDialog] = useState<{ templateId: string | null } | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedSlash, setDismissedSlash] = useState<string | null>(null);

  const isWhatsApp = conversation.channel.kind === "whatsapp";
  const windowUntil = conversation.windowOpenUntil ? Date.parse(conversation.windowOpenUntil) : null;
  const isWindowOpen = windowUntil !== null && windowUntil > now;

  const slash = SLASH.exec(text);
  const templates = useApprovedTemplates(conversation.channel.id, slash !== null || templateDialog !== null);
  const needle = slash?.[1]?.toLocaleLowerCase() ?? "";
  const quickReplies =
    slash && dismissedSlash !== text
      ? (templates.data?.templates ?? [])
          .filter((item) => !needle || `${item.name} ${item.displayName}`.toLocaleLowerCase().includes(needle))
          .slice(0, QUICK_REPLIES_SHOWN)
      : [];
  const isListOpen = slash !== null && dismissedSlash !== text;
  const activeIndex = Math.min(active, Math.max(0, quickReplies.length - 1));

  const setText = (value: string) => {
    setTextState(value);
    setActive(0);
    writeDraft(conversation.id, value);
  };

  const sendText = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setText("");
    void onSend({ type: "text", text: trimmed }, { text: trimmed });
  };

  const chooseQuickReply = (template: TemplateJson) => {
    if (isWhatsApp) {
      // A template goes as a template (it may be sent any time, its variables checked in the dialog).
      setText("");
      setTemplateDialog({ templateId: template.id });
      return;
    }
    // Messenger and Instagram take no templates: its words, filled for the customer, as a reply.
    setText(renderWithValues(template.bodyText, fillVariables(template.variables, conversation.customer)));
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (isListOpen) {
      if (event.key === "Escape") {
        event.preventDefault();
        setDismissedSlash(text);
        return;
      }
      if (quickReplies.length > 0) {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          const step = event.key === "ArrowDown" ? 1 : -1;
          setActive((activeIndex + step + quickReplies.length) % quickReplies.length);
          return;
        }
        if (event.key === "Enter" || event.key === "Tab") {
          event.preventDefault();
          chooseQuickReply(quickReplies[activeIndex]!);
          return;
        }
      }
    }
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      sendText();
    }
  };

  const insert = (value: string) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + value + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + value.length, start + value.length);
    });
  };

  const sendTemplate = (input: SendMessageInput, body: string) => {
    void onSend(input, { text: body });
    return Promise.resolve(true);
  };

  const dialogs = (
    <>
      <AttachDialog
        open={isAttaching}
        onOpenChange={setIsAttaching}
        onSend={(files, caption) =>
          void onSend(
            { type: "media", fileIds: files.map((file) => file.id), caption: caption || null },
            { text: caption || null, files },
          )
        }
      />
      <TemplateDialog
        open={templateDialog !== null}
        onOpenChange={(open) => {
          if (!open) {
            setTemplateDialog(null);
            requestAnimationFrame(() => textarea.current?.focus());
          }
        }}
        conversation={conversation}
        initialTemplateId={templateDialog?.templateId ?? null}
        onSend={sendTemplate}
      />
    </>
  );

  if (!isWindowOpen) {
    return (
      <div className="shrink-0 border-t p-3" data-testid="window-closed">
        <div className="flex flex-col gap-3 rounded-lg border border-dashed bg-muted/40 p-3 sm:flex-row sm:items-center">
          <Clock className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="text-sm font-medium">{windowUntil === null ? t("neverWrote") : t("windowClosed")}</p>
            <p className="text-xs text-muted-foreground">{isWhatsApp ? t("windowTemplate") : t("windowNoTemplate")}</p>
          </div>
          {isWhatsApp && (
            <Button type="button" onClick={() => setTemplateDialog({ templateId: null })} data-testid="window-template">
              <FileStack aria-hidden />
              {t("sendTemplate")}
            </Button>
          )}
        </div>
        {dialogs}
      </div>
    );
  }

  return (
    <div className="relative shrink-0 border-t p-2 sm:p-3" data-testid="composer">
      {isListOpen && (
        <div className="absolute right-2 bottom-full left-2 mb-1 rounded-lg border bg-popover p-1 text-popover-foreground shadow-md sm:right-3 sm:left-3">
          <p className="px-2 py-1 text-xs font-medium text-muted-foreground">{t("quickReplies")}</p>
          {templates.isPending ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">{t("loadingTemplates")}</p>
          ) : quickReplies.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">{t("noQuickReplies")}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t("quickReplies")} className="flex flex-col">
              {quickReplies.map((item, index) => (
                <li
                  key={item.id}
                  role="option"
                  aria-selected={index === activeIndex}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => chooseQuickReply(item)}
                  className={cn(
                    "flex cursor-pointer flex-col rounded-md px-2 py-1.5",
                    index === activeIndex && "bg-accent text-accent-foreground",
                  )}
                  data-testid="quick-reply"
                >
                  <span className="truncate text-sm font-medium">/{item.name}</span>
                  <span className="truncate text-xs text-muted-foreground">{item.bodyText}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="sr-only" aria-live="polite">
            {quickReplies[activeIndex]
              ? t("quickReplyActive", {
                  name: quickReplies[activeIndex]!.displayName,
                  position: activeIndex + 1,
                  total: quickReplies.length,
                })
              : ""}
          </p>
        </div>
      )}
      <div className="flex items-end gap-1">
        <IconButton icon={Paperclip} type="button" label={t("attach")} onClick={() => setIsAttaching(true)} />
        <EmojiPicker onPick={insert} />
        {isWhatsApp && (
          <IconButton
            icon={FileStack}
            type="button"
            label={t("templates")}
            onClick={() => setTemplateDialog({ templateId: null })}
          />
        )}
        <textarea
          ref={textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MESSAGE_TEXT_MAX}
          aria-label={t("label")}
          aria-describedby={hintId}
          aria-controls={isListOpen && quickReplies.length > 0 ? listId : undefined}
          placeholder={t("placeholder")}
          className="field-sizing-content max-h-40 min-h-9 min-w-0 flex-1 resize-none rounded-md border border-input bg-transparent px-3 py-1.5 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
          data-testid="composer-input"
        />
        <IconButton
          icon={SendHorizontal}
          variant="default"
          type="button"
          label={t("send")}
          onClick={sendText}
          disabled={!text.trim()}
          data-testid="composer-send"
        />
      </div>
      <p id={hintId} className="sr-only">
        {t("hint")}
      </p>
      {dialogs}
    </div>
  );
}
