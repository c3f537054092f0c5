/** drizzle-kit's configuration: the schema it reads and the migrations folder it writes. */
import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --config server/drizzle.config.ts` writes SQL that both engines apply at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
