/**
 * My data (issue 16, PIPL / GDPR; not in SPEC §7 — new calls under /users/{id}). Only the person themself: another
 * user's id is 403 (an organiser too: this is the person's own right, not a back-office view).
 *   GET    /users/{id}/data?format=json|html&key?   everything about me (modules/my/myData.ts) as a download (attachment):
 *                                                  JSON, or a readable HTML page with every value escaped; signed in,
 *                                                  or with a short-lived `key` from POST …/data/links (a browser's
 *                                                  download carries no bearer token)
 *   POST   /users/{id}/data/links                   → { json, html, expires }: download addresses valid 10 minutes
 *   GET    /users/{id}/consents                     my consent log, newest first
 *   POST   /users/{id}/consents { kind: privacy_policy, version? }  records that I accepted the privacy policy (/agree)
 *   GET    /users/{id}/deletion                     { status none|pending, requested, due, confirm_with phone|email, cooling_off_days }
 *   POST   /users/{id}/deletion { confirm }         asks to delete my account: `confirm` is my phone number (or e-mail);
 *                                                  201 pending with `due` (now + the cooling-off period); 400 when it does
 *                                                  not match; 409 when already pending
 *   DELETE /users/{id}/deletion                     "keep my account": cancels a pending request (404 when none)
 * Development only: POST /dev/jobs/account-erasure runs the erasure job now (tests, the demo).
 */
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import { cancelDeletion, deletionCoolingOffSeconds, deletionState, pendingDeletion, requestDeletion, runAccountErasure } from './accountDeletion'
import { requireUser, type AuthUser } from '../../http/auth'
import { consentLog, PRIVACY_POLICY_VERSION, recordConsent } from './consents'
import { ApiError, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context, type Req } from '../../http/http'
import { checkDownloadKey, collectMyData, downloadKey, myDataHtml } from './myData'
import { objectId, strict, text, z } from '../../lib/validation'

const LINK_SECONDS = 600
const params = strict({ id: objectId })

/** The signed-in person, and only for their own id. */
function me(request: Req): AuthUser {
  const user = requireUser(request)
  if ((request.params as { id: string }).id !== user._id) throw forbidden('you can only see and change your own data')
  return user
}

export default async function myDataRoutes(app: App, { db, dev, signSecret }: Context): Promise<void> {
  app.get('/users/:id/data', {
    config: { auth: 'guest' },
    schema: {
      description: 'Everything the platform holds about me, as a JSON or HTML download (issue 16).',
      params,
      querystring: strict({ format: z.enum(['json', 'html']).optional(), key: z.string().max(200).optional() }),
    },
  }, async (request, reply) => {
    const { id } = request.params
    const { format = 'json', key } = request.query
    if (request.user) {
      if (request.user._id !== id) throw forbidden('you can only download your own data')
    } else if (!key) {
      throw new ApiError(401, ErrorCode.LoginRequired, 'login required: send Authorization: Bearer <token>, or use a download link')
    } else if (!checkDownloadKey(signSecret, id, key)) {
      throw forbidden('this download link is not valid (any more): ask for a new one')
    }
    const data = await collectMyData(db, id)
    if (!data) throw notFound('user')
    const day = new Date(data.exported * 1000).toISOString().slice(0, 10)
    reply.header('cache-control', 'no-store')
    reply.header('content-disposition', `attachment; filename="my-data-${day}.${format}"`)
    if (format === 'html') return reply.type('text/html; charset=utf-8').send(myDataHtml(data))
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2))
  })

  app.post('/users/:id/data/links', {
    schema: { description: 'Download addresses of my data, valid 10 minutes.', params, body: strict({}).optional() },
  }, async (request) => {
    const user = me(request)
    const expires = nowSeconds() + LINK_SECONDS
    const key = encodeURIComponent(downloadKey(signSecret, user._id, expires))
    const base = `/fu/api/users/${user._id}/data`
    return ok({ json: `${base}?format=json&key=${key}`, html: `${base}?format=html&key=${key}`, expires })
  })

  app.get('/users/:id/consents', { schema: { description: 'My consent log, newest first.', params } }, async (request) => {
    const user = me(request)
    const rows = await consentLog(db, user._id)
    return ok(rows, rows.length)
  })

  app.post('/users/:id/consents', {
    schema: {
      description: 'Records that I accepted the privacy policy (other consents are recorded where they are given).',
      params, body: strict({ kind: z.literal('privacy_policy'), version: text(40, 1).optional() }),
    },
  }, async (request, reply) => {
    const user = me(request)
    const row = await recordConsent(db, user._id, 'privacy_policy', { detail: { version: request.body.version ?? PRIVACY_POLICY_VERSION } })
    reply.status(201)
    const { user_id: _u, ...rest } = row
    return ok(rest)
  })

  const deletionAnswer = async (userId: string) => {
    const [row] = await db.select({ phone: users.phone, email: users.email, _id: users._id }).from(users).where(eq(users._id, userId)).limit(1)
    return {
      ...deletionState(await pendingDeletion(db, userId)),
      confirm_with: row?.phone ? 'phone' : row?.email ? 'email' : 'id',
      cooling_off_days: deletionCoolingOffSeconds() / 86400,
    }
  }

  app.get('/users/:id/deletion', { schema: { description: 'Whether my account is due to be deleted, and when.', params } }, async (request) => {
    const user = me(request)
    return ok(await deletionAnswer(user._id))
  })

  app.post('/users/:id/deletion', {
    schema: {
      description: 'Asks to delete my account after the cooling-off period; `confirm` is my phone number (or e-mail).',
      params, body: strict({ confirm: text(254, 1) }),
    },
  }, async (request, reply) => {
    const user = me(request)
    await requestDeletion(db, { _id: user._id, phone: user.phone, email: user.email }, request.body.confirm)
    reply.status(201)
    return ok(await deletionAnswer(user._id))
  })

  app.delete('/users/:id/deletion', { schema: { description: 'Keeps my account: cancels its pending deletion.', params } }, async (request) => {
    const user = me(request)
    await cancelDeletion(db, user._id)
    return ok(await deletionAnswer(user._id))
  })

  if (dev) {
    app.post('/dev/jobs/account-erasure', { config: { auth: 'public' }, schema: { body: strict({}).optional() } }, async () => ok({ erased: await runAccountErasure(db) }))
  }
}

