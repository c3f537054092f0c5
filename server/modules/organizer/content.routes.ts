/**
 * The programme in the organiser console (issue 28), for each of speakers, agendas (sessions) and news:
 * GET /organizer/meetings/{id}/<kind> (every live item, hidden ones too), POST …/<kind>, PUT and DELETE
 * …/<kind>/{item_id}; owner, admin and content editors. Rules in content.ts, fields in contentKinds.ts.
 */
import { ok, type App, type Context } from '../../http/http'
import { objectId, strict } from '../../lib/validation'
import { createContent, deleteContent, listContent, updateContent } from './content'
import { CONTENT_KINDS, contentBody, type ContentKind } from './contentKinds'
import { MAY, meetingRoleGuard } from './roles'

export default async function organizerContentRoutes(app: App, { db }: Context): Promise<void> {
  const requireMeetingRole = meetingRoleGuard(db)
  const itemParams = strict({ id: objectId, item_id: objectId })

  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const base = `/organizer/meetings/:id/${CONTENT_KINDS[kind].path}`

    app.get(base, { schema: { params: strict({ id: objectId }) } }, async (request) => {
      await requireMeetingRole(request, request.params.id, MAY.editContent)
      const rows = await listContent(db, kind, request.params.id)
      return ok(rows, rows.length)
    })

    app.post(base, { schema: { params: strict({ id: objectId }), body: contentBody(kind, 'create') } }, async (request, reply) => {
      const { user } = await requireMeetingRole(request, request.params.id, MAY.editContent)
      const item = await db.transaction((tx) => createContent(tx, kind, request.params.id, user._id, request.body as Record<string, unknown>))
      reply.status(201)
      return ok(item)
    })

    app.put(`${base}/:item_id`, { schema: { params: itemParams, body: contentBody(kind, 'update') } }, async (request) => {
      const { user } = await requireMeetingRole(request, request.params.id, MAY.editContent)
      return ok(await db.transaction((tx) => updateContent(tx, kind, request.params.id, request.params.item_id, user._id, request.body as Record<string, unknown>)))
    })

    app.delete(`${base}/:item_id`, { schema: { params: itemParams } }, async (request) => {
      const { user } = await requireMeetingRole(request, request.params.id, MAY.editContent)
      return ok(await db.transaction((tx) => deleteContent(tx, kind, request.params.id, request.params.item_id, user._id)))
    })
  }
}
