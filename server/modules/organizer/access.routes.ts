/**
 * The organiser's access (issue 28): GET /organizer/meetings (where I hold a role, and which), the roles of a meeting
 * (GET / POST /organizer/meetings/{id}/roles, DELETE …/roles/{role_id}: owner and admin) and its audit log
 * (GET /organizer/meetings/{id}/audit: owner and admin; a content editor reads the entries of content objects).
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { meetingRoles, meetings } from '../../db/schema'
import { ok, type App, type Context } from '../../http/http'
import { requireUser } from '../../http/auth'
import { email, int, language, mainlandMobile, objectId, strict, z } from '../../lib/validation'
import { listAudit } from './audit'
import { grantRole, listRoles, revokeRole } from './roleGrants'
import { claimPendingRoles, MAY, MEETING_ROLES, meetingRoleGuard, type MeetingRole } from './roles'

const CONTENT_OBJECTS = ['speaker', 'agenda', 'news', 'layout'] as const
const OBJECT_TYPES = ['meeting', 'role', ...CONTENT_OBJECTS] as const

const meetingParams = strict({ id: objectId })

export default async function organizerAccessRoutes(app: App, { db }: Context): Promise<void> {
  const requireMeetingRole = meetingRoleGuard(db)

  app.get('/organizer/meetings', {
    schema: { querystring: strict({ skip: int(0, 1_000_000).optional(), limit: int(1, 100).optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    await claimPendingRoles(db, me)
    const held = await db.select({ meeting_id: meetingRoles.meeting_id, role: meetingRoles.role }).from(meetingRoles)
      .where(and(eq(meetingRoles.user_id, me._id), isNotNull(meetingRoles.user_id)))
    const roles = new Map<string, MeetingRole[]>()
    for (const h of held) roles.set(h.meeting_id, [...(roles.get(h.meeting_id) ?? []), h.role as MeetingRole])
    const ids = [...roles.keys()]
    const rows = ids.length
      ? await db.select({ _id: meetings._id, start: meetings.start, end: meetings.end, published: meetings.published, doc: meetings.doc })
        .from(meetings).where(and(inArray(meetings._id, ids), eq(meetings.deleted, 0)))
        .orderBy(desc(meetings.start), desc(meetings._id)).limit(request.query.limit ?? 50).offset(request.query.skip ?? 0)
      : []
    const total = ids.length ? (await db.select({ _id: meetings._id }).from(meetings).where(and(inArray(meetings._id, ids), eq(meetings.deleted, 0)))).length : 0
    return ok(rows.map((m) => {
      const mine = roles.get(m._id) ?? []
      return {
        _id: m._id, title: m.doc.title ?? '', cover: m.doc.cover ?? '', start: m.start, end: m.end, timezone: m.doc.timezone ?? 'Asia/Shanghai', published: m.published,
        roles: mine, role: MEETING_ROLES.find((r) => mine.includes(r)),
      }
    }), total)
  })

  app.get('/organizer/meetings/:id/roles', { schema: { params: meetingParams } }, async (request) => {
    await requireMeetingRole(request, request.params.id, MAY.manageRoles)
    const rows = await listRoles(db, request.params.id)
    return ok(rows, rows.length)
  })

  app.post('/organizer/meetings/:id/roles', {
    schema: {
      params: meetingParams,
      body: strict({
        role: z.enum(MEETING_ROLES),
        phone: mainlandMobile.optional(),
        email: email.optional(),
        /** The invitation's language; by default the person's own, else the meeting's. */
        language: language.optional(),
      }).refine((b) => Boolean(b.phone) !== Boolean(b.email), { message: 'give either a phone or an e-mail address', path: ['phone'] }),
    },
  }, async (request, reply) => {
    const caller = await requireMeetingRole(request, request.params.id, MAY.manageRoles)
    const granted = await db.transaction((tx) => grantRole(tx, request.params.id, caller, request.body))
    reply.status(201)
    return ok(granted)
  })

  app.delete('/organizer/meetings/:id/roles/:role_id', { schema: { params: strict({ id: objectId, role_id: objectId }) } }, async (request) => {
    const caller = await requireMeetingRole(request, request.params.id, MAY.manageRoles)
    return ok(await db.transaction((tx) => revokeRole(tx, request.params.id, caller, request.params.role_id)))
  })

  app.get('/organizer/meetings/:id/audit', {
    schema: {
      params: meetingParams,
      querystring: strict({
        object_type: z.enum(OBJECT_TYPES).optional(),
        object_id: objectId.optional(),
        skip: int(0, 1_000_000).optional(),
        limit: int(1, 100).optional(),
      }),
    },
  }, async (request) => {
    const q = request.query
    const contentOnly = q.object_type !== undefined && (CONTENT_OBJECTS as readonly string[]).includes(q.object_type)
    // A content editor reads the history of the content (speakers, sessions, news), not of roles or the meeting.
    const caller = await requireMeetingRole(request, request.params.id, contentOnly ? MAY.editContent : MAY.readAudit)
    const everything = caller.roles.some((r) => (MAY.readAudit as readonly string[]).includes(r))
    const { rows, total } = await listAudit(db, {
      meetingId: request.params.id, objectId: q.object_id, skip: q.skip ?? 0, limit: q.limit ?? 20,
      objectTypes: q.object_type ? [q.object_type] : everything ? undefined : CONTENT_OBJECTS,
    })
    return ok(rows, total)
  })
}
