/**
 * A server started for production (issue 14): it refuses to start without its secret, or with a weak one (issue 26 F2),
 * seeds no demo into an empty database (F3), has no development calls, answers cross-origin calls only for configured
 * origins, and sends a Content-Security-Policy.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { seedsDemo } from '../modules/accounts/devDefaults'
import { SEED_IDS } from '../seed/ids'
import { client, signPhone } from './helpers'

jest.setTimeout(120_000)

const ROOT = path.join(__dirname, '..', '..')

function startAndWait(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => { clearTimeout(timer); resolve({ code, output }) })
  })
}

test('production without FU_SIGN_SECRET does not start, and says why', async () => {
  const { code, output } = await startAndWait({ NODE_ENV: 'production', FU_SIGN_SECRET: '', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
  expect(code).not.toBe(0)
  expect(output).toContain('production needs FU_SIGN_SECRET')
})

test.each([
  ['the development secret', 'fu-dev-sign-secret', 'FU_SIGN_SECRET is the published development secret'],
  ['a one-letter secret', 'x', 'FU_SIGN_SECRET must be at least 32 bytes in production (it has 1)'],
  ['a 31-byte secret', 'a'.repeat(31), 'FU_SIGN_SECRET must be at least 32 bytes in production (it has 31)'],
])('production with %s does not start, and names the rule', async (_what, secret, rule) => {
  const { code, output } = await startAndWait({ NODE_ENV: 'production', FU_SIGN_SECRET: secret, FU_STORAGE: 'database', DATABASE_URL: '', FU_DATA_DIR: path.join(os.tmpdir(), 'fu-never-opened') })
  expect(code).not.toBe(0)
  expect(output).toContain(rule)
  expect(output).not.toContain('fu-server listening')
})

test('the demo seed runs in development, or when FU_SEED_DEMO=1 asks; never else', () => {
  expect(seedsDemo({}, true)).toBe(true)
  expect(seedsDemo({}, false)).toBe(false)
  expect(seedsDemo({ FU_SEED_DEMO: '1' }, false)).toBe(true)
  expect(seedsDemo({ FU_SEED_DEMO: '0' }, true)).toBe(false)
})

test('production on an empty database holds no meeting and no account: the demo\'s organiser cannot sign in', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fu-empty-prod-'))
  const secret = 'a-production-secret-of-32-or-more-bytes'
  const server = await startTestServer({ dataDir, ownsData: true, env: { NODE_ENV: 'production', FU_SIGN_SECRET: secret, FU_STORAGE: 'database' } })
  try {
    expect((await fetch(`${server.apiUrl}/meetings?_id=${SEED_IDS.meeting}`)).status).toBe(404)
    // The development secret signs nobody in (the seeded organiser's number included).
    expect((await client(server).post('/tokens/phone/v2', signPhone('13800000005'))).status).not.toBe(200)
  } finally {
    await server.stop({ keepData: true })
  }
  // Counted by a child process: PGlite's WebAssembly does not load inside jest's module sandbox.
  const count = `import { openDatabase } from './server/db/client'; import { meetings, users } from './server/db/schema'
    const d = await openDatabase({ dataDir: process.argv[1] })
    console.log(JSON.stringify({ meetings: (await d.db.select().from(meetings)).length, users: (await d.db.select().from(users)).length }))
    await d.close()`
  const counted = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', count, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => { out += chunk })
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`count exited ${code}`))))
  })
  fs.rmSync(dataDir, { recursive: true, force: true })
  expect(JSON.parse(counted.trim().split('\n').pop()!)).toEqual({ meetings: 0, users: 0 })
})

test('production without a database named does not start', async () => {
  const { code, output } = await startAndWait({ NODE_ENV: 'production', FU_SIGN_SECRET: 'a-production-secret-of-32-or-more-bytes', DATABASE_URL: '', FU_DATA_DIR: '' })
  expect(code).not.toBe(0)
  expect(output).toContain('production needs DATABASE_URL')
})

describe('a production server', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', FU_SIGN_SECRET: 'a-production-secret-of-32-or-more-bytes', FU_STORAGE: 'database', FU_CORS_ORIGINS: 'https://partner.example' } })
  })
  afterAll(() => server?.stop())

  it('has no development calls, and does not call itself development', async () => {
    expect((await fetch(`${server.apiUrl}/dev/outbox?to=13800000001`)).status).toBe(404)
    expect(server.output()).not.toContain('DEVELOPMENT MODE')
  })

  it('answers Google sign-in with 503 naming the setting: no development identity, not even its codes', async () => {
    for (const body of [{ id_token: 'dev-g-bob', email: 'bob@gmail.test' }, { id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' }]) {
      const res = await client(server).post('/tokens/google', body)
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ code: 4261, message: 'Google sign-in is not configured on this server (set FU_GOOGLE_CLIENT_IDS)' })
    }
  })

  it('answers Facebook sign-in with 503 naming the settings: no development identity', async () => {
    for (const body of [{ access_token: 'dev-facebook-bob', email: 'bob@example.test' }, { access_token: 'EAAGsomething-that-looks-real-0123' }]) {
      const res = await client(server).post('/tokens/facebook', body)
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ code: 4261, message: 'Facebook sign-in is not configured on this server (set FU_FACEBOOK_APP_ID and FU_FACEBOOK_APP_SECRET)' })
    }
  })

  it('does not publish the API documentation', async () => {
    expect((await fetch(`${server.apiUrl}/docs/json`)).status).toBe(404)
    expect((await fetch(`${server.apiUrl}/docs`)).status).toBe(404)
  })

  it('answers cross-origin calls for configured origins only', async () => {
    const url = `${server.apiUrl}/meetings?_id=${SEED_IDS.meeting}`
    const foreign = await fetch(url, { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const loopback = await fetch(url, { headers: { origin: 'http://localhost:10086' } })
    expect(loopback.headers.get('access-control-allow-origin')).toBeNull()
    const partner = await fetch(url, { headers: { origin: 'https://partner.example' } })
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example')
  })

  it('sends a Content-Security-Policy that allows only our own scripts', async () => {
    const res = await fetch(`${server.baseUrl}/fu/static/meeting.svg`)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("object-src 'none'")
  })
})

describe('a development server', () => {
  let server: TestServer
  beforeAll(async () => { server = await startTestServer() })
  afterAll(() => server?.stop())

  it('listens on loopback only and says it is development', () => {
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.output()).toContain('DEVELOPMENT MODE (demo)')
  })

  it('answers the Taro dev server on loopback, nobody else', async () => {
    const url = `${server.apiUrl}/meetings?_id=${SEED_IDS.meeting}`
    expect((await fetch(url, { headers: { origin: 'http://localhost:10086' } })).headers.get('access-control-allow-origin')).toBe('http://localhost:10086')
    expect((await fetch(url, { headers: { origin: 'https://evil.example' } })).headers.get('access-control-allow-origin')).toBeNull()
  })
})
