/**
 * Meetings in the organiser console (issue 28): POST /organizer/meetings (an account with the global `organizer` role;
 * it owns the new, unpublished meeting), POST /organizer/meetings/{id}/duplicate, GET / PUT /organizer/meetings/{id}
 * (the settings: meetingSettings.ts), POST …/publish and …/unpublish, GET /organizer/templates (the meetings any global
 * organiser may duplicate). Rules in meetings.ts and duplicate.ts.
 */
import { requireRole } from '../../http/auth'
import { ok, type App, type Context } from '../../http/http'
import { int, objectId, strict, timeZone, z } from '../../lib/validation'
import { duplicateMeeting, isTemplate, listTemplates } from './duplicate'
import { localized, settingsFields } from './meetingSettings'
import { createMeeting, loadMeeting, meetingView, setPublished, updateMeeting } from './meetings'
import { MAY, meetingRoleGuard, rolesIn } from './roles'

const meetingParams = strict({ id: objectId })
const languageFlags = settingsFields.languages

export default async function organizerMeetingRoutes(app: App, { db }: Context): Promise<void> {
  const requireMeetingRole = meetingRoleGuard(db)

  app.post('/organizer/meetings', {
    schema: {
      body: strict({ title: localized(200), start: int(0), end: int(0), timezone: timeZone.optional(), languages: languageFlags.optional() }),
    },
  }, async (request, reply) => {
    const me = requireRole(request, 'organizer')
    const row = await db.transaction((tx) => createMeeting(tx, me._id, request.body))
    reply.status(201)
    return ok(meetingView(row, ['owner']))
  })

  app.post('/organizer/meetings/:id/duplicate', {
    schema: { params: meetingParams, body: strict({ title: localized(200).optional() }).optional() },
  }, async (request, reply) => {
    // Copying makes a meeting: the global organiser role, and a say in the original (owner or admin) unless it is a template.
    const me = requireRole(request, 'organizer')
    if (!(await isTemplate(db, request.params.id))) await requireMeetingRole(request, request.params.id, MAY.editMeeting)
    const { meetingId, copied } = await db.transaction((tx) => duplicateMeeting(tx, me._id, request.params.id, request.body?.title))
    reply.status(201)
    return ok({ ...meetingView(await loadMeeting(db, meetingId), ['owner']), copied })
  })

  app.get('/organizer/templates', async (request) => {
    const me = requireRole(request, 'organizer')
    const rows = await listTemplates(db, me._id)
    return ok(rows, rows.length)
  })

  app.get('/organizer/meetings/:id', { schema: { params: meetingParams } }, async (request) => {
    const { roles } = await requireMeetingRole(request, request.params.id, MAY.readMeeting)
    return ok(meetingView(await loadMeeting(db, request.params.id), roles))
  })

  app.put('/organizer/meetings/:id', {
    schema: {
      params: meetingParams,
      body: z.strictObject(Object.fromEntries(Object.entries(settingsFields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof settingsFields]: z.ZodOptional<(typeof settingsFields)[K]> }),
    },
  }, async (request) => {
    const { user, roles } = await requireMeetingRole(request, request.params.id, MAY.editMeeting)
    const row = await db.transaction((tx) => updateMeeting(tx, user._id, request.params.id, request.body))
    return ok(meetingView(row, roles))
  })

  for (const [path, published] of [['publish', 1], ['unpublish', 0]] as const) {
    app.post(`/organizer/meetings/:id/${path}`, { schema: { params: meetingParams } }, async (request) => {
      const { user } = await requireMeetingRole(request, request.params.id, MAY.publish)
      const row = await db.transaction((tx) => setPublished(tx, user._id, request.params.id, published))
      return ok(meetingView(row, await rolesIn(db, user._id, request.params.id)))
    })
  }
}
