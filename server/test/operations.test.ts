/**
 * Operations (issue 26): liveness and readiness for a load balancer, Prometheus metrics on their own port, load
 * shedding, and a shutdown that turns readiness off, lets the requests in flight finish and exits cleanly.
 */
import http from 'node:http'
import { startTestServer, type TestServer } from '../../test/support/server'
import { readiness } from '../http/operations/health'
import Fastify from 'fastify'
import { maxEventLoopDelayFromEnv, shedLoadUnderPressure } from '../http/operations/pressure'
import { shutdownSettingsFromEnv } from '../http/operations/shutdown'
import type { Db } from '../db/client'

const MEETING = '660100000000000000000001'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function metricsUrl(server: TestServer): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const match = /fu-metrics listening on (http:\/\/\S+)/.exec(server.output())
    if (match) return match[1]
    await sleep(50)
  }
  throw new Error(`no metrics line in:\n${server.output().slice(-2000)}`)
}

describe('health and metrics', () => {
  let server: TestServer
  beforeAll(async () => { server = await startTestServer({ env: { FU_METRICS_PORT: '0' } }) }, 120_000)
  afterAll(() => server?.stop())

  test('live and ready answer 200 without a token, never cached', async () => {
    const live = await fetch(`${server.apiUrl}/health/live`)
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'live', draining: false })
    const ready = await fetch(`${server.apiUrl}/health/ready`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', draining: 'ok' } })
  })

  test('metrics count requests by route pattern (never the URL) and show the backlogs, on their own port only', async () => {
    await fetch(`${server.apiUrl}/meetings/${MEETING}/speakers`)
    await fetch(`${server.apiUrl}/meetings/${MEETING}/speakers`)
    await fetch(`${server.apiUrl}/no/such/call`)
    const url = await metricsUrl(server)
    expect(new URL(url).port).not.toBe(new URL(server.baseUrl).port)
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()
    const meetingLine = text.split('\n').find((l) => l.startsWith('fu_http_requests_total{') && l.includes('route="/fu/api/meetings/:id/speakers"'))
    expect(meetingLine).toMatch(/method="GET",status="200"\} 2$/)
    expect(text).toMatch(/fu_http_requests_total\{route="unmatched",method="GET",status="404"\} 1/)
    expect(text).not.toContain(MEETING)
    expect(text).toContain('fu_http_request_duration_seconds_bucket{')
    expect(text).toMatch(/fu_jobs_overdue\{job="outbox"\} \d+/)
    expect(text).toMatch(/fu_jobs_overdue\{job="order_expiry"\} \d+/)
    expect(text).toContain('# TYPE fu_outbox_messages gauge')
    expect(text).toContain('fu_nodejs_eventloop_lag_seconds')
    // The API's port has no metrics, and the metrics port nothing else.
    expect((await fetch(`${server.apiUrl}/metrics`)).status).toBe(404)
    expect((await fetch(new URL('/fu/api/health/live', url))).status).toBe(404)
  })
})

test('readiness fails on a database that does not answer or misses migrations, and while draining', async () => {
  const answering = (applied: number) => ({ execute: async () => ({ rows: [{ applied }] }) }) as unknown as Db
  expect(await readiness(answering(32), { draining: false }, 32)).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', draining: 'ok' } })
  expect(await readiness(answering(31), { draining: false }, 32)).toEqual({ ready: false, checks: { database: 'ok', migrations: '31 of 32 migrations applied', draining: 'ok' } })
  expect((await readiness(answering(32), { draining: true }, 32)).checks.draining).toBe('shutting down')
  const refusing = { execute: async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:5432') } } as unknown as Db
  expect(await readiness(refusing, { draining: false }, 32)).toEqual({ ready: false, checks: { database: 'connect ECONNREFUSED 127.0.0.1:5432', migrations: 'unknown', draining: 'ok' } })
  const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db
  const started = Date.now()
  expect((await readiness(hanging, { draining: false }, 32)).checks.database).toBe('the database did not answer in 2000 ms')
  expect(Date.now() - started).toBeLessThan(4000)
})

test('an overloaded event loop sheds requests with 503, Retry-After and the code; liveness still answers', async () => {
  const app = Fastify()
  await shedLoadUnderPressure(app, 50)
  app.get('/work', async () => ({ done: true }))
  app.get('/live', { config: { pressureHandler: () => undefined } }, async () => ({ status: 'live' }))
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    expect((await fetch(`${base}/work`)).status).toBe(200)
    // 1.5 s of synchronous work: the sample taken right after it sees the loop's mean delay far past 50 ms.
    const until = Date.now() + 1500
    while (Date.now() < until) { /* busy */ }
    await sleep(20)
    const refused = await fetch(`${base}/work`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.json()).toEqual({ code: 5030, message: 'the server is too busy: try again in 5 seconds' })
    expect((await fetch(`${base}/live`)).status).toBe(200)
  } finally {
    await app.close()
  }
})

test('bad operation settings stop the start with the rule', () => {
  expect(maxEventLoopDelayFromEnv({}, false)).toBe(1000)
  expect(maxEventLoopDelayFromEnv({}, true)).toBe(0)
  expect(maxEventLoopDelayFromEnv({ FU_MAX_EVENT_LOOP_DELAY_MS: '250' }, true)).toBe(250)
  expect(maxEventLoopDelayFromEnv({ FU_MAX_EVENT_LOOP_DELAY_MS: '0' }, false)).toBe(0)
  expect(() => maxEventLoopDelayFromEnv({ FU_MAX_EVENT_LOOP_DELAY_MS: 'fast' }, false)).toThrow('FU_MAX_EVENT_LOOP_DELAY_MS must be a whole number')
  expect(shutdownSettingsFromEnv({})).toEqual({ drainMs: 0, timeoutMs: 30_000 })
  expect(() => shutdownSettingsFromEnv({ FU_SHUTDOWN_DRAIN_MS: '-5' })).toThrow('FU_SHUTDOWN_DRAIN_MS must be')
})

/** A POST whose body arrives in two halves `gapMs` apart: in flight for that long. */
function slowPost(url: string, body: string, gapMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = ''
      response.on('data', (d) => { text += d })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.on('error', reject)
    const half = Math.floor(body.length / 2)
    request.write(body.slice(0, half))
    setTimeout(() => request.end(body.slice(half)), gapMs)
  })
}

test('SIGTERM: readiness answers 503 while draining, a request in flight still gets its answer, the process exits 0', async () => {
  const server = await startTestServer({ env: { FU_SHUTDOWN_DRAIN_MS: '1500' } })
  try {
    const inFlight = slowPost(`${server.apiUrl}/reports`, JSON.stringify({ kind: 'vital', name: 'LCP', value: 1234, route: '/meeting/home' }), 1000)
    await sleep(200)
    const stopped = server.stop()
    await sleep(300)
    const ready = await fetch(`${server.apiUrl}/health/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ code: 5031, data: { checks: { draining: 'shutting down', database: 'ok' } } })
    expect(await (await fetch(`${server.apiUrl}/health/live`)).json()).toEqual({ status: 'live', draining: true })
    const answer = await inFlight
    expect(answer.status).toBe(201)
    await stopped
    expect(server.exitCode()).toBe(0)
  } finally {
    await server.stop()
  }
}, 120_000)
