/**
 * Migrates and seeds a database, then exits: `node --import tsx server/scripts/prepare-db.ts <pglite-dir | postgres-url>`.
 * test/support/server.ts uses it to build the template that every test server copies.
 */
import { buildServer } from '../app'

async function main(): Promise<void> {
  const target = process.argv[2]
  if (!target) throw new Error('usage: prepare-db.ts <pglite-dir | postgres-url>')
  const isUrl = /^postgres(ql)?:\/\//.test(target)
  const app = await buildServer({ databaseUrl: isUrl ? target : undefined, dataDir: isUrl ? undefined : target, logLevel: 'warn' })
  await app.close()
}

main().catch((err) => { console.error(err); process.exit(1) })
