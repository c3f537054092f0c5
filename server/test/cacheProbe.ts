/**
 * Run by publicCache.test.ts in its own process (PGlite does not load under jest): builds a server in this process on
 * the given database, makes the requests and database writes the test lists, and prints what it saw as JSON.
 *   node --import tsx server/test/cacheProbe.ts <dataDir | postgres URL> '<steps as JSON>'
 * A step is { get: url, inm?: etag | '$<n>' (the ETag seen at step n) } or { sql: statement, settle?: true } (with
 * `settle`, it waits up to 2 s for the cache to hear of the write, and reports how long that took as `settledMs`, -1
 * if it never did), or { post: url, body, auth? }.
 */
import { sql } from 'drizzle-orm'
import { buildServer } from '../app'

export type ProbeStep = { get: string; inm?: string; auth?: string } | { post: string; body: unknown; auth?: string } | { sql: string; settle?: boolean }
export interface ProbeSeen { status: number; etag?: string; cacheControl?: string; body: string; hits: number; settledMs?: number }

async function main(): Promise<void> {
  const [target, stepsJson] = process.argv.slice(2)
  const steps = JSON.parse(stepsJson) as ProbeStep[]
  const app = await buildServer(target.startsWith('postgres')
    ? { databaseUrl: target, logLevel: 'warn', seed: false, siteDir: '/nonexistent' }
    : { dataDir: target, logLevel: 'warn', seed: false, siteDir: '/nonexistent' })
  const seen: ProbeSeen[] = []
  try {
    for (const step of steps) {
      if ('sql' in step) {
        const changes = app.publicCache.changes
        const started = Date.now()
        await app.database.db.execute(sql.raw(step.sql))
        while (step.settle && app.publicCache.changes === changes && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 1))
        const settledMs = app.publicCache.changes === changes ? -1 : Date.now() - started
        seen.push({ status: 0, body: '', hits: app.publicCache.hits, settledMs })
        continue
      }
      if ('post' in step) {
        const res = await app.inject({ method: 'POST', url: step.post, payload: JSON.stringify(step.body), headers: { 'content-type': 'application/json', ...(step.auth ? { authorization: step.auth } : {}) } })
        seen.push({ status: res.statusCode, body: res.body, hits: app.publicCache.hits })
        continue
      }
      const inm = step.inm?.startsWith('$') ? seen[Number(step.inm.slice(1))].etag : step.inm
      const headers: Record<string, string> = {}
      if (inm) headers['if-none-match'] = inm
      if (step.auth) headers.authorization = step.auth
      const res = await app.inject({ url: step.get, headers })
      seen.push({ status: res.statusCode, etag: res.headers.etag as string | undefined, cacheControl: res.headers['cache-control'] as string | undefined, body: res.body, hits: app.publicCache.hits })
    }
  } finally {
    await app.close()
  }
  process.stdout.write(JSON.stringify(seen))
}

main().catch((err) => { console.error(err); process.exit(1) })
