import { describe, expect, it } from "vitest";
import {
  editSendsBackToReview,
  editorPreviewInput,
  firstField,
  initialEditorValues,
  isFieldShown,
  newButton,
  tabOfField,
  type EditorValues,
} from "@/components/templates/editor/editor-values";
import { serverErrorPaths } from "@/components/form/server-errors";
import {
  dropVariableFrom,
  insertAtCursor,
  removeVariable,
  wrapSelection,
} from "@/components/templates/editor/variable-edits";
import { previewSegments, previewUrl, previewVariables } from "@/components/templates/preview/preview-input";
import type { MediaFile } from "@/lib/media/types";
import type { TemplateJson } from "@/lib/templates/types";
import { templateSchema } from "@/lib/validation/templates";

// The template editor's pure half (issue 17): the text edits of its variable tools, the form's
// values from and to a template, which messages show while typing, and what the preview fills in.

const filled = (patch: Partial<EditorValues> = {}): EditorValues => ({
  ...initialEditorValues(null),
  name: "order_update",
  displayName: "Order update",
  bodyText: "Hello {{1}}, your order ships on {{2}} as planned.",
  variables: [
    { name: "customer", example: "Ayşe" },
    { name: "date", example: "12 March" },
  ],
  ...patch,
});

describe("insert at the cursor", () => {
  it("puts {{n}} where the cursor is and moves the cursor after it", () => {
    expect(insertAtCursor("Hello , welcome", 6, 6, "{{1}}")).toEqual({
      text: "Hello {{1}}, welcome",
      selectionStart: 11,
      selectionEnd: 11,
    });
  });

  it("replaces a selection, whichever way it was made", () => {
    expect(insertAtCursor("Hello NAME!", 10, 6, "{{1}}").text).toBe("Hello {{1}}!");
  });

  it("clamps a cursor past the end (the text changed under it)", () => {
    expect(insertAtCursor("Hi", 40, 40, " {{1}}")).toEqual({ text: "Hi {{1}}", selectionStart: 8, selectionEnd: 8 });
  });
});

describe("formatting markers around the selection", () => {
  it("wraps the selected text and keeps it selected", () => {
    expect(wrapSelection("a big sale", 2, 5, "*")).toEqual({
      text: "a *big* sale",
      selectionStart: 3,
      selectionEnd: 6,
    });
  });

  it("puts an empty pair at the cursor with the cursor between (mono is three backticks)", () => {
    expect(wrapSelection("code: ", 6, 6, "```")).toEqual({ text: "code: ``````", selectionStart: 9, selectionEnd: 9 });
  });
});

describe("removing a variable renumbers the rest", () => {
  it("drops {{n}} and moves later numbers down by one", () => {
    expect(dropVariableFrom("A {{1}} B {{2}} C {{3}} D {{2}}", 2)).toBe("A {{1}} B  C {{2}} D ");
  });

  it("leaves earlier numbers alone", () => {
    expect(dropVariableFrom("A {{1}} B {{2}}", 3)).toBe("A {{1}} B {{2}}");
  });

  it("renumbers the body, the header text and URL buttons, and drops the row", () => {
    const values = filled({
      headerType: "TEXT",
      headerText: "Order {{3}}",
      bodyText: "Hi {{1}}, {{2}} and then {{3}} for you.",
      buttons: [
        { ...newButton("URL"), text: "Track", url: "https://example.com/t/{{3}}" },
        { ...newButton("QUICK_REPLY"), text: "{{3}} stays" },
      ],
      variables: [
        { name: "a", example: "1" },
        { name: "b", example: "2" },
        { name: "c", example: "3" },
      ],
    });
    const next = removeVariable(values, 1);
    expect(next.bodyText).toBe("Hi {{1}},  and then {{2}} for you.");
    expect(next.headerText).toBe("Order {{2}}");
    expect(next.buttons[0]!.url).toBe("https://example.com/t/{{2}}");
    // Only a URL carries a variable; a quick reply's text is not touched.
    expect(next.buttons[1]!.text).toBe("{{3}} stays");
    expect(next.variables.map((variable) => variable.name)).toEqual(["a", "c"]);
  });
});

const media = { id: "file-1", name: "banner.png", type: "IMAGE" } as MediaFile;

const saved: TemplateJson = {
  id: "t1",
  name: "welcome",
  displayName: "Welcome",
  category: "UTILITY",
  language: "en",
  status: "APPROVED",
  rejectionReason: null,
  rejectionCode: null,
  type: "IMAGE",
  channel: { id: "c1", name: "WhatsApp Sandbox" },
  headerType: "IMAGE",
  headerText: null,
  headerMedia: media,
  bodyText: "Hi {{1}}, welcome aboard our shop.",
  footerText: null,
  buttons: [{ type: "PHONE_NUMBER", text: "Call", phone_number: "+905321234567" }],
  variables: [{ name: "name", example: "Ayşe" }],
  usageCount: 0,
  lastUsed: null,
  history: [],
  createdAt: "2026-11-25T08:00:00.000Z",
  updatedAt: "2026-11-25T08:00:00.000Z",
};

describe("the form's values", () => {
  it("start as a MARKETING draft in Turkish with no header, which the shared schema refuses until filled", () => {
    const values = initialEditorValues(null);
    expect(values).toMatchObject({ category: "MARKETING", language: "tr", headerType: "NONE", buttons: [] });
    const result = templateSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["name", "displayName", "bodyText"]),
    );
  });

  it("filled in, pass the very schema the API parses with", () => {
    expect(templateSchema.safeParse(filled()).success).toBe(true);
  });

  it("come from a saved template with every optional field present", () => {
    const values = initialEditorValues(saved);
    expect(values).toMatchObject({ channelId: "c1", headerMediaId: "file-1", headerText: "", footerText: "" });
    expect(values.buttons).toEqual([{ type: "PHONE_NUMBER", text: "Call", url: "", phone_number: "+905321234567" }]);
    expect(templateSchema.safeParse(values).success).toBe(true);
  });

  it("map to the preview: only the header the type uses, and only a picked file that is the one chosen", () => {
    const values = initialEditorValues(saved);
    const preview = editorPreviewInput(values, media);
    expect(preview.headerMedia).toBe(media);
    expect(preview.headerText).toBeNull();
    expect(preview.buttons[0]).toEqual({
      type: "PHONE_NUMBER",
      text: "Call",
      url: null,
      phone_number: "+905321234567",
    });
    expect(preview).toMatchObject({ name: "welcome", category: "UTILITY", language: "en" });
    expect(editorPreviewInput({ ...values, headerMediaId: "other" }, media).headerMedia).toBeNull();
    expect(editorPreviewInput({ ...values, headerType: "TEXT", headerText: "Hi" }, media)).toMatchObject({
      headerMedia: null,
      headerText: "Hi",
    });
  });
});

describe("messages while typing", () => {
  it("a field's message shows once that field was edited, and every message after a submit", () => {
    expect(isFieldShown("name", new Set(), false)).toBe(false);
    expect(isFieldShown("name", new Set(["displayName"]), false)).toBe(false);
    expect(isFieldShown("name", new Set(["name"]), false)).toBe(true);
    expect(isFieldShown("name", new Set(), true)).toBe(true);
  });

  it("a list's message shows once a child was edited, a child's once the list was changed", () => {
    expect(isFieldShown("buttons", new Set(["buttons.1.text"]), false)).toBe(true);
    expect(isFieldShown("buttons.0.url", new Set(["buttons"]), false)).toBe(true);
    expect(isFieldShown("buttons.0.url", new Set(["buttons.1.url"]), false)).toBe(false);
  });

  it("the variables-against-uses message shows once the body changed", () => {
    expect(isFieldShown("variables", new Set(["bodyText"]), false)).toBe(true);
    expect(isFieldShown("variables", new Set(["footerText"]), false)).toBe(false);
  });

  it("a field's tab and the first field in reading order", () => {
    expect(tabOfField("name")).toBe("basic");
    expect(tabOfField("channelId")).toBe("basic");
    expect(tabOfField("buttons.1.url")).toBe("content");
    expect(tabOfField("headerMediaId")).toBe("content");
    expect(firstField(["variables.0.example", "buttons.10.text", "buttons.2.text", "displayName"])).toBe("displayName");
    expect(firstField(["buttons.10.text", "buttons.2.text"])).toBe("buttons.2.text");
    expect(firstField([])).toBeNull();
  });

  it("finds the server's messages in the form's errors, nested ones by their dotted path", () => {
    const errors = {
      name: { type: "server", message: "Taken" },
      displayName: { type: "custom", message: "{}" },
      buttons: [undefined, { url: { type: "server", message: "Bad" }, text: { type: "custom" } }],
      root: { server: { type: "server", message: "Alert" } },
    };
    expect(serverErrorPaths(errors, "server")).toEqual(["name", "buttons.1.url"]);
  });

  it("editing a reviewed template sends it back; a draft or a rejected one is just edited", () => {
    expect(editSendsBackToReview("APPROVED")).toBe(true);
    expect(editSendsBackToReview("PENDING")).toBe(true);
    expect(editSendsBackToReview("DRAFT")).toBe(false);
    expect(editSendsBackToReview("REJECTED")).toBe(false);
  });
});

describe("the preview's variables", () => {
  it("shows an example value, else {{name}}, else leaves {{n}}", () => {
    expect(
      previewVariables([
        { name: "customer", example: " Ayşe " },
        { name: "date", example: "" },
        { name: "", example: "" },
      ]),
    ).toEqual([
      { name: "customer", example: "Ayşe" },
      { name: "date", example: "{{date}}" },
      { name: "", example: "" },
    ]);
    const text = previewSegments("Hi {{1}} on {{2}} at {{3}}.", [
      { name: "customer", example: "Ayşe" },
      { name: "date", example: "" },
    ])
      .map((segment) => segment.text)
      .join("");
    expect(text).toBe("Hi Ayşe on {{date}} at {{3}}.");
  });

  it("keeps WhatsApp's formatting around a filled-in value", () => {
    const segments = previewSegments("*Hi {{1}}*", [{ name: "n", example: "Ayşe" }]);
    expect(segments).toEqual([
      { text: "Hi ", styles: ["bold"] },
      { text: "Ayşe", styles: ["bold"], variable: true },
    ]);
  });

  it("fills a URL button's trailing variable with its example, encoded", () => {
    expect(previewUrl("https://example.com/t/{{1}}", [{ name: "id", example: "A 1" }])).toBe(
      "https://example.com/t/A%201",
    );
    expect(previewUrl("https://example.com/t/{{1}}", [])).toBe("https://example.com/t/{{1}}");
  });
});
