/**
 * Prometheus metrics (issue 26), served on their own port (FU_METRICS_PORT, off unless set) so they never face the
 * internet with the API: requests by route pattern, method and status with their durations, the database pool, the
 * outbox's and the timed jobs' backlogs, and prom-client's process metrics (event-loop delay, heap, CPU, handles).
 * Route patterns, never URLs: paths carry phone numbers and tokens (http/logSafety.ts says the same for the log).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../../db/client'
import { orderTtlSeconds } from '../../modules/orders/orderExpiry'

export interface ServerMetrics {
  registry: Registry
}

/** Seconds past due before a timed job's row counts as overdue: the jobs run every minute (server/index.ts). */
const OVERDUE_GRACE_SECONDS = 120

/** The registry of one server, with the request hooks on `app` and the backlog gauges read from `database` per scrape. */
export function instrument(app: FastifyInstance, database: Database): ServerMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'fu_' })
  const requests = new Counter({ name: 'fu_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'] as const, registers: [registry] })
  const durations = new Histogram({
    name: 'fu_http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry],
  })
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) }
    requests.inc(labels)
    durations.observe(labels, reply.elapsedTime / 1000)
    done()
  })

  new Gauge({
    name: 'fu_db_pool_connections', help: 'PostgreSQL pool connections by state (total, idle, waiting for one); none on the embedded database',
    labelNames: ['state'] as const, registers: [registry],
    collect() {
      const pool = database.poolStats?.()
      if (!pool) return
      this.set({ state: 'total' }, pool.total)
      this.set({ state: 'idle' }, pool.idle)
      this.set({ state: 'waiting' }, pool.waiting)
    },
  })
  new Gauge({
    name: 'fu_outbox_messages', help: 'Messages (SMS, e-mail, WeChat) in the outbox not sent: pending, or failed after the last retry',
    labelNames: ['channel', 'status'] as const, registers: [registry],
    async collect() {
      this.reset()
      const result = await database.db.execute(sql`select channel, status, count(*)::int as n from outbox where status in ('pending', 'failed') group by channel, status`) as unknown as { rows: Array<{ channel: string; status: string; n: number }> }
      for (const row of result.rows) this.set({ channel: row.channel, status: row.status }, Number(row.n))
    },
  })
  new Gauge({
    name: 'fu_jobs_overdue', help: 'Rows a timed job should have handled by now: outbox messages past their attempt time, unpaid orders past their expiry',
    labelNames: ['job'] as const, registers: [registry],
    async collect() {
      const now = Math.floor(Date.now() / 1000)
      const result = await database.db.execute(sql`select
        (select count(*)::int from outbox where status = 'pending' and next_attempt < ${now - OVERDUE_GRACE_SECONDS}) as outbox,
        (select count(*)::int from checkouts where status = 'pending' and created < ${now - orderTtlSeconds() - OVERDUE_GRACE_SECONDS}) as order_expiry`) as unknown as { rows: Array<{ outbox: number; order_expiry: number }> }
      this.set({ job: 'outbox' }, Number(result.rows[0]?.outbox ?? 0))
      this.set({ job: 'order_expiry' }, Number(result.rows[0]?.order_expiry ?? 0))
    },
  })
  return { registry }
}

/** GET /metrics on its own listener; resolves with its address once listening. */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<{ address: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('only GET /metrics here\n')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${err.name}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, host, () => resolve()) })
  const { address, port: bound } = server.address() as AddressInfo
  return {
    address: `http://${address.includes(':') ? `[${address}]` : address}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
