import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every user-facing string comes from messages/ (issue 4): this fails when a component renders
// a hard-coded literal, as JSX text or in an attribute people read (aria-label, title, alt,
// placeholder, label). Symbols, numbers and single characters are fine.

const root = path.join(import.meta.dirname, "..", "..");
const SCANNED = ["app", "components"];
const READ_ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder", "label", "aria-description"]);
const HAS_WORD = /\p{L}{2,}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_WORD.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : null;
      if (text && HAS_WORD.test(text)) found.push(`${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(root, file)}: ${text}`);
}

describe("no hard-coded user-facing strings", () => {
  it("app/ and components/ render text only from messages/", () => {
    const literals = SCANNED.flatMap((dir) => tsxFiles(path.join(root, dir))).flatMap(literalsIn);
    expect(literals).toEqual([]);
  });

  it("the check itself catches a literal", () => {
    const probe = path.join(root, "tests", "helpers", "literal-probe.fixture.tsx");
    expect(literalsIn(probe)).toEqual([
      'tests/helpers/literal-probe.fixture.tsx: aria-label="Close dialog"',
      "tests/helpers/literal-probe.fixture.tsx: Kaydet",
    ]);
  });
});
