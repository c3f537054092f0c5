/**
 * The home's layout in the organiser console (issue 28): GET /organizer/meetings/{id}/layout (the draft's blocks and
 * navigation, or the released ones as its starting copy), PUT …/layout (the whole draft, in order), POST
 * …/layout/publish and …/layout/discard; owner, admin and content editors. Rules in layout.ts, fields in layoutKinds.ts.
 */
import { ok, type App, type Context } from '../../http/http'
import { objectId, strict } from '../../lib/validation'
import { discardDraft, publishLayout, readLayout, saveDraft } from './layout'
import { layoutBody } from './layoutKinds'
import { MAY, meetingRoleGuard } from './roles'

export default async function organizerLayoutRoutes(app: App, { db }: Context): Promise<void> {
  const requireMeetingRole = meetingRoleGuard(db)
  const params = strict({ id: objectId })
  const base = '/organizer/meetings/:id/layout'

  app.get(base, { schema: { params } }, async (request) => {
    await requireMeetingRole(request, request.params.id, MAY.editLayout)
    return ok(await readLayout(db, request.params.id))
  })

  app.put(base, { schema: { params, body: layoutBody } }, async (request) => {
    const { user } = await requireMeetingRole(request, request.params.id, MAY.editLayout)
    return ok(await db.transaction((tx) => saveDraft(tx, user._id, request.params.id, request.body)))
  })

  app.post(`${base}/publish`, { schema: { params } }, async (request) => {
    const { user } = await requireMeetingRole(request, request.params.id, MAY.editLayout)
    return ok(await db.transaction((tx) => publishLayout(tx, user._id, request.params.id)))
  })

  app.post(`${base}/discard`, { schema: { params } }, async (request) => {
    const { user } = await requireMeetingRole(request, request.params.id, MAY.editLayout)
    return ok(await db.transaction((tx) => discardDraft(tx, user._id, request.params.id)))
  })
}
