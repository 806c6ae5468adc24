// drizzle-kit's configuration: `npm run db:generate` writes a migration for each schema change.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/storage/schema.mjs',
  out: './server/storage/migrations',
});
