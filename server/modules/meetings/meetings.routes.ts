/**
 * Meetings and their home-page layout: GET /demand/meetings, GET /meeting/blocks (both public). A meeting an organiser
 * has not published yet (`published` 0, modules/organizer) is shown only to the people holding a role in it.
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import { blocks, meetings } from '../../db/schema'
import { toDoc, toDocs } from '../../lib/docs'
import { notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { boolish, int, objectId, strict, z } from '../../lib/validation'
import { holdsAnyRole } from '../organizer/roles'
import { layoutVersionGuard, layoutVersions, ofVersion, versionShown } from './layoutVersions'

const HIDDEN = ['is_default', 'published']

export default async function meetingRoutes(app: App, { db }: Context): Promise<void> {
  const layoutVersion = layoutVersionGuard(db)
  app.get('/demand/meetings', {
    config: { auth: 'public', publicCache: true },
    schema: { querystring: strict({ _id: objectId.optional(), limit: int(1, 100).optional(), domain: z.string().max(253).optional() }) },
  }, async (request) => {
    const { _id, limit = 20, domain } = request.query
    if (_id) {
      // Single-item lookup: deleted meetings come back with deleted = 1 so the client shows /204.
      const rows = await db.select().from(meetings).where(eq(meetings._id, _id)).limit(1)
      if (rows[0] && !rows[0].published && !(request.user && await holdsAnyRole(db, request.user._id, _id))) return ok([], 0)
      return ok(toDocs(rows, HIDDEN), rows.length)
    }
    if (domain) {
      const rows = await db.select().from(meetings).where(and(eq(meetings.domain, domain), eq(meetings.deleted, 0), eq(meetings.published, 1))).limit(1)
      if (rows.length) return ok(toDocs(rows, HIDDEN), 1)
    }
    // Without an id: the default meeting first (custom domains fall back to it, SPEC §1).
    const rows = await db.select().from(meetings).where(and(eq(meetings.deleted, 0), eq(meetings.published, 1)))
      .orderBy(desc(meetings.is_default), desc(meetings.start)).limit(limit)
    return ok(toDocs(rows, HIDDEN), rows.length)
  })

  app.get('/meeting/blocks', {
    config: { auth: 'public', publicCache: true },
    schema: {
      querystring: strict({
        meeting_id: objectId,
        limit: int(1, 999).optional(),
        weight: int(-1, 1).optional(),
        with_hls: boolish.optional(),
        version: int(0).optional(),
      }),
    },
  }, async (request) => {
    const { meeting_id, limit = 999, weight = 1 } = request.query
    const [meeting] = await db.select({ _id: meetings._id, doc: meetings.doc, published: meetings.published }).from(meetings).where(eq(meetings._id, meeting_id)).limit(1)
    if (!meeting) throw notFound('meeting')
    if (!meeting.published && !(request.user && await holdsAnyRole(db, request.user._id, meeting_id))) throw notFound('meeting')
    // Visitors get the released layout; another version (the draft: /preview) is its layout editors' (layoutVersions.ts).
    const versions = layoutVersions(meeting.doc as Record<string, unknown>)
    const wanted = await layoutVersion(request, meeting_id, versions, request.query.version)
    const shown = await versionShown(db, 'blocks', meeting_id, wanted, versions)
    const rows = await db.select().from(blocks).where(ofVersion('blocks', meeting_id, shown, versions.released))
      .orderBy(weight === 1 ? desc(blocks.weight) : asc(blocks.weight)).limit(limit)
    return ok(rows.map((r) => toDoc(r)), rows.length)
  })
}
