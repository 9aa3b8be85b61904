import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod response
 * schema (the same one the OpenAPI document shows), instead of re-validating every answer with zod:
 * for a page of 50 products that took a quarter of the request's CPU. Only the properties the schema
 * names are written, so nothing unlisted can leak.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  compileSerializer(schema);

/** The writer of what `schema` describes, as a route's answer is written (an export writes its parts with it). */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJson(nullableAsTypes(jsonSchema) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes `x.nullable()` as `anyOf: [x, { type: 'null' }]`, and fast-json-stringify picks an anyOf
 * branch by validating the value with ajv — for a recipe's ingredient, its whole product with its date
 * formats, 450 times for a page of recipes (three quarters of its serialisation, docs/decisions/0027).
 * The same thing said as `type: [x's type, 'null']` is picked with a typeof. Enums are dropped there:
 * writing a value never checks it.
 */
export function nullableAsTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypes);
  if (!isSchema(schema)) return schema;
  const node: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) node[keyword] = nullableAsTypes(value);
  const options = node.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return node;
  const isNull = (option: unknown) => isSchema(option) && option.type === 'null' && Object.keys(option).length === 1;
  const other = options.find((option) => !isNull(option));
  if (!options.some(isNull) || !isSchema(other) || typeof other.type !== 'string' || other.type === 'null') return node;
  if ('const' in other || 'anyOf' in other || 'oneOf' in other || 'allOf' in other) return node;
  const { anyOf: _options, ...siblings } = node;
  const { enum: _values, ...typed } = other;
  return { ...siblings, ...typed, type: [other.type, 'null'] };
}
