"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { DialogHeading } from "@/components/common/dialog-heading";
import { TemplatePreview } from "@/components/templates/preview/template-preview";
import { TemplateStatusBadge } from "@/components/templates/template-status-badge";
import { CategoryBadge, TemplateTypeLabel } from "@/components/templates/templates-list";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import type { TemplateJson } from "@/lib/templates/types";

/** A template as the customer will see it (the editor's preview), with its status and an Edit button. */
export function TemplatePreviewDialog({
  template,
  onClose,
  onEdit,
}: {
  template: TemplateJson | null;
  onClose: () => void;
  /** Absent for roles that may not edit. */
  onEdit?: (template: TemplateJson) => void;
}) {
  const t = useTranslations("templates.screen");
  const common = useTranslations("common");
  return (
    <Dialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={common("close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {template && (
          <>
            <DialogHeading
              title={template.displayName}
              description={<span className="font-mono text-xs">{template.name}</span>}
            />
            <div className="flex flex-wrap items-center gap-2">
              <TemplateStatusBadge template={template} />
              <CategoryBadge category={template.category} />
              <TemplateTypeLabel type={template.type} className="text-muted-foreground" />
            </div>
            <TemplatePreview template={template} businessName={template.channel.name} />
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t("preview.close")}
              </Button>
              {onEdit && (
                <Button onClick={() => onEdit(template)}>
                  <Pencil aria-hidden />
                  {t("preview.edit")}
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
