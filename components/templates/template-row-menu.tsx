"use client";

import { Copy, Eye, FlaskConical, Pencil, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { MenuAction, RowMenu, RowMenuDeleteItem } from "@/components/data-table/row-menu";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { TemplateJson } from "@/lib/templates/types";

/** What a row or card offers; an action the viewer's role may not do is absent. */
export type TemplateRowActions = {
  onPreview: (template: TemplateJson) => void;
  onEdit?: (template: TemplateJson) => void;
  onDuplicate?: (template: TemplateJson) => void;
  onSendTest?: (template: TemplateJson) => void;
  onSendMessage?: (template: TemplateJson) => void;
  onDelete?: (template: TemplateJson) => void;
};

type SendTestItemProps = { template: TemplateJson; label: string; onSelect: (template: TemplateJson) => void };

/** Send test needs an approved template: offered, but greyed with the reason, on the others. */
function SendTestItem({ template, label, onSelect }: SendTestItemProps) {
  const t = useTranslations("templates.screen.row");
  if (template.status === "APPROVED")
    return <MenuAction icon={FlaskConical} label={label} onSelect={() => onSelect(template)} />;
  return (
    <DropdownMenuItem disabled>
      <FlaskConical aria-hidden />
      <span className="flex flex-col">
        {label}
        <span className="text-xs text-muted-foreground">{t("approvedOnly")}</span>
      </span>
    </DropdownMenuItem>
  );
}

/**
 * Preview, edit, duplicate, send test (greyed unless approved), send message (approved only), delete. The
 * grid's cards (`isCard`) keep to preview, edit, duplicate and delete, as the spec's cards do.
 */
export function TemplateRowMenu({
  template,
  actions,
  isCard = false,
}: {
  template: TemplateJson;
  actions: TemplateRowActions;
  isCard?: boolean;
}) {
  const t = useTranslations("templates.screen.row");
  return (
    <RowMenu label={t("menu", { name: template.displayName })}>
      <MenuAction icon={Eye} label={t("preview")} onSelect={() => actions.onPreview(template)} />
      {actions.onEdit && <MenuAction icon={Pencil} label={t("edit")} onSelect={() => actions.onEdit?.(template)} />}
      {actions.onDuplicate && (
        <MenuAction icon={Copy} label={t("duplicate")} onSelect={() => actions.onDuplicate?.(template)} />
      )}
      {!isCard && actions.onSendTest && (
        <SendTestItem template={template} label={t("sendTest")} onSelect={actions.onSendTest} />
      )}
      {!isCard && actions.onSendMessage && template.status === "APPROVED" && (
        <MenuAction icon={Send} label={t("sendMessage")} onSelect={() => actions.onSendMessage?.(template)} />
      )}
      {actions.onDelete && <RowMenuDeleteItem label={t("delete")} onSelect={() => actions.onDelete?.(template)} />}
    </RowMenu>
  );
}
