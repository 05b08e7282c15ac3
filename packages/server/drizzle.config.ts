import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @blade-console/server db:generate` writes a new versioned migration into ./drizzle
// from the schema files; the server applies pending ones on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
