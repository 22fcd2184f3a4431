import { defineConfig } from 'drizzle-kit'

// `flock /tmp/drizzle.lock npx drizzle-kit generate --name <what>` writes a new
// migration into src/db/migrations; commit it with the schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: undefined,
})
