import { z } from 'zod';
import { ANSWERS, apiFailureSchema } from '../../shared/api/answers/index.ts';
import { API_GROUPS, type ApiGroup } from '../../shared/api/groups.ts';
import type { OptionDef } from '../http/context.ts';
import { BASE } from '../../shared/base-path.ts';

type JsonSchema = Record<string, unknown>;

function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** A request body: the option's payload schema with `option` fixed to its name (the discriminator). */
function requestSchema(def: OptionDef): JsonSchema {
  const json = toJson(def.schema, 'input');
  const properties = { option: { type: 'string', const: def.option }, ...((json.properties as JsonSchema | undefined) ?? {}) };
  const required = ['option', ...((json.required as string[] | undefined) ?? [])];
  return { ...json, type: 'object', properties, required };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The shopper API as OpenAPI 3.1, generated from the shared contract (decision 0100): one POST per group, whose
 * form body is one of its options' request schemas (discriminated by `option`), answered by that option's answer
 * schema, or by the one failure shape with its error code.
 */
export function openApiDocument(registry: Map<string, OptionDef>): JsonSchema {
  const schemas: Record<string, JsonSchema> = { ApiFailure: toJson(apiFailureSchema, 'output') };
  const paths: Record<string, JsonSchema> = {};
  for (const group of Object.keys(API_GROUPS) as ApiGroup[]) {
    const defs = [...registry.values()].filter((d) => d.group === group);
    if (defs.length === 0) continue;
    const mapping: Record<string, string> = {};
    for (const def of defs) {
      const name = `${group}.${def.option}`;
      schemas[`${name}.request`] = requestSchema(def);
      const answer = (ANSWERS as Record<string, Record<string, z.ZodType>>)[group][def.option];
      schemas[`${name}.answer`] = toJson(answer, 'output');
      mapping[def.option] = `#/components/schemas/${name}.request`;
    }
    const body = { oneOf: defs.map((d) => ref(`${group}.${d.option}.request`)), discriminator: { propertyName: 'option', mapping } };
    paths[`${BASE}/api/${group}`] = {
      post: {
        operationId: group,
        summary: `The ${group} options: ${defs.map((d) => d.option).join(', ')}`,
        security: group === 'token' ? [] : [{ apiToken: [] }],
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: body }, 'multipart/form-data': { schema: body } },
        },
        responses: {
          '200': {
            description: "The option's answer",
            content: { 'application/json': { schema: { oneOf: defs.map((d) => ref(`${group}.${d.option}.answer`)) } } },
          },
          default: {
            description:
              'A refusal: bad input (400), login needed (401), not allowed (403), not found (404), conflict (409), too many tries (429), busy (503)',
            content: { 'application/json': { schema: ref('ApiFailure') } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ugift shopper API',
      version: '1',
      description:
        'Every call is a POST of a form (the `option` field selects the operation) with a bearer api_token from token/get_api_token.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        apiToken: { type: 'http', scheme: 'bearer', description: 'api_token from token/get_api_token; login answers a fresh one' },
      },
    },
  };
}
