/**
 * A server started for production (issue 14): it refuses to start without its secret, has no development calls,
 * answers cross-origin calls only for configured origins, and sends a Content-Security-Policy.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'

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

test('production without a database named does not start', async () => {
  const { code, output } = await startAndWait({ NODE_ENV: 'production', FU_SIGN_SECRET: 'a-long-production-secret', DATABASE_URL: '', FU_DATA_DIR: '' })
  expect(code).not.toBe(0)
  expect(output).toContain('production needs DATABASE_URL')
})

describe('a production server', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', FU_SIGN_SECRET: 'a-long-production-secret', FU_STORAGE: 'database', FU_CORS_ORIGINS: 'https://partner.example' } })
  })
  afterAll(() => server?.stop())

  it('has no development calls, and does not call itself development', async () => {
    expect((await fetch(`${server.apiUrl}/dev/outbox?to=13800000001`)).status).toBe(404)
    expect(server.output()).not.toContain('DEVELOPMENT MODE')
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
