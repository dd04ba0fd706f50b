"use client";

import { FileText, Film, Image as ImageIcon, Type, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ListCard } from "@/components/common/list-card";
import type { CardContext, ColumnDef } from "@/components/data-table/data-table";
import { actionsColumn, column } from "@/components/data-table/columns";
import { useListScreenTable, type ListScreenTableInput } from "@/components/data-table/list-screen-table";
import { DataTableSkeleton, type SkeletonShapes } from "@/components/data-table/states";
import { useFormatter } from "@/components/format/formatter-provider";
import { TemplateRowMenu, type TemplateRowActions } from "@/components/templates/template-row-menu";
import { TemplateStatusBadge } from "@/components/templates/template-status-badge";
import { Badge } from "@/components/ui/badge";
import type { TemplateSort } from "@/lib/templates/list-query";
import type { TemplateJson, TemplateType } from "@/lib/templates/types";
import { cn } from "@/lib/utils";

const TYPE_ICON: Record<TemplateType, LucideIcon> = {
  TEXT: Type,
  IMAGE: ImageIcon,
  VIDEO: Film,
  DOCUMENT: FileText,
};

/** The header's kind: text, or the file it carries (its icon and its word). */
export function TemplateTypeLabel({ type, className }: { type: TemplateType; className?: string }) {
  const t = useTranslations("templates.screen.types");
  const Icon = TYPE_ICON[type];
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm", className)}>
      <Icon className="size-4 text-muted-foreground" aria-hidden />
      {t(type)}
    </span>
  );
}

export function CategoryBadge({ category }: { category: TemplateJson["category"] }) {
  const t = useTranslations("templates.screen.categories");
  return (
    <Badge variant="outline" className="font-normal">
      {t(category)}
    </Badge>
  );
}

/** The display name (a button that opens the preview) over the machine name and language. */
function NameCell({ template, onPreview }: { template: TemplateJson; onPreview: (template: TemplateJson) => void }) {
  return (
    <div className="min-w-0">
      <button
        type="button"
        onClick={() => onPreview(template)}
        className="block max-w-full truncate rounded-sm text-left font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {template.displayName}
      </button>
      <p className="truncate font-mono text-xs text-muted-foreground">
        {template.name} · {template.language}
      </p>
    </div>
  );
}

function LastUsed({ template }: { template: TemplateJson }) {
  const t = useTranslations("templates.screen");
  const format = useFormatter();
  if (!template.lastUsed) return <span className="text-muted-foreground">{t("neverUsed")}</span>;
  return (
    <time dateTime={template.lastUsed} title={format.dateTime(template.lastUsed)}>
      {format.date(template.lastUsed)}
    </time>
  );
}

const templateId = (template: TemplateJson) => template.id;
const typeLabel = (template: TemplateJson) => <TemplateTypeLabel type={template.type} />;
const categoryBadge = (template: TemplateJson) => <CategoryBadge category={template.category} />;
const lastUsed = (template: TemplateJson) => <LastUsed template={template} />;
const templateName = (template: TemplateJson) => template.displayName;

/** Which header each sort of the URL lights ("newest" and "oldest" have no column: none is lit). */
const HEADER_SORTS: Record<TemplateSort, string> = {
  newest: "-created",
  oldest: "created",
  name: "template",
  usage: "-usage",
  lastUsed: "-lastUsed",
};

/**
 * The templates list on the data-table kit: the server sorts (the template, usage and last-use
 * headers choose the sort menu's orders) and pages; type, category, usage and last use can be hidden.
 */
export function useTemplatesTable({
  templates,
  actions,
  ...input
}: ListScreenTableInput<TemplateSort, TemplateRowActions> & { templates: TemplateJson[] }) {
  const t = useTranslations("templates.screen");
  const format = useFormatter();
  const columns = useMemo<ColumnDef<TemplateJson>[]>(() => {
    const nameCell = (template: TemplateJson) => <NameCell template={template} onPreview={actions.onPreview} />;
    const usage = (template: TemplateJson) => format.number(template.usageCount);
    return [
      column("template", t("columns.template"), nameCell, "", { sortBy: "name", isFixed: true }),
      column("type", t("columns.type"), typeLabel, "hidden w-28 md:table-cell"),
      column("category", t("columns.category"), categoryBadge, "hidden w-32 lg:table-cell"),
      column("status", t("columns.status"), (template) => <TemplateStatusBadge template={template} />, "w-32", {
        isFixed: true,
      }),
      column("usage", t("columns.usage"), usage, "hidden w-24 text-sm tabular-nums xl:table-cell", {
        sortBy: "usageCount",
        descFirst: true,
      }),
      column("lastUsed", t("columns.lastUsed"), lastUsed, "hidden w-32 text-sm xl:table-cell", {
        sortBy: "lastUsed",
        descFirst: true,
      }),
      actionsColumn(t("columns.actions"), (template) => <TemplateRowMenu template={template} actions={actions} />),
    ];
  }, [t, format, actions]);
  return useListScreenTable({
    id: "templates",
    data: templates,
    columns,
    getRowId: templateId,
    headerSorts: HEADER_SORTS,
    rowName: templateName,
    t,
    ...input,
  });
}

/** A template as a card: the grid view, and the list below 768 px. */
export function TemplateCard({
  template,
  card,
  actions,
  isGrid,
}: {
  template: TemplateJson;
  card: CardContext<TemplateJson>;
  actions: TemplateRowActions;
  /** The grid's cards keep to the spec's four actions; the phone's list cards offer them all. */
  isGrid: boolean;
}) {
  const t = useTranslations("templates.screen");
  const format = useFormatter();
  return (
    <ListCard
      card={card}
      name={<NameCell template={template} onPreview={actions.onPreview} />}
      menu={<TemplateRowMenu template={template} actions={actions} isCard={isGrid} />}
    >
      <p dir="auto" className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
        {template.bodyText}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <TemplateStatusBadge template={template} />
        <CategoryBadge category={template.category} />
        <TemplateTypeLabel type={template.type} className="text-muted-foreground" />
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
        <span>{t("usageCount", { count: template.usageCount })}</span>
        {template.lastUsed && <span>{t("lastUsedOn", { date: format.date(template.lastUsed) })}</span>}
      </p>
    </ListCard>
  );
}

const SKELETON: SkeletonShapes = {
  thumb: "hidden",
  detail: "w-1/4",
  trailing: ["hidden h-3.5 w-16 md:block", "hidden h-5 w-20 lg:block", "h-5 w-20"],
};

/** Skeleton rows under a live 'Loading templates...' announcement. */
export function TemplatesSkeleton() {
  const t = useTranslations("templates.screen.states");
  return <DataTableSkeleton label={t("loading")} shapes={SKELETON} />;
}

/** The grid view's columns (cards keep a readable width from phone to wide screen). */
export const TEMPLATE_GRID_COLUMNS = "grid-cols-1 sm:grid-cols-2 xl:grid-cols-3";
