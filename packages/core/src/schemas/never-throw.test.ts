import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index.js';

// A refinement, a transform or a check that throws inside validation becomes a 500 instead of a 400
// (issue 26: `GET /stats?from=2026-13&to=2026-13` threw `RangeError: Not a month`). zod runs an object's
// refinements even when a field failed a format or a pattern, so every one of them sees malformed
// strings. This feeds every schema of core values shaped like its own input (its fields, its arrays)
// with junk at the leaves, and asks only that validation answers instead of throwing.

type Node = Record<string, unknown>;

/** Strings that look almost right: what a fuzzer tries first. */
const NEAR_MISSES = [
  '',
  'x',
  '2026-13',
  '2026-00',
  '2026-02-30',
  '0999-06-15',
  '0001-01-01',
  '9999-12-31',
  '2026-W54',
  '2026-W00',
  '-1',
  'NaN',
  '1e400',
  '__proto__',
];

const leaf = fc.oneof(fc.anything(), fc.string({ maxLength: 12 }), fc.constantFrom(...NEAR_MISSES));

function valueFor(node: Node | boolean | undefined, defs: Record<string, Node>, depth: number): fc.Arbitrary<unknown> {
  if (typeof node !== 'object' || depth > 5) return leaf;
  const ref = typeof node.$ref === 'string' ? defs[node.$ref.replace(/^#\/\$defs\//, '')] : undefined;
  if (ref) return valueFor(ref, defs, depth + 1);
  const options: fc.Arbitrary<unknown>[] = [leaf];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) options.push(...branches.map((branch) => valueFor(branch, defs, depth + 1)));
  }
  if (Array.isArray(node.enum)) options.push(fc.constantFrom(...(node.enum as unknown[])));
  if ('const' in node) options.push(fc.constant(node.const));
  if (node.type === 'object' && typeof node.properties === 'object' && node.properties !== null) {
    const fields = Object.fromEntries(
      Object.entries(node.properties as Record<string, Node>).map(([name, field]) => [
        name,
        valueFor(field, defs, depth + 1),
      ]),
    );
    // Every field present, and any of them missing.
    options.push(fc.record(fields), fc.record(fields, { requiredKeys: [] }));
  }
  if (node.type === 'array') options.push(fc.array(valueFor(node.items as Node, defs, depth + 1), { maxLength: 3 }));
  if (node.type === 'string' && typeof node.pattern === 'string') {
    try {
      options.push(fc.stringMatching(new RegExp(node.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: the near misses stand in for it.
    }
  }
  if (node.type === 'integer' || node.type === 'number') options.push(fc.integer({ min: -2, max: 200 }));
  if (node.type === 'boolean') options.push(fc.boolean());
  return fc.oneof(...options);
}

const everySchema = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('validation never throws', () => {
  it.each(everySchema)('%s answers success or issues for any input', (_name, schema) => {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input', cycles: 'ref' }) as Node;
    const input = valueFor(json, (json.$defs ?? {}) as Record<string, Node>, 0);
    fc.assert(
      fc.property(input, (value) => {
        expect(() => schema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('answers the Bilan a malformed month as an issue naming the field', () => {
    for (const [from, to] of [
      ['2026-13', '2026-13'],
      ['junk', 'junk'],
      ['2026-01', 'junk'],
    ]) {
      const parsed = schemas.statsQuerySchema.safeParse({ from, to });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(from === '2026-01' ? 'to' : 'from');
    }
  });
});
