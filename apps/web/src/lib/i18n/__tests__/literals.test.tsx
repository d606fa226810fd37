import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No component shows a string outside the catalogue (issue 70, decision 097): every .tsx of the web
 * app is parsed with the TypeScript compiler, and any text with letters written straight into JSX, or
 * into a prop a person reads or hears (label, placeholder, title, aria-label, …), is a finding. Words
 * belong in lib/i18n/en/<area>.ts with their Hindi in lib/i18n/hi/<area>.ts.
 */
const src = join(import.meta.dirname, '../../..');

/** Props whose string a user sees or a screen reader says. */
const SHOWN_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'alt',
  'error',
  'message',
  'caption',
  'heading',
  'nothingFoundMessage',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

/**
 * What may be written as it is, justified each: names and symbols that read the same in every
 * language the portal speaks, never sentences.
 */
const ALLOWED = new Set([
  // A web address's scheme, as the placeholder of a link field (a meeting link, a webhook): typed as is.
  'https://',
]);

const letters = /\p{L}/u;

/** JSX text as the page shows it: `&gt;` is '>', not the letters g and t. */
const decodeEntities = (text: string) => text.replace(/&(?:#x?[0-9a-f]+|[a-z]+);/gi, ' ');

type Finding = { file: string; line: number; text: string };

/** The user-visible literals of one .tsx source, as file:line and the text. */
function literalsIn(file: string, source: string): Finding[] {
  const parsed = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const shown = text.replace(/\s+/g, ' ').trim();
    if (!letters.test(shown) || ALLOWED.has(shown)) return;
    const { line } = parsed.getLineAndCharacterOfPosition(node.getStart(parsed));
    found.push({ file, line: line + 1, text: shown });
  };
  /** The literal strings an expression can evaluate to: 'x', `x`, `a ${b} c`'s parts, a ? 'x' : 'y', a ?? 'x'. */
  const strings = (expression: ts.Expression): [ts.Node, string][] => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return [[expression, expression.text]];
    if (ts.isTemplateExpression(expression))
      return [
        [expression.head, expression.head.text],
        ...expression.templateSpans.map((span): [ts.Node, string] => [span.literal, span.literal.text]),
      ];
    if (ts.isParenthesizedExpression(expression)) return strings(expression.expression);
    if (ts.isConditionalExpression(expression))
      return [...strings(expression.whenTrue), ...strings(expression.whenFalse)];
    if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.PlusToken].includes(
        expression.operatorToken.kind,
      )
    )
      return [...strings(expression.left), ...strings(expression.right)];
    return [];
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, decodeEntities(node.text));
    else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      SHOWN_PROPS.has(node.name.text)
    )
      for (const [at, text] of strings(node.initializer)) report(at, text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      for (const [at, text] of strings(node.expression)) report(at, text);
    else if (ts.isJsxAttribute(node) && SHOWN_PROPS.has(node.name.getText(parsed)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression)
        for (const [at, text] of strings(value.expression)) report(at, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'test', 'i18n'].includes(entry.name) ? [] : componentFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the components', () => {
  it('show no string outside the catalogue', () => {
    const files = componentFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => literalsIn(relative(src, path), readFileSync(path, 'utf8')));
    expect(found.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it('would find a literal planted in JSX text, a shown prop or an expression', () => {
    const planted = `
      export const Planted = ({ ok }: { ok: boolean }) => (
        <Stack aria-label="Fee desk" title={ok ? t.common.close : 'Shut it'}>
          Collect fee
          <Button label={\`Pay \${amount}\`} data-testid="not-shown">{'Save'}</Button>
          <Text>{t.common.close} · ₹ {total}</Text>
          <Code>{'—'}</Code>
        </Stack>
      );`;
    expect(literalsIn('planted.tsx', planted).map((f) => `${f.line} ${f.text}`)).toEqual([
      '3 Fee desk',
      '3 Shut it',
      '4 Collect fee',
      '5 Pay',
      '5 Save',
    ]);
  });
});
