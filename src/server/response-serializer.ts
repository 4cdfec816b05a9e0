import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What a response is written as: a string, or UTF-8 bytes where a serializer encodes them itself. */
export type Serializer = (data: unknown) => string | Buffer;
type StringSerializer = (data: unknown) => string;
type SerializerCompilerInput = Parameters<FastifySchemaCompiler<unknown>>[0];
type JsonSchema = { [key: string]: unknown };

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/**
 * The contract's JSON Schema as fast-json-stringify needs it to write exactly what zod writes.
 *
 * `anyOf` of primitive types, or of one schema and null (what zod emits for `.nullable()`), as one `type` list: fast-json-stringify
 * serializes a type list inline, where an `anyOf` would need a JSON Schema validator to pick the branch.
 * Only the serializer reads this schema, and it validates nothing, so the members' constraints can go.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) result[key] = simplify(value);
  // fast-json-stringify writes required properties before optional ones, where zod keeps the schema's order:
  // only the required properties that lead the schema stay required (the serializer checks nothing else).
  const properties = result.properties;
  if (result.type === 'object' && Array.isArray(result.required) && typeof properties === 'object' && properties) {
    const required = new Set(result.required as string[]);
    const leading: string[] = [];
    for (const key of Object.keys(properties)) {
      if (!required.has(key)) break;
      leading.push(key);
    }
    result.required = leading;
  }
  const members = result.anyOf;
  if (Array.isArray(members) && Object.keys(result).length === 1) {
    const primitive = members.every(
      (member: JsonSchema) => typeof member.type === 'string' && PRIMITIVE_TYPES.has(member.type),
    );
    if (primitive) {
      const types = [...new Set(members.map((member: JsonSchema) => member.type as string))];
      return { type: types.length === 1 ? types[0] : types };
    }
    // A nullable object or array: its schema with null added to its type.
    const [first, second] = members as JsonSchema[];
    if (members.length === 2 && first && second?.type === 'null' && typeof first.type === 'string') {
      return { ...first, type: [first.type, 'null'] };
    }
  }
  return result;
}

/**
 * A serializer compiled from the contract's JSON Schema (zod 4 emits it): the same bytes as encoding through the
 * zod schema, without re-validating. Null when the schema has no JSON Schema form (transforms, custom types) or
 * is a union of objects; the zod serializer serves those.
 */
export function compileContractSerializer(schema: z.ZodType): StringSerializer | null {
  // Many routes share a schema (every error body is one): each is compiled once per process.
  const compiled = compiledSerializers.get(schema);
  if (compiled !== undefined) return compiled;
  const serializer = compileSerializer(schema);
  compiledSerializers.set(schema, serializer);
  return serializer;
}

const compiledSerializers = new WeakMap<z.ZodType, StringSerializer | null>();

const BRANCHING_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not']);

/** Whether fast-json-stringify would run a JSON Schema validator to pick a branch (costlier than zod itself). */
function branches(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(branches);
  if (typeof schema !== 'object' || schema === null) return false;
  return Object.entries(schema as JsonSchema).some(([key, value]) =>
    // The keys of `properties` are field names, not keywords.
    key === 'properties' && typeof value === 'object' && value !== null
      ? Object.values(value as JsonSchema).some(branches)
      : BRANCHING_KEYWORDS.has(key) || branches(value),
  );
}

function compileSerializer(schema: z.ZodType): StringSerializer | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    delete jsonSchema.$schema;
    const simplified = simplify(jsonSchema);
    // Unions of objects (lesson sections, exercises, socket frames) stay with zod: off the hot paths, and
    // fast-json-stringify would validate every item against each branch to choose one.
    if (branches(simplified)) return null;
    return fastJson(simplified as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * What the serializer with `checkAgainstContract` throws when the two ways of serializing disagree; like a response
 * that fails its schema, the error handler answers it with a 500 (it has the route's method and url).
 */
export class SerializerDriftError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    expected: string,
    actual: string,
  ) {
    super(
      `${method} ${url}: the compiled serializer wrote ${actual.slice(0, 300)} where the contract's schema writes ${expected.slice(0, 300)}`,
    );
    this.name = 'SerializerDriftError';
  }
}

const zodSerializerCompiler = createSerializerCompiler();

/**
 * Fastify's response serializer compiler. Responses are built by our own code from the contract's types, so in
 * production they are serialized from the contract's JSON Schema without re-validating (validation cost three
 * times JSON.stringify; docs/ARCHITECTURE.md#performance). With `checkAgainstContract` (the tests) every
 * response is also validated and encoded by the zod schema, and the request fails unless both give the same
 * bytes: a drift between code and contract, or between the two serializers, still fails the test suite.
 * `written`: serializers written for one schema of a hot path (the lessons overview), used instead of the
 * compiled one and checked the same way.
 */
export function responseSerializerCompiler({
  checkAgainstContract,
  written = new Map(),
}: {
  checkAgainstContract: boolean;
  written?: ReadonlyMap<z.ZodType, Serializer>;
}) {
  // Fastify's types say a serializer answers a string; its reply sends a Buffer as it is (reply.js onSendEnd).
  return (route: SerializerCompilerInput): StringSerializer => {
    const schema = route.schema as z.ZodType;
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as StringSerializer;
    // Compiled at a route's first response, not at start-up: Fastify asks for every route's serializers while
    // starting, and compiling them all then added to the start-up budget (docs/ARCHITECTURE.md#performance).
    let serialize: Serializer | undefined;
    return (data) => {
      if (serialize === undefined) {
        const fast = written.get(schema) ?? compileContractSerializer(schema);
        if (!fast) serialize = checked;
        else serialize = checkAgainstContract ? checkedSerializer(route, checked, fast) : fast;
      }
      return serialize(data) as string;
    };
  };
}

/**
 * `contract` (which validates) compared with `fast` on every call: throws SerializerDriftError when they differ,
 * and answers what `fast` wrote, so the tests send the bytes production sends.
 */
export function checkedSerializer(
  route: { method: string; url: string },
  contract: StringSerializer,
  fast: Serializer,
): Serializer {
  return (data) => {
    const expected = contract(data);
    const actual = fast(data);
    const text = typeof actual === 'string' ? actual : actual.toString('utf8');
    if (text !== expected) throw new SerializerDriftError(route.method, route.url, expected, text);
    return actual;
  };
}
