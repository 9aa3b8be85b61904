/**
 * French typography of the text people read: the typographic apostrophe (’) between letters, and a
 * non-breaking space (U+00A0, or the narrow U+202F) inside « » and before : ; ! ?. Applied to the web
 * app's JSX text and string literals; what never reaches a person is left out (module paths, types,
 * object keys, class names and other code attributes, console messages, thrown errors).
 * Used by scripts/check-typography.ts (`npm run lint`); tested by scripts/typography.test.ts.
 */
import { parse } from '@babel/parser';

export interface TypographyIssue {
  line: number;
  column: number;
  rule: string;
  excerpt: string;
}

interface Rule {
  name: string;
  pattern: RegExp;
  /** How the raw source of the text is rewritten (`nbsp`: `\u00a0` in a string, `&nbsp;` in JSX text). */
  fix: (raw: string, nbsp: string) => string;
}

const SPACE = '[ \\t\\r\\n]';
const NARROW = '[\\u00a0\\u202f]';

export const RULES: readonly Rule[] = [
  {
    name: 'apostrophe droite entre deux lettres : écrivez ’',
    pattern: /\p{L}'(?=\p{L})/u,
    fix: (raw) => raw.replace(/(\p{L})\\?'(?=\p{L})/gu, '$1’'),
  },
  {
    name: 'espace normale après « : espace insécable (U+00A0)',
    pattern: new RegExp(`«${SPACE}`),
    fix: (raw, nbsp) => raw.replace(new RegExp(`«${SPACE}+`, 'g'), `«${nbsp}`),
  },
  {
    name: 'espace normale avant » : espace insécable (U+00A0)',
    pattern: new RegExp(`${SPACE}»`),
    fix: (raw, nbsp) => raw.replace(new RegExp(`${SPACE}+»`, 'g'), `${nbsp}»`),
  },
  {
    name: 'espace insécable manquante entre « » et le texte',
    pattern: new RegExp(`«(?!${SPACE}|${NARROW}|$)|[^\\s\\u00a0\\u202f]»`),
    fix: (raw) => raw,
  },
  {
    name: 'espace normale avant : ; ! ? : espace insécable (U+00A0)',
    pattern: new RegExp(`${SPACE}[:;!?]`),
    fix: (raw, nbsp) => raw.replace(new RegExp(`${SPACE}+([:;!?])`, 'g'), `${nbsp}$1`),
  },
];

// JSX attributes that hold code, not words.
const CODE_ATTRIBUTES = new Set([
  'className',
  'class',
  'style',
  'id',
  'htmlFor',
  'key',
  'type',
  'role',
  'href',
  'to',
  'src',
  'srcSet',
  'name',
  'value',
  'inputMode',
  'autoComplete',
  'enterKeyHint',
  'rel',
  'target',
  'method',
  'variant',
  'dateTime',
  'lang',
  'dir',
  'form',
  'accept',
  'capture',
]);
const CODE_CALLS = new Set(['cx', 'require']);
const JS_ERRORS = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'AggregateError']);
const SKIPPED_KEYS = new Set(['loc', 'start', 'end', 'extra', 'range', 'leadingComments', 'trailingComments']);

interface Text {
  value: string;
  start: number;
  end: number;
  line: number;
  column: number;
  jsx: boolean;
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every text of a file that may be shown to a person. */
function textsOf(source: string, file: string): Text[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const texts: Text[] = [];
  const add = (node: Node, value: string, jsx = false) => {
    const loc = node.loc as { start: { line: number; column: number } };
    texts.push({ value, start: node.start as number, end: node.end as number, ...loc.start, jsx });
  };

  const visit = (node: Node): void => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'TSLiteralType':
      case 'TSImportType':
      case 'TSExternalModuleReference':
      case 'TSModuleDeclaration':
        return;
      case 'StringLiteral':
        add(node, node.value as string);
        return;
      case 'TemplateElement':
        add(node, (node.value as { cooked: string | null }).cooked ?? '');
        return;
      case 'JSXText':
        add(node, node.value as string, true);
        return;
      case 'JSXAttribute': {
        const name = node.name as Node & { name: unknown };
        const attribute = typeof name.name === 'string' ? name.name : '';
        if (CODE_ATTRIBUTES.has(attribute) || attribute.startsWith('data-')) return;
        if (/^aria-(controls|describedby|labelledby|owns|activedescendant|current|live|hidden)$/.test(attribute))
          return;
        // `label="…"`: JSX, where `\u00a0` is not an escape (`&nbsp;` is).
        const value = node.value as Node | null;
        if (value?.type === 'StringLiteral') {
          add(value, value.value as string, true);
          return;
        }
        break;
      }
      case 'CallExpression':
      case 'NewExpression': {
        const callee = node.callee as Node;
        if (callee.type === 'Import') return;
        if (callee.type === 'Identifier' && CODE_CALLS.has(callee.name as string)) return;
        // JavaScript's own errors are for developers; the app's (ApiError, AppError) carry French for people.
        if (callee.type === 'Identifier' && JS_ERRORS.has(callee.name as string)) return;
        const object = callee.type === 'MemberExpression' ? (callee.object as Node) : null;
        if (object?.type === 'Identifier' && object.name === 'console') return;
        break;
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (SKIPPED_KEYS.has(key)) continue;
      // An object's or a class's key is code (`{ 'aria-label': … }`), its value may be words.
      if (key === 'key' && !node.computed && /Property|Method|Signature/.test(node.type)) continue;
      if (key === 'source' && /^Export/.test(node.type)) continue;
      if (Array.isArray(child)) for (const item of child) isNode(item) && visit(item);
      else if (isNode(child)) visit(child);
    }
  };
  visit(ast.program as unknown as Node);
  return texts;
}

// Non-breaking spaces made visible (·), other runs of spaces shown as one.
const excerptOf = (value: string, index: number) =>
  value
    .slice(Math.max(0, index - 20), index + 20)
    .replace(/[\u00a0\u202f]/g, '·')
    .replace(/\s+/g, ' ')
    .trim();

/** What breaks the rules in one file's source (`file` says whether it holds JSX). */
export function findTypographyIssues(source: string, file: string): TypographyIssue[] {
  const issues: TypographyIssue[] = [];
  for (const text of textsOf(source, file)) {
    for (const rule of RULES) {
      const match = rule.pattern.exec(text.value);
      if (match)
        issues.push({
          line: text.line,
          column: text.column + 1,
          rule: rule.name,
          excerpt: excerptOf(text.value, match.index),
        });
    }
  }
  return issues;
}

/** The source with every fixable issue rewritten (missing spaces inside « » are left to a person). */
export function fixTypography(source: string, file: string): string {
  const texts = textsOf(source, file).filter((text) => RULES.some((rule) => rule.pattern.test(text.value)));
  let fixed = source;
  // From the end, so that earlier positions stay true.
  for (const text of texts.sort((a, b) => b.start - a.start)) {
    const raw = fixed.slice(text.start, text.end);
    const nbsp = text.jsx ? '&nbsp;' : '\\u00a0';
    const rewritten = RULES.reduce((current, rule) => rule.fix(current, nbsp), raw);
    fixed = fixed.slice(0, text.start) + rewritten + fixed.slice(text.end);
  }
  return fixed;
}
