import { defineConfig } from 'drizzle-kit';

// Used only to draft migration SQL from the schema (npm run db:draft); the app applies src/server/db/migrations itself.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './.drizzle-draft',
});
