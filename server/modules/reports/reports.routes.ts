/**
 * Error and performance reports of the app (SPEC §9: the client samples 10 % of its sessions and sends each report once):
 *   POST /reports { kind: error | vital, name, value?, message?, stack?, route?, meeting_id? } → 201 { _id }
 *        anyone (a guest's report carries its device id); the user agent and the signed-in user are the server's to add
 *   GET  /reports?meeting_id&kind?&name?&limit&skip → the meeting's reports, newest first: staff of that meeting only
 */
import { and, desc, eq } from 'drizzle-orm'
import { clientReports } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { forbidden } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { isMeetingStaff } from '../reception/staff'
import { objectId, strict, text, z } from '../../lib/validation'

const kind = z.enum(['error', 'vital'])
/** A metric or error name: web vitals (LCP, CLS, INP, FCP, TTFB) or an error's class, letters and digits. */
const name = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'name: a letter, then letters, digits, _ . - (≤ 64)')

export default async function reportRoutes(app: App, { db }: Context, rateMax = 60): Promise<void> {
  app.post('/reports', {
    config: { auth: 'public', rateLimit: { max: rateMax, timeWindow: '1 minute' } },
    schema: {
      body: strict({
        kind,
        name,
        value: z.coerce.number().finite().min(0).max(1e9).optional(),
        message: text(1000).optional(),
        stack: text(4000).optional(),
        route: text(500).optional(),
        meeting_id: objectId.optional(),
      }),
    },
  }, async (request, reply) => {
    const b = request.body
    const deviceId = request.headers['device-id']
    const userAgent = request.headers['user-agent']
    const [row] = await db.insert(clientReports).values({
      _id: newId(), kind: b.kind, name: b.name, value: b.value ?? null, message: b.message || null, stack: b.stack || null,
      route: b.route || null, meeting_id: b.meeting_id ?? null, user_id: request.user?._id ?? null,
      device_id: typeof deviceId === 'string' ? deviceId.slice(0, 64) : null,
      user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    }).returning({ _id: clientReports._id })
    reply.status(201)
    return ok(row)
  })

  app.get('/reports', {
    schema: { querystring: strict({ meeting_id: objectId, kind: kind.optional(), name: name.optional(), ...page }) },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    if (!(await isMeetingStaff(db, me, q.meeting_id))) throw forbidden('only staff of this meeting read its reports')
    const where = and(eq(clientReports.meeting_id, q.meeting_id), q.kind ? eq(clientReports.kind, q.kind) : undefined, q.name ? eq(clientReports.name, q.name) : undefined)
    const total = await countWhere(db, clientReports, where)
    const rows = await db.select().from(clientReports).where(where).orderBy(desc(clientReports.created), desc(clientReports._id)).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(rows, total)
  })
}
