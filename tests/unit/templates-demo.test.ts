import { describe, expect, it } from "vitest";
import { DEMO_TEMPLATES, demoSandboxTemplateId } from "@/prisma/demo-templates";
import { metaCategory, submissionComponents } from "@/lib/templates/meta-components";
import { sandboxTemplateVerdict } from "@/lib/server/channels/providers/sandbox/template-verdict";
import { templateSchema } from "@/lib/validation/templates";

// The demo's templates (prisma/demo-templates.ts): the spec's 15 samples (8 marketing, 4
// transactional, 3 utility), each one the editor would accept, and each status one the sandbox
// would have reached (the rejected one for the reason it carries).

const asInput = (template: (typeof DEMO_TEMPLATES)[number]) => ({
  ...template,
  headerMediaId: template.headerMediaName ? "demo-file" : null,
});

describe("the demo templates", () => {
  it("are the spec's 15: 8 marketing, 4 transactional, 3 utility, in several languages and statuses", () => {
    expect(DEMO_TEMPLATES).toHaveLength(15);
    const count = (category: string) => DEMO_TEMPLATES.filter((template) => template.category === category).length;
    expect([count("MARKETING"), count("TRANSACTIONAL"), count("UTILITY")]).toEqual([8, 4, 3]);
    expect(new Set(DEMO_TEMPLATES.map((template) => template.language)).size).toBeGreaterThanOrEqual(3);
    const statuses = DEMO_TEMPLATES.map((template) => template.history.at(-1)![0]);
    for (const status of ["DRAFT", "PENDING", "APPROVED", "REJECTED", "PAUSED"]) expect(statuses).toContain(status);
    expect(statuses.filter((status) => status === "REJECTED")).toHaveLength(1);
    expect(DEMO_TEMPLATES.filter((template) => template.headerType === "IMAGE").length).toBeGreaterThanOrEqual(3);
    expect(DEMO_TEMPLATES.filter((template) => template.buttons.length > 0).length).toBeGreaterThanOrEqual(8);
    expect(new Set(DEMO_TEMPLATES.map((template) => template.id)).size).toBe(15);
    expect(new Set(DEMO_TEMPLATES.map((template) => `${template.name}:${template.language}`)).size).toBe(15);
  });

  it("each passes the editor's rules", () => {
    for (const template of DEMO_TEMPLATES) {
      const parsed = templateSchema.safeParse(asInput(template));
      expect(parsed.error?.issues ?? [], template.name).toEqual([]);
    }
  });

  it("histories run forward from a draft; only used templates were approved first", () => {
    for (const template of DEMO_TEMPLATES) {
      expect(template.history[0]![0], template.name).toBe("DRAFT");
      const days = template.history.map(([, daysAgo]) => daysAgo);
      expect(
        [...days].sort((a, b) => b - a),
        template.name,
      ).toEqual(days);
      if (template.uses > 0)
        expect(
          template.history.map(([status]) => status),
          template.name,
        ).toContain("APPROVED");
    }
  });

  it("the sandbox would have judged each as its history says", () => {
    for (const template of DEMO_TEMPLATES.filter((item) => item.history.length > 2)) {
      const parsed = templateSchema.parse(asInput(template));
      const kanal = { ...parsed, body: parsed.bodyText, footer: parsed.footerText };
      const verdict = sandboxTemplateVerdict({
        name: kanal.name,
        language: kanal.language,
        category: metaCategory(kanal.category),
        components: submissionComponents(kanal),
      });
      const rejected = template.history.find(([status]) => status === "REJECTED");
      expect(verdict, template.name).toBe(rejected ? rejected[2] : null);
    }
    const id = demoSandboxTemplateId(DEMO_TEMPLATES[0]!, new Date(0));
    expect(JSON.parse(Buffer.from(id.slice(4), "base64url").toString())).toMatchObject({ n: "efsane_cuma", r: null });
  });
});
