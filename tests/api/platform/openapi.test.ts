import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../../src/server/registry.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Doc = {
  openapi: string;
  paths: Record<
    string,
    {
      post: {
        requestBody: {
          content: Record<
            string,
            { schema: { oneOf: unknown[]; discriminator: { propertyName: string; mapping: Record<string, string> } } }
          >;
        };
      };
    }
  >;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

describe('GET /UgiftWeb/api/openapi.json', () => {
  it('describes every registered option: its request body, discriminated by option, and its answer', async () => {
    const res = await t.app.request('/UgiftWeb/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const registry = buildRegistry();
    for (const key of registry.keys()) {
      const [group, option] = key.split('/');
      const body = doc.paths[`/UgiftWeb/api/${group}`]?.post.requestBody.content['application/x-www-form-urlencoded'].schema;
      expect(body?.discriminator.propertyName, key).toBe('option');
      expect(body?.discriminator.mapping[option], key).toBe(`#/components/schemas/${group}.${option}.request`);
      const request = doc.components.schemas[`${group}.${option}.request`];
      expect(request.properties?.option, key).toEqual({ type: 'string', const: option });
      expect(request.required, key).toContain('option');
      expect(doc.components.schemas[`${group}.${option}.answer`]?.properties, key).toHaveProperty('success');
    }
    const count = Object.values(doc.paths).reduce(
      (n, p) => n + p.post.requestBody.content['application/x-www-form-urlencoded'].schema.oneOf.length,
      0,
    );
    expect(count).toBe(registry.size);
  });

  it('names the fields an option requires', async () => {
    const doc = (await (await t.app.request('/UgiftWeb/api/openapi.json')).json()) as Doc;
    expect(doc.components.schemas['account.login.request'].required).toEqual(expect.arrayContaining(['phone_number', 'password']));
    expect(doc.components.schemas['account.login.answer'].properties).toHaveProperty('api_token');
  });
});
