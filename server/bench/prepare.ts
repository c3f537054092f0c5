/**
 * Prepares a stopped server's database for a load run (used by the growth test, which cannot load PGlite in jest):
 *   node --import tsx server/bench/prepare.ts <PGlite folder | postgres URL> [--large [<kind>=<count>,…]] [--sessions <prefix>:<count>]
 * `--large exhibitors=2000,products=0` changes those counts of the large meeting (the e2e of long lists needs its
 * exhibitors only, generated in a second instead of a minute).
 * Prints `{ "largeSeconds": … }`.
 */
import { openDatabase } from '../db/client'
import { generateLargeMeeting, LARGE, prepareSessions, type LargeSize } from './largeMeeting'

async function main(): Promise<void> {
  const [target, ...args] = process.argv.slice(2)
  const database = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target })
  try {
    const at = args.indexOf('--sessions')
    if (at >= 0) {
      const [prefix, count] = args[at + 1].split(':')
      await prepareSessions(database.db, prefix, Number(count))
    }
    const large = args.indexOf('--large')
    const size: LargeSize = { ...LARGE }
    for (const pair of (args[large + 1] ?? '').split(',')) {
      const [kind, count] = pair.split('=')
      if (large >= 0 && kind in size && /^\d+$/.test(count ?? '')) size[kind as keyof LargeSize] = Number(count)
    }
    const largeSeconds = large >= 0 ? await generateLargeMeeting(database.db, size) : 0
    process.stdout.write(JSON.stringify({ largeSeconds }))
  } finally {
    await database.close()
  }
}

main().catch((err) => { console.error(err); process.exit(1) })
