// @engine-independent: the response serializer alone, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nullableAsTypes, responseSerializerCompiler } from './serializer.js';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;

describe('the response serializer', () => {
  const line = z.object({
    label: z.string(),
    quantity: z.string().nullable(),
    grade: z.enum(['a', 'b']).nullable(),
    count: z.number().int().nullable(),
    tags: z.array(z.string()).nullable(),
    product: z.object({ id: z.number().int(), date: z.iso.date().nullable() }).nullable(),
  });
  const serialize = serializerOf(z.object({ items: z.array(line) }));

  it('writes nullable fields, objects and arrays as JSON.stringify does, null or not', () => {
    const items = [
      { label: 'Lait', quantity: '1 l', grade: 'a', count: 2, tags: ['frais'], product: { id: 1, date: '2026-11-24' } },
      { label: 'Sel', quantity: null, grade: null, count: null, tags: null, product: null },
      { label: 'Œufs', quantity: null, grade: 'b', count: 0, tags: [], product: { id: 2, date: null } },
    ];
    expect(serialize({ items })).toBe(JSON.stringify({ items }));
  });

  it('still writes only the properties the schema names', () => {
    const item = { label: 'Lait', quantity: null, grade: null, count: null, tags: null, product: null, secret: 'x' };
    expect(serialize({ items: [{ ...item, product: { id: 1, date: null, secret: 'y' } }] })).not.toContain('secret');
  });

  it('says « x or null » as a type list instead of an anyOf', () => {
    expect(nullableAsTypes({ anyOf: [{ type: 'string', enum: ['a'] }, { type: 'null' }], description: 'd' })).toEqual({
      type: ['string', 'null'],
      description: 'd',
    });
    // Anything else is left as it is.
    const union = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(nullableAsTypes(union)).toEqual(union);
    const literal = { anyOf: [{ type: 'string', const: 'x' }, { type: 'null' }] };
    expect(nullableAsTypes(literal)).toEqual(literal);
  });
});
