/**
 * Run by wechatTokens.test.ts in a child process (`node --import tsx`): PGlite loads its WebAssembly through dynamic
 * import, which jest's runtime does not allow. Opens an in-memory database with the server's migrations, plays the
 * token-cache scenarios as two server instances would (two stores, each its own refresher identity, one database) and
 * the real client's calls against the local stand-in, and prints what happened as one JSON line for the test to judge.
 */
import { PGlite } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER, type Db } from '../db/client'
import * as schema from '../db/schema'
import { wechatTokens } from '../db/schema'
import { nowSeconds } from '../lib/ids'
import { wechatApiProvider } from '../providers/wechat/client'
import { wechatConfigFromEnv } from '../providers/wechat/config'
import { wechatTokenStore, type FetchedToken } from '../providers/wechat/tokens'
import { startWechatStandIn } from './wechatStandIn'

const options = { refreshMarginSeconds: 60, leaseSeconds: 5, waitMs: 20 }
let apps = 0
const freshApp = () => `wxapp${++apps}`

function counting(ms = 100, expiresIn = 7200) {
  let calls = 0
  const fetch = async (): Promise<FetchedToken> => {
    calls++
    await new Promise((resolve) => setTimeout(resolve, ms))
    return { value: `token-${calls}-${Math.random().toString(36).slice(2)}`, expiresIn }
  }
  return { fetch, calls: () => calls }
}

async function main() {
  const pglite = new PGlite()
  const pg = drizzle(pglite, { schema })
  await migrate(pg, { migrationsFolder: MIGRATIONS_FOLDER })
  const db = pg as unknown as Db
  const result: Record<string, unknown> = {}

  {
    const a = wechatTokenStore(db, options)
    const b = wechatTokenStore(db, options)
    const app = freshApp()
    const fetcher = counting(200)
    const values = await Promise.all([a, b, a, b, a, b].map((store) => store.get(app, 'access_token', fetcher.fetch)))
    result.concurrent = { fetches: fetcher.calls(), distinctValues: new Set(values).size, recorded: await a.fetchCount(app, 'access_token') }
  }

  {
    const a = wechatTokenStore(db, options)
    const b = wechatTokenStore(db, options)
    const app = freshApp()
    const old = await a.get(app, 'access_token', counting(0, 30).fetch)
    const fetcher = counting(300)
    const values = await Promise.all([a.get(app, 'access_token', fetcher.fetch), b.get(app, 'access_token', fetcher.fetch), b.get(app, 'access_token', fetcher.fetch)])
    const next = await b.get(app, 'access_token', fetcher.fetch)
    result.margin = { fetches: fetcher.calls(), newValues: values.filter((v) => v !== old).length, oldServed: values.filter((v) => v === old).length, nextIsNew: next !== old }
  }

  {
    const app = freshApp()
    await db.insert(wechatTokens).values({ app_id: app, kind: 'access_token', value: null, expires_at: 0, refresh_until: nowSeconds() + 2, refresh_owner: 'crashed' })
    const store = wechatTokenStore(db, options)
    const fetcher = counting(0)
    const started = Date.now()
    const value = await store.get(app, 'access_token', fetcher.fetch)
    result.takeover = { fetches: fetcher.calls(), gotValue: value.startsWith('token-1-'), waitedMs: Date.now() - started }
  }

  {
    const store = wechatTokenStore(db, options)
    const app = freshApp()
    let failure = ''
    try { await store.get(app, 'access_token', async () => { throw new Error('WeChat down') }) } catch (error) { failure = (error as Error).message }
    const [row] = await db.select().from(wechatTokens).where(eq(wechatTokens.app_id, app))
    const fetcher = counting(50)
    const first = await store.get(app, 'access_token', fetcher.fetch)
    const forced: boolean[] = []
    const refetch = async (force: boolean) => { forced.push(force); return fetcher.fetch() }
    await Promise.all([store.invalidate(app, 'access_token', first), store.invalidate(app, 'access_token', first)])
    const [x, y] = await Promise.all([store.get(app, 'access_token', refetch), store.get(app, 'access_token', refetch)])
    await store.invalidate(app, 'access_token', first)
    const after = await store.get(app, 'access_token', refetch)
    result.failure = { failure, leaseAfterFailure: row.refresh_until, sameForBoth: x === y, changed: x !== first, forced, lateInvalidateKept: after === x }
  }

  const MINI = { appId: 'wxminilib0000001', secret: 'lib-secret' }
  const standIn = await startWechatStandIn([MINI])
  try {
    const client = (env: Record<string, string> = {}) => wechatApiProvider(db, wechatConfigFromEnv({
      FU_WECHAT_MINI_APPID: MINI.appId, FU_WECHAT_MINI_SECRET: MINI.secret, FU_WECHAT_BASE_URL: standIn.baseUrl, ...env,
    })!)
    const message = { touser: 'o-person-1', template_id: 'TPL_LIVE_REMINDER', page: 'pages/fu-h5/index?link=%2Flive', data: { thing1: { value: '开幕式直播' }, time2: { value: '2026-11-25 15:00' } }, miniprogram_state: 'formal' as const, lang: 'zh_CN' as const }
    await client().sendSubscribeMessage(message)
    const sent = standIn.sent.pop()
    await db.delete(wechatTokens).where(eq(wechatTokens.app_id, MINI.appId))
    await client({ FU_WECHAT_STABLE_TOKEN: '0' }).sendSubscribeMessage(message)
    const legacy = standIn.requests.filter((r) => r.path === '/cgi-bin/token')
    result.subscribe = { sentEqual: JSON.stringify(sent) === JSON.stringify(message), legacyCalls: legacy.length, legacyQuery: legacy[0]?.query }

    standIn.setTokenLifetime(1)
    await db.delete(wechatTokens).where(eq(wechatTokens.app_id, MINI.appId))
    const provider = client({ FU_WECHAT_TOKEN_MARGIN_SECONDS: '0' })
    await provider.urlScheme('pages/fu-h5/index', '')
    standIn.setTokenLifetime(7200)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const before = standIn.calls('/cgi-bin/stable_token')
    const scheme = await provider.urlScheme('pages/fu-h5/index', '')
    result.expired = { openlink: scheme.openlink.startsWith('weixin://'), tokenFetches: standIn.calls('/cgi-bin/stable_token') - before }
  } finally {
    await standIn.close()
  }

  const silent = wechatApiProvider(db, wechatConfigFromEnv({ FU_WECHAT_MINI_APPID: 'wxsilent01', FU_WECHAT_MINI_SECRET: 's', FU_WECHAT_BASE_URL: 'http://127.0.0.1:9', FU_WECHAT_TIMEOUT_MS: '300' })!)
  try {
    await silent.exchangeCode(undefined, 'code')
    result.silent = { answered: true }
  } catch (error) {
    const e = error as { status?: number; code?: number; message: string }
    result.silent = { status: e.status, code: e.code, message: e.message }
  }

  await pglite.close()
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`)
  process.exit(1)
})
