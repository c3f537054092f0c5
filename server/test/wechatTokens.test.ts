/**
 * The database cache of WeChat's access_token (providers/wechat/tokens.ts) as two server instances see it, and the real
 * client's calls no route makes yet, played by wechatTokensScenario.ts in a child process (PGlite cannot load inside
 * jest) on an in-memory database with the server's migrations: two stores asked at once make one fetch; a value near
 * its expiry is refreshed once while it still serves the others; a refresher that died holding its lease is taken over
 * when the lease runs out; a failed fetch gives the lease back; two requests invalidating the same value cause one
 * forced refresh; subscribe messages; the older cgi-bin/token; 42001; a WeChat that does not answer. And FU_WECHAT_*.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { wechatConfigFromEnv } from '../providers/wechat/config'

const ROOT = path.resolve(__dirname, '..', '..')
let result: any // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  result = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'wechatTokensScenario.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => { out += d })
    child.stderr.on('data', (d) => { err += d })
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`scenario exited ${code}: ${err.slice(-2000)}`))))
  })
}, 120_000)

test('two instances asking at once for a token nobody has yet: one fetch, one value', () => {
  expect(result.concurrent).toEqual({ fetches: 1, distinctValues: 1, recorded: 1 })
})

test('a value inside the refresh margin is refreshed once, while the old one still serves the others', () => {
  expect(result.margin).toEqual({ fetches: 1, newValues: 1, oldServed: 2, nextIsNew: true })
})

test('a refresher that died holding the lease is taken over when the lease runs out', () => {
  expect(result.takeover.fetches).toBe(1)
  expect(result.takeover.gotValue).toBe(true)
  expect(result.takeover.waitedMs).toBeGreaterThanOrEqual(1000)
})

test('a failed fetch gives the lease back; two invalidations of one value make one forced refresh; a late one changes nothing', () => {
  expect(result.failure).toEqual({ failure: 'WeChat down', leaseAfterFailure: 0, sameForBoth: true, changed: true, forced: [true], lateInvalidateKept: true })
})

test('subscribe messages go out as given, with stable_token or the older cgi-bin/token', () => {
  expect(result.subscribe.sentEqual).toBe(true)
  expect(result.subscribe.legacyCalls).toBe(1)
  expect(result.subscribe.legacyQuery).toMatchObject({ grant_type: 'client_credential', appid: 'wxminilib0000001' })
})

test('an expired token (42001) is refreshed and the call repeated once; a WeChat that does not answer is a clear 502 / 4261', () => {
  expect(result.expired).toEqual({ openlink: true, tokenFetches: 1 })
  expect(result.silent).toMatchObject({ status: 502, code: 4261 })
  expect(result.silent.message).toMatch(/WeChat/)
})

describe('FU_WECHAT_* configuration', () => {
  test('nothing set: no client; an app id without its secret or a bad number stops the start, naming the variable', () => {
    expect(wechatConfigFromEnv({})).toBeUndefined()
    expect(() => wechatConfigFromEnv({ FU_WECHAT_MINI_APPID: 'wx1234' })).toThrow(/FU_WECHAT_MINI_SECRET/)
    expect(() => wechatConfigFromEnv({ FU_WECHAT_OA_SECRET: 's' })).toThrow(/FU_WECHAT_OA_APPID/)
    const app = { FU_WECHAT_MINI_APPID: 'wx1234', FU_WECHAT_MINI_SECRET: 's' }
    expect(() => wechatConfigFromEnv({ ...app, FU_WECHAT_TIMEOUT_MS: '5s' })).toThrow(/FU_WECHAT_TIMEOUT_MS/)
    expect(() => wechatConfigFromEnv({ ...app, FU_WECHAT_BASE_URL: 'ftp://x' })).toThrow(/FU_WECHAT_BASE_URL/)
    expect(() => wechatConfigFromEnv({ ...app, FU_WECHAT_STABLE_TOKEN: 'yes' })).toThrow(/FU_WECHAT_STABLE_TOKEN/)
    expect(wechatConfigFromEnv(app)).toEqual({
      mini: { appId: 'wx1234', secret: 's' }, officialAccount: undefined, baseUrl: 'https://api.weixin.qq.com', timeoutMs: 5000, refreshMarginSeconds: 300, stableToken: true,
    })
  })
})
