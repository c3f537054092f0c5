/**
 * Lives (SPEC §4, §6, §7): GET /lives (public), /lives/count, /lives/{id}/permission, the reminder and minutes
 * subscription (PUT /lives/{id}/users/{uid}, GET /lives/users). Paid lives' orders: liveCheckouts.routes.ts; subtitles,
 * minutes and chat counts: subtitles.routes.ts; who may watch: liveAccess.ts.
 */
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm'
import { lives, liveUsers } from '../../db/schema'
import { runAsrJobs } from '../../jobs/liveTranscripts'
import { runLiveJobs } from '../../jobs/liveNotices'
import { allowRead } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { forbidden } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { boolish, email, flag, int, objectId, strict, z } from '../../lib/validation'
import { liveDoc, livePermission, loadLive } from './liveAccess'


export default async function liveRoutes(app: App, { db, dev, wechat }: Context): Promise<void> {
  /** on_air=1: the lives running now (start ≤ now < end), the home's "live now". */
  const listQuery = strict({ meeting_id: objectId.optional(), _id: objectId.optional(), on_air: boolish.optional(), ...page })

  // SPEC §6: /lives is called without Authorization, so it answers everyone.
  app.get('/lives', { config: { auth: 'public', publicCache: true }, schema: { querystring: listQuery } }, async (request) => {
    const q = request.query
    if (q._id) {
      const rows = await db.select().from(lives).where(eq(lives._id, q._id)).limit(1)
      return ok(rows.map((r) => liveDoc(r)), rows.length)
    }
    const now = nowSeconds()
    const where = and(
      eq(lives.deleted, 0), eq(lives.enable_show, 1), q.meeting_id ? eq(lives.meeting_id, q.meeting_id) : undefined,
      q.on_air ? and(lte(lives.start, now), gt(lives.end, now)) : undefined,
    )
    const total = await countWhere(db, lives, where)
    const rows = await db.select().from(lives).where(where).orderBy(desc(lives.weight), asc(lives.start), asc(lives._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(rows.map((r) => liveDoc(r)), total)
  })

  app.get('/lives/count', { config: { auth: 'guest' }, schema: { querystring: strict({ meeting_id: objectId }) } }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    const total = await countWhere(db, lives, and(eq(lives.deleted, 0), eq(lives.enable_show, 1), eq(lives.meeting_id, request.query.meeting_id)))
    return ok({ total }, total)
  })

  const idParams = strict({ id: objectId })

  app.get('/lives/:id/permission', { config: { auth: 'guest' }, schema: { params: idParams } }, async (request) => {
    const live = await loadLive(db, request.params.id)
    await allowRead(db, request, live.meeting_id)
    return ok(await livePermission(db, request, live))
  })

  // Reminder 10 minutes before start and minutes by e-mail after the end (jobs/liveNotices.ts); one's own subscription only.
  app.put('/lives/:id/users/:uid', {
    schema: { params: strict({ id: objectId, uid: objectId }), body: strict({
      remind: flag.optional(),
      // The address the minutes go to after the end; '' withdraws the ask.
      minutes_email: email.or(z.literal('')).optional(),
      // The subscribe-message template the person accepted in the mini-program ('' withdraws it).
      wechat_template: z.string().trim().regex(/^([A-Za-z0-9_-]{8,128})?$/, 'wechat_template must be a WeChat template id').optional(),
    }) },
  }, async (request) => {
    const me = requireUser(request)
    if (request.params.uid !== me._id) throw forbidden('you can only subscribe yourself')
    const live = await loadLive(db, request.params.id)
    const b = request.body
    const minutesEmail = b.minutes_email === undefined ? undefined : b.minutes_email || null
    // Asking only for the minutes is not asking for a reminder.
    const remind = b.remind ?? (b.minutes_email !== undefined ? 0 : 1)
    const [row] = await db.insert(liveUsers).values({ live_id: live._id, user_id: me._id, remind, minutes_email: minutesEmail ?? null, wechat_template: b.wechat_template || null })
      .onConflictDoUpdate({
        target: [liveUsers.live_id, liveUsers.user_id],
        set: { ...(b.remind !== undefined ? { remind: b.remind } : {}), ...(minutesEmail !== undefined ? { minutes_email: minutesEmail } : {}),
          ...(b.wechat_template !== undefined ? { wechat_template: b.wechat_template || null } : {}),
        },
      }).returning()
    return ok(row)
  })

  app.get('/lives/users', { schema: { querystring: strict({ live_id: objectId.optional(), ...page }) } }, async (request) => {
    const me = requireUser(request)
    const where = and(eq(liveUsers.user_id, me._id), request.query.live_id ? eq(liveUsers.live_id, request.query.live_id) : undefined)
    const total = await countWhere(db, liveUsers, where)
    const rows = await db.select().from(liveUsers).where(where).orderBy(desc(liveUsers.created)).limit(request.query.limit ?? 50).offset(request.query.skip ?? 0)
    return ok(rows, total)
  })

  if (dev) {
    // Development: run the notification job now, or as if at `now` (the server also runs it every minute).
    app.post('/dev/jobs/lives', { config: { auth: 'public' }, schema: { body: strict({ now: int(0).optional() }).optional() } }, async (request) =>
      ok(await runLiveJobs(db, request.body?.now ?? nowSeconds(), { wechat })))
    // Development: transcribe running lives now (jobs/liveTranscripts.ts; the server runs it every FU_ASR_INTERVAL_SECONDS).
    app.post('/dev/jobs/asr', { config: { auth: 'public' }, schema: { body: strict({ now: int(0).optional() }).optional() } }, async (request) =>
      ok(await runAsrJobs(db, request.body?.now ?? nowSeconds())))
  }
}
