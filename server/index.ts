/**
 * Starts the server: `npm start` (development: the demo on the embedded database, loopback only) or `npm run serve`
 * (production: NODE_ENV=production, needs FU_SIGN_SECRET and a database). server/README.md lists the variables.
 */
import { buildServer } from './app'
import { deletionCoolingOffSeconds, runAccountErasure } from './modules/my/accountDeletion'
import { runAsrJobs } from './jobs/liveTranscripts'
import { runActivityJobs } from './jobs/activityReminders'
import { runLiveJobs } from './jobs/liveNotices'
import { expireOrders, orderTtlSeconds } from './modules/orders/orderExpiry'
import { runWaitlistJobs } from './modules/waitlist/waitlist'
import { holdTtlSeconds } from './modules/places/places'
import { startMetricsServer } from './http/operations/metrics'
import { drainAndClose, shutdownSettingsFromEnv } from './http/operations/shutdown'

/** FU_METRICS_PORT: the Prometheus port (0: any free one), off unless set. */
function metricsPortFromEnv(value: string | undefined): number | undefined {
  const raw = (value ?? '').trim()
  if (!raw) return undefined
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`FU_METRICS_PORT must be a port number, not "${raw}"`)
  return port
}

async function main(): Promise<void> {
  orderTtlSeconds() // a bad FU_ORDER_TTL_MINUTES stops the start here, not at the first order
  deletionCoolingOffSeconds() // likewise FU_ACCOUNT_DELETION_DAYS
  holdTtlSeconds() // a bad FU_WAITLIST_HOLD_MINUTES too
  const shutdown = shutdownSettingsFromEnv(process.env)
  const metricsPort = metricsPortFromEnv(process.env.FU_METRICS_PORT)
  const production = process.env.NODE_ENV === 'production'
  if (production && !process.env.FU_SIGN_SECRET) throw new Error('production needs FU_SIGN_SECRET (the secret that signs phone sign-ins)')
  // Production keeps its data where the operator says: PostgreSQL, or an embedded database folder named on purpose.
  if (production && !process.env.DATABASE_URL && !process.env.FU_DATA_DIR) throw new Error('production needs DATABASE_URL (PostgreSQL) or FU_DATA_DIR')
  const app = await buildServer({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.FU_DATA_DIR || undefined,
  })
  const port = Number(process.env.PORT ?? 8080)
  const host = process.env.HOST || '127.0.0.1'
  const address = await app.listen({ port, host })
  // The demo banner before the listening line, so whoever waits for that line has already seen it.
  if (!production) {
    console.log('DEVELOPMENT MODE (demo): the outbox at /fu/api/dev/outbox shows every code sent, the demo payment channel '
      + 'charges nothing, development sign-ins exist. Start with `npm run serve` (NODE_ENV=production) for real use.')
  }
  // One line that scripts and test/support/server.ts read to learn the port.
  console.log(`fu-server listening on ${address} (${app.database.engine})`)
  const closeAfter: Array<() => Promise<void>> = []
  if (metricsPort !== undefined) {
    const metrics = await startMetricsServer(app.metrics.registry, metricsPort, process.env.FU_METRICS_HOST || host)
    closeAfter.push(metrics.close)
    console.log(`fu-metrics listening on ${metrics.address}/metrics`)
  }
  const timers: NodeJS.Timeout[] = []
  // Live and activity reminders, minutes e-mails, unpaid orders' expiry, erasing accounts past their cooling-off period (FU_JOBS=0 turns the timer off, e.g. on all but one instance; claiming is atomic anyway).
  if (process.env.FU_JOBS !== '0') {
    const timer = setInterval(() => {
      runLiveJobs(app.database.db, Math.floor(Date.now() / 1000), {
        wechat: app.wechat, onWechatError: (err) => app.log.warn({ err }, 'WeChat refused a live reminder'),
      }).catch((err) => app.log.error({ err }, 'live jobs failed'))
      runActivityJobs(app.database.db, Math.floor(Date.now() / 1000), {
        wechat: app.wechat, onWechatError: (err) => app.log.warn({ err }, 'WeChat refused an activity reminder'),
      }).catch((err) => app.log.error({ err }, 'activity reminder job failed'))
      // The waitlist after the expiry, so places an expired order frees go to the people waiting in the same minute.
      expireOrders(app.database.db)
        .then(() => runWaitlistJobs(app.database.db))
        .catch((err) => app.log.error({ err }, 'order expiry or waitlist job failed'))
      runAccountErasure(app.database.db).catch((err) => app.log.error({ err }, 'account erasure failed'))
    }, 60_000)
    timer.unref()
    timers.push(timer)
    // Subtitles of running lives (only with FU_ASR_BASE_URL): new stream segments every FU_ASR_INTERVAL_SECONDS.
    if (process.env.FU_ASR_BASE_URL) {
      const every = Math.max(5, Number(process.env.FU_ASR_INTERVAL_SECONDS) || 15)
      const asr = setInterval(() => {
        runAsrJobs(app.database.db, Math.floor(Date.now() / 1000)).catch((err) => app.log.error({ err }, 'speech-to-text job failed'))
      }, every * 1000)
      asr.unref()
      timers.push(asr)
    }
  }
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    for (const t of timers) clearInterval(t)
    const timedOut = () => { console.error(`shutdown took longer than ${shutdown.drainMs + shutdown.timeoutMs} ms: exiting with requests unfinished`); process.exit(1) }
    drainAndClose(app, shutdown, closeAfter, timedOut).then(
      () => process.exit(0),
      (err) => { console.error(err); process.exit(1) },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
