/**
 * Prepares a stopped server's database for a load run (used by the growth test, which cannot load PGlite in jest):
 *   node --import tsx server/bench/prepare.ts <PGlite folder | postgres URL> [--large] [--sessions <prefix>:<count>]
 * Prints `{ "largeSeconds": … }`.
 */
import { openDatabase } from '../db/client'
import { generateLargeMeeting, prepareSessions } from './largeMeeting'

async function main(): Promise<void> {
  const [target, ...args] = process.argv.slice(2)
  const database = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target })
  try {
    const at = args.indexOf('--sessions')
    if (at >= 0) {
      const [prefix, count] = args[at + 1].split(':')
      await prepareSessions(database.db, prefix, Number(count))
    }
    const largeSeconds = args.includes('--large') ? await generateLargeMeeting(database.db) : 0
    process.stdout.write(JSON.stringify({ largeSeconds }))
  } finally {
    await database.close()
  }
}

main().catch((err) => { console.error(err); process.exit(1) })
