/**
 * The app factory: `buildServer()` wires the database, validation, auth, errors and routes, and does not listen
 * (server/index.ts does). Tests and the bench build as many as they need.
 */
import fs from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { openDatabase, type Database } from './db/client'
import { authHook } from './http/auth'
import { securityHeaders } from './http/csp'
import { ApiError, badRequest, ErrorCode } from './http/errors'
import { TEXT_PROBLEM_MESSAGES, textProblemAt } from './lib/validation'
import { databaseRateLimitStore } from './http/rateLimitStore'
import { FORM_BODY_LIMIT, parseFormBody, parseNested } from './http/formbody'
import { PublicCache, publicCacheTtlFromEnv } from './http/publicCache'
import type { App, Context } from './http/http'
import { MessageDelivery } from './modules/messages/delivery'
import { messageProvidersFromEnv } from './providers/messages/config'
import type { MessageProviders } from './providers/messages/provider'
import { paymentChannels } from './modules/orders/payment'
import { wechatPayConfigFromEnv, type WechatPayConfig } from './providers/wechatPay/config'
import { wechatApiProvider } from './providers/wechat/client'
import { wechatConfigFromEnv, type WechatConfig } from './providers/wechat/config'
import { developmentWechatProvider, type WechatProvider } from './providers/wechat/provider'
import { googleIdTokenSignIn } from './providers/google/client'
import { googleConfigFromEnv } from './providers/google/config'
import { developmentGoogleSignIn } from './providers/google/provider'
import { facebookGraphSignIn } from './providers/facebook/client'
import { facebookConfigFromEnv } from './providers/facebook/config'
import { developmentFacebookSignIn } from './providers/facebook/provider'
import { storageConfigFromEnv, storageOrigins, type StorageConfig } from './providers/storage/storage'
import { seedIfEmpty } from './seed'
import { DEV_SIGN_SECRET, seedsDemo } from './modules/accounts/devDefaults'
import { assertProductionSecret } from './http/secrets'
import { registerRoutes } from './modules'
import { renderIndexHtml, startAnswers, startShell } from './modules/meetings/siteShell'
import { errorForLog, requestForLog } from './http/logSafety'
import { registerHealthRoutes, type ServerState } from './http/operations/health'
import { instrument, type ServerMetrics } from './http/operations/metrics'
import { maxEventLoopDelayFromEnv, shedLoadUnderPressure } from './http/operations/pressure'

export interface ServerOptions {
  /** PostgreSQL server URL; without it the embedded PGlite is used. */
  databaseUrl?: string
  /** PGlite data folder (default `.data/db` under the project). */
  dataDir?: string
  /** Development mode: the outbox endpoint, the development identity provider, dev-only organiser calls. */
  dev?: boolean
  /** Seed the demo meeting into an empty database (default: in development, or with FU_SEED_DEMO=1; never else). */
  seed?: boolean
  logLevel?: string
  /** Requests per minute per IP on the code and token calls (default 60). */
  authRateLimit?: number
  /** HMAC secret of POST /tokens/phone/v2 (default: FU_SIGN_SECRET, or a fixed development secret in dev mode). */
  signSecret?: string
  /** Folder of the built H5 site served at `/` when it exists (default dist/h5). */
  siteDir?: string
  /** WeChat Pay (default: from FU_WXPAY_*; null: none). The sandbox channel exists in development mode only. */
  wechatPay?: WechatPayConfig | null
  /** Who delivers SMS and e-mail (default: from FU_SMTP_URL / FU_SMS_PROVIDER); a channel without one stays in the outbox. */
  messageProviders?: MessageProviders
  /** WeChat's server APIs (default: from FU_WECHAT_*; null: none). Unset in development: the development stand-in. */
  wechat?: WechatConfig | null
  /** Where uploads go (default: from FU_STORAGE / FU_QINIU_*; production without FU_STORAGE does not start). */
  storage?: StorageConfig
  /** How long a public home answer may be served from memory (default FU_PUBLIC_CACHE_MS or 10 s; 0: no cache). */
  publicCacheMs?: number
  /** The mean event-loop delay past which requests get 503 (default FU_MAX_EVENT_LOOP_DELAY_MS, else 1 000 ms in production; 0: never). */
  maxEventLoopDelayMs?: number
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    /** WeChat's server APIs of this server (the context's), for the timed jobs of server/index.ts. */
    wechat?: WechatProvider
    publicCache: PublicCache
    /** Draining for a shutdown (server/index.ts sets it): readiness answers 503. */
    serverState: ServerState
    /** This server's Prometheus registry (served on FU_METRICS_PORT by server/index.ts). */
    metrics: ServerMetrics
  }
}

export const PROJECT_ROOT = path.resolve(__dirname, '..')
export { DEV_SIGN_SECRET }

export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const dev = options.dev ?? process.env.NODE_ENV !== 'production'
  const signSecret = options.signSecret ?? process.env.FU_SIGN_SECRET ?? (dev ? DEV_SIGN_SECRET : '')
  if (!signSecret) throw new Error('FU_SIGN_SECRET must be set outside development mode')
  if (!dev) assertProductionSecret('FU_SIGN_SECRET', signSecret)
  // Read before the database opens: a half-configured WeChat Pay stops the start here.
  const wechatPay = options.wechatPay === undefined ? wechatPayConfigFromEnv() : options.wechatPay ?? undefined
  const messageProviders = options.messageProviders ?? messageProvidersFromEnv()
  const wechatConfig = options.wechat === undefined ? wechatConfigFromEnv() : options.wechat ?? undefined
  const googleConfig = googleConfigFromEnv()
  const facebookConfig = facebookConfigFromEnv()
  const storage = options.storage ?? storageConfigFromEnv(process.env, dev)
  const maxEventLoopDelay = options.maxEventLoopDelayMs ?? maxEventLoopDelayFromEnv(process.env, dev)

  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? path.join(PROJECT_ROOT, '.data', 'db'),
    onReady: options.seed ?? seedsDemo(process.env, dev) ? async (db) => { await seedIfEmpty(db) } : undefined,
  })

  const app = Fastify({
    logger: {
      level: options.logLevel ?? process.env.LOG_LEVEL ?? 'info',
      // Tokens and codes never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.signature'],
      // Never a request's values (http/logSafety.ts): a request by its route's pattern, not its URL (paths carry phone
      // numbers, codes and the calendar feed's token, query strings search words); an error without the values a
      // database error's message and stack quote.
      serializers: { req: requestForLog, err: (err: unknown) => errorForLog(err) },
    },
    bodyLimit: 1024 * 1024,
    // Behind a load balancer: whose X-Forwarded-For to believe, so request.ip (the rate limits' key) is the client's.
    trustProxy: trustProxyFromEnv(process.env.FU_TRUST_PROXY),
    routerOptions: { querystringParser: parseNested },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>() as unknown as App

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('database', database)
  // The real client when an app is configured; else the development stand-in, never in production (no dev identities).
  const wechat = wechatConfig
    ? wechatApiProvider(database.db, wechatConfig)
    : dev && process.env.NODE_ENV !== 'production' ? developmentWechatProvider(signSecret) : undefined
  // Queued WeChat subscribe messages (the waitlist's holds) go out through the real client only; else they wait.
  const delivery = new MessageDelivery(database.db, {
    ...messageProviders,
    ...(wechatConfig && wechat && !messageProviders.wechat ? { wechat: { send: (m) => wechat.sendSubscribeMessage(JSON.parse(m.body)) } } : {}),
  }, app.log)
  // The public home payload from memory, dropped on any write to its tables by anyone (http/publicCache.ts).
  const publicCache = new PublicCache(options.publicCacheMs ?? publicCacheTtlFromEnv())
  app.decorate('publicCache', publicCache)
  const stopWatching = await publicCache.watch(database)
  // Stops before the database closes: a send in flight finishes and records its outcome.
  app.addHook('onClose', async () => { await delivery.stop(); await stopWatching(); await database.close() })

  // Form bodies are small (http/formbody.ts: a size limit and a cap on pairs, parsed in linear time); JSON keeps the 1 MB.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) => {
    try { done(null, parseFormBody(body as string)) } catch (err) { done(err as Error, undefined) }
  })

  // Helmet's security headers (CSP, HSTS, frame and sniffing rules) on every answer, computed once (http/csp.ts).
  const security = securityHeaders(process.env, storageOrigins(storage))
  app.addHook('onRequest', (_request, reply, done) => { reply.headers(security); done() })
  // Counted in the database: the limits hold across every instance on one PostgreSQL (http/rateLimitStore.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db, (err) => app.log.warn({ err }, 'rate-limit cleanup failed')) })

  // Cross-origin callers: in development the Taro dev server on another loopback port; in production only the
  // origins of FU_CORS_ORIGINS (none by default: the site and the API share an origin).
  const corsOrigins = (process.env.FU_CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean)
  const allowedOrigin = (origin: string) => corsOrigins.includes(origin) || (dev && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin))
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    if (!origin || !allowedOrigin(origin)) return
    reply.header('access-control-allow-origin', origin)
    reply.header('vary', 'origin')
    reply.header('access-control-allow-headers', 'authorization, content-type, device-id, client-id, version, stage-version, signature')
    reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
    if (request.method === 'OPTIONS') return reply.status(204).send()
  })


  setErrorHandling(app)

  // Operations (lib/operations): shedding load, request metrics and health, ahead of every route below.
  const root = app as unknown as FastifyInstance
  await shedLoadUnderPressure(root, maxEventLoopDelay)
  app.decorate('metrics', instrument(root, database))
  const serverState: ServerState = { draining: false }
  app.decorate('serverState', serverState)
  registerHealthRoutes(root, database.db, serverState)

  const context: Context = {
    db: database.db,
    dev,
    signSecret,
    storage,
    payments: paymentChannels({ dev, wechatPay }),
    wechat,
    // Real ID tokens when client ids are set; else the development stand-in, never in production.
    google: googleConfig ? googleIdTokenSignIn(googleConfig) : dev && process.env.NODE_ENV !== 'production' ? developmentGoogleSignIn : undefined,
    facebook: facebookConfig ? facebookGraphSignIn(facebookConfig) : dev && process.env.NODE_ENV !== 'production' ? developmentFacebookSignIn : undefined,
  }

  app.decorate('wechat', context.wechat)
  delivery.start()
  if (!dev && !messageProviders.mail) app.log.warn('no e-mail provider is configured: e-mails wait in the outbox (set FU_SMTP_URL and FU_MAIL_FROM)')
  if (!dev && !messageProviders.sms) app.log.warn('no SMS provider is configured: SMS wait in the outbox (set FU_SMS_PROVIDER and its settings)')
  if (!context.wechat) app.log.warn('WeChat is not configured: WeChat sign-in and the WeChat calls answer 503 (set FU_WECHAT_*)')
  if (!context.google) app.log.warn('Google sign-in is not configured: POST /tokens/google answers 503 (set FU_GOOGLE_CLIENT_IDS)')
  if (!context.facebook) app.log.warn('Facebook sign-in is not configured: POST /tokens/facebook answers 503 (set FU_FACEBOOK_APP_ID and FU_FACEBOOK_APP_SECRET)')
  if (!Object.keys(context.payments).length) app.log.warn('no payment channel is configured: paid orders cannot be paid (set FU_WXPAY_* for WeChat Pay)')

  // Development only: the OpenAPI document of the routes below (/fu/api/docs, /fu/api/docs/json).
  if (dev) await (await import('./http/apiDocs')).registerApiDocs(app as unknown as FastifyInstance)
  await app.register(fastifyStatic, { root: path.join(__dirname, 'static'), prefix: '/fu/static/', decorateReply: false, maxAge: '1h' })
  // The site's icon: index.html links /fu/static/favicon.svg; browsers and crawlers still ask for /favicon.ico.
  const favicon = fs.readFileSync(path.join(__dirname, 'static', 'favicon.svg'))
  app.get('/favicon.ico', async (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon))
  await app.register(async (api) => {
    api.addHook('onRequest', authHook(database.db))
    api.addHook('onRequest', publicCache.onRequest)
    api.addHook('onSend', publicCache.onSend)
    // A POST/PUT/DELETE without a body (e.g. "add to my schedule") is an empty form, not a missing object.
    api.addHook('preValidation', async (request) => {
      if (request.body == null && request.method !== 'GET' && request.method !== 'HEAD') request.body = {}
      const found = textProblemAt(request.params, 'params') ?? textProblemAt(request.query, 'query') ?? textProblemAt(request.body, 'body')
      if (found) throw badRequest(ErrorCode.ValidationFailed, `${found.at}: ${TEXT_PROBLEM_MESSAGES[found.problem]}`)
    })
    await registerRoutes(api as App, context, options.authRateLimit ?? Number(process.env.FU_AUTH_RATE_LIMIT || 60))
  }, { prefix: '/fu/api' })

  const siteDir = options.siteDir ?? path.join(PROJECT_ROOT, process.env.FU_DIST || 'dist', 'h5')
  if (fs.existsSync(path.join(siteDir, 'index.html'))) {
    // index.html goes out filled from the meeting it opens (modules/meetings/siteShell.ts), never cached: the meeting may change.
    const template = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8')
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const answers = await startAnswers(app as unknown as FastifyInstance, request.hostname)
      const shell = answers.meeting ? startShell(answers.meeting, request.headers['accept-language']) : undefined
      const html = renderIndexHtml(template, shell, answers)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    }
    app.get('/', sendIndex)
    app.get('/index.html', sendIndex)
    await app.register(fastifyStatic, { root: siteDir, prefix: '/', wildcard: true, preCompressed: true })
  }
  return app as unknown as FastifyInstance
}

/**
 * FU_TRUST_PROXY: unset or empty = trust no proxy (request.ip is the peer); `true` = any; else comma-separated
 * addresses / CIDRs of the load balancers (e.g. `10.0.0.0/8`).
 */
export function trustProxyFromEnv(value: string | undefined): boolean | string {
  const v = (value ?? '').trim()
  if (!v || v === 'false' || v === '0') return false
  if (v === 'true') return true
  return v
}

function setErrorHandling(app: App): void {
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: ErrorCode.NotFound, message: `no route ${request.method} ${request.url.split('?')[0]}` })
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request'
      const issues = error.validation.map((v) => `${where}${v.instancePath ? v.instancePath.replace(/\//g, '.') : ''}: ${v.message}`)
      const objectIdIssue = issues.some((m) => m.includes('parsing ObjectId string'))
      return reply.status(400).send({
        code: objectIdIssue ? ErrorCode.InvalidObjectId : ErrorCode.ValidationFailed,
        message: issues.slice(0, 5).join('; '),
      })
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 429) return reply.status(429).send({ code: ErrorCode.TooFrequent, message: 'do not operate frequently' })
    if (status < 500) return reply.status(status).send({ code: ErrorCode.ValidationFailed, message: error.message })
    // Never the request's values: no message (a database error's message and the stack's first lines carry the
    // query's parameters, user text); the error's type and code, the database's SQLSTATE and constraint, the frames.
    request.log.error({ error: errorForLog(error, { withMessage: false }), route: request.routeOptions.url }, 'request failed')
    return reply.status(500).send({ code: 500, message: 'internal error' })
  })
}
