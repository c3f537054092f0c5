/**
 * "Remind me" of an activity (issue 12): one's own reminder, sent by SMS, e-mail and (with an accepted subscribe-message
 * template in the mini-program) WeChat 10 minutes before the start by jobs/activityReminders.ts.
 *
 * - GET /activities/{id}/reminders: `{ remind: 0 | 1, wechat: 0 | 1, reminded }` (remind 0 when none was asked).
 * - PUT /activities/{id}/reminders { wechat_template? }: asks for it (again); an activity that already started → 409.
 * - DELETE /activities/{id}/reminders: cancels it (nothing is sent).
 * - POST /dev/jobs/activities { now? } (development): runs the job now, or as if at `now`.
 */
import { and, eq } from 'drizzle-orm'
import { activities, activityReminders } from '../../db/schema'
import { runActivityJobs } from '../../jobs/activityReminders'
import { requireUser } from '../../http/auth'
import { ApiError, ErrorCode, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { nowSeconds } from '../../lib/ids'
import { int, objectId, strict, z } from '../../lib/validation'

const idParams = strict({ id: objectId })

export default async function activityReminderRoutes(app: App, { db, dev, wechat }: Context): Promise<void> {
  async function loadActivity(id: string) {
    const [row] = await db.select({ _id: activities._id, start: activities.start }).from(activities)
      .where(and(eq(activities._id, id), eq(activities.deleted, 0))).limit(1)
    if (!row) throw notFound('activity')
    return row
  }

  const view = (row: typeof activityReminders.$inferSelect | undefined) =>
    ({ remind: row?.remind ?? 0, wechat: row?.remind && row.wechat_template ? 1 : 0, reminded: row?.reminded ?? null })

  app.get('/activities/:id/reminders', { schema: { params: idParams } }, async (request) => {
    const me = requireUser(request)
    const activity = await loadActivity(request.params.id)
    const [row] = await db.select().from(activityReminders)
      .where(and(eq(activityReminders.activity_id, activity._id), eq(activityReminders.user_id, me._id))).limit(1)
    return ok(view(row))
  })

  app.put('/activities/:id/reminders', {
    schema: { params: idParams, body: strict({
      // The subscribe-message template the person accepted in the mini-program (none: SMS and e-mail only).
      wechat_template: z.string().trim().regex(/^[A-Za-z0-9_-]{8,128}$/, 'wechat_template must be a WeChat template id').optional(),
    }) },
  }, async (request) => {
    const me = requireUser(request)
    const activity = await loadActivity(request.params.id)
    if (activity.start <= nowSeconds()) throw new ApiError(409, ErrorCode.ValidationFailed, 'the activity has already started: nothing to remind', { start: activity.start })
    const template = request.body.wechat_template ?? null
    const [row] = await db.insert(activityReminders).values({ activity_id: activity._id, user_id: me._id, remind: 1, wechat_template: template })
      .onConflictDoUpdate({ target: [activityReminders.activity_id, activityReminders.user_id], set: { remind: 1, wechat_template: template } })
      .returning()
    return ok(view(row))
  })

  app.delete('/activities/:id/reminders', { schema: { params: idParams } }, async (request) => {
    const me = requireUser(request)
    const activity = await loadActivity(request.params.id)
    const [row] = await db.update(activityReminders).set({ remind: 0 })
      .where(and(eq(activityReminders.activity_id, activity._id), eq(activityReminders.user_id, me._id))).returning()
    return ok(view(row))
  })

  if (dev) {
    app.post('/dev/jobs/activities', { config: { auth: 'public' }, schema: { body: strict({ now: int(0).optional() }).optional() } }, async (request) =>
      ok(await runActivityJobs(db, request.body?.now ?? nowSeconds(), { wechat })))
  }
}
