/**
 * How dependency-cruiser reads our TypeScript: its `babelConfig` (`.dependency-cruiser.js`).
 *
 * dependency-cruiser 17 (the last one for Node 20) has no reader for it that works here: `tsc` needs the
 * TypeScript compiler API, which TypeScript 7 no longer has, and `swc` fails on JSX in `.tsx`. Babel is
 * its remaining way in, so this plugin parses the file with @babel/parser and hands on only what the
 * file imports, one line each, which dependency-cruiser then resolves and checks:
 *   import … from 'x'  ·  export … from 'x'       → import "x"  ·  export * from "x"
 *   import('x')  ·  new URL('./x.ts', import.meta.url)  → import("x")   (a lazy screen, a worker)
 *   require('x')                                   → require("x")
 *   import type …  ·  export type …  ·  import('x').T   → __typeOnly("x")
 * A type-only import is erased from the build: it loads nothing (zod, kysely), yet it still crosses a
 * boundary between folders. The marker keeps it visible; dependency-cruiser reports it as an
 * `exotic-require`, which is how the rules tell the two apart.
 * Only these lines reach Babel's transform and dependency-cruiser's own (ES2020) parser: no time spent
 * on the rest of the file, and no syntax they do not know.
 */
import { parse } from '@babel/parser';

/** The call a type-only import becomes: `.dependency-cruiser.js` lists it in `exoticRequireStrings`. */
export const TYPE_ONLY_MARKER = '__typeOnly';
const SCRIPT = /\.[cm]?[jt]sx?$/;

/** A string literal, or a template literal without `${}`: the only imports a tool can follow. */
function literal(node) {
  if (node?.type === 'StringLiteral') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  return undefined;
}

/** `new URL('./x.ts', import.meta.url)`: a file loaded beside this one, in practice a worker. */
function besideThisFile(node) {
  const [first, second] = node.arguments;
  const source = literal(first);
  const importMetaUrl =
    second?.type === 'MemberExpression' && second.object.type === 'MetaProperty' && second.property.name === 'url';
  return node.callee.type === 'Identifier' && node.callee.name === 'URL' && importMetaUrl && SCRIPT.test(source ?? '')
    ? source
    : undefined;
}

/** Every `[kind, source]` the program imports, in order. */
function importsOf(program) {
  /** @type {[string, string][]} */
  const found = [];
  const visit = (node) => {
    switch (node.type) {
      case 'ImportDeclaration':
        found.push([node.importKind === 'type' ? TYPE_ONLY_MARKER : 'import', node.source.value]);
        return;
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.source) found.push([node.exportKind === 'type' ? TYPE_ONLY_MARKER : 'export', node.source.value]);
        break;
      case 'TSImportEqualsDeclaration':
        if (node.moduleReference.type === 'TSExternalModuleReference') {
          found.push([
            node.importKind === 'type' ? TYPE_ONLY_MARKER : 'require',
            node.moduleReference.expression.value,
          ]);
        }
        return;
      case 'TSImportType': {
        const source = literal(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument);
        if (source !== undefined) found.push([TYPE_ONLY_MARKER, source]);
        break;
      }
      case 'CallExpression': {
        const source = literal(node.arguments[0]);
        if (source !== undefined && node.callee.type === 'Import') found.push(['dynamic', source]);
        if (source !== undefined && node.callee.type === 'Identifier' && node.callee.name === 'require') {
          found.push(['require', source]);
        }
        break;
      }
      case 'ImportExpression': {
        // How @babel/parser writes `import('x')` with its `createImportExpressions` option.
        const source = literal(node.source);
        if (source !== undefined) found.push(['dynamic', source]);
        break;
      }
      case 'NewExpression': {
        const source = besideThisFile(node);
        if (source !== undefined) found.push(['dynamic', source]);
        break;
      }
    }
    for (const key in node) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (const item of value) if (item && typeof item.type === 'string') visit(item);
      } else if (value && typeof value.type === 'string') {
        visit(value);
      }
    }
  };
  visit(program);
  return found;
}

function line([kind, written]) {
  // Vite's `?url`, `?raw`, `?worker` say how a file is loaded, not which file it is.
  const source = JSON.stringify(written.replace(/\?[^/]*$/, ''));
  if (kind === 'import') return `import ${source};`;
  if (kind === 'export') return `export * from ${source};`;
  if (kind === 'dynamic') return `import(${source});`;
  return `${kind}(${source});`;
}

function onlyImports() {
  return {
    parserOverride(code, parserOptions) {
      const jsx = /\.[jt]sx$/.test(parserOptions.sourceFileName ?? '');
      const file = parse(code, {
        sourceType: 'module',
        errorRecovery: false,
        plugins: jsx ? ['typescript', 'jsx'] : ['typescript'],
      });
      return parse(importsOf(file.program).map(line).join('\n'), { sourceType: 'module' });
    },
  };
}

export default {
  // Only what is written here: no babel.config.js or .babelrc of the repository or of a package.
  babelrc: false,
  configFile: false,
  compact: true,
  comments: false,
  plugins: [onlyImports],
};
