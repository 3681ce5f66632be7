import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildTemplate, PGLITE_TEMPLATE } from './template-db.ts';

export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = await buildTemplate(pgUrl);
  project.provide('dbTemplate', template);
  return async () => {
    if (!pgUrl) await rm(PGLITE_TEMPLATE, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}
