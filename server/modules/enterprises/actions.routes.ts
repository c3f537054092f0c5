/**
 * Counted actions on enterprises and products (SPEC §7): POST /enterprises/{id}/views|calls|mails|asks|invites|questions|
 * attachments/views, /exhibitors/{id}/mails|calls|views|attachments/views, /enterprises/{id}/products/{pid}/views,
 * /exhibitors/products/{id}/views. Each answers the action's new total.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { actionLogs } from '../../db/schema'
import { actorOf, meetingOfTarget } from '../meetings/guestActions'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere } from '../../lib/lists'
import { objectId, strict, z } from '../../lib/validation'
import { targetExists } from './enterpriseQueries'

export default async function actionRoutes(app: App, { db }: Context): Promise<void> {
  const actionBody = strict({ user_id: z.string().max(64).optional(), source_id: objectId.optional(), attachment_id: objectId.optional() }).optional()
  async function logAction(request: FastifyRequest, type: 'enterprise' | 'product', targetId: string, action: string, body?: { user_id?: string; source_id?: string }) {
    await targetExists(db, type, targetId)
    const actor = await actorOf(db, request, await meetingOfTarget(db, type, targetId), body?.user_id)
    await db.insert(actionLogs).values({
      _id: newId(), target_type: type, target_id: targetId, action,
      user_id: actor, source_id: body?.source_id ?? null,
    })
    const total = await countWhere(db, actionLogs, and(eq(actionLogs.target_type, type), eq(actionLogs.target_id, targetId), eq(actionLogs.action, action)))
    return ok({ action, total })
  }
  const enterpriseActions = ['views', 'calls', 'mails', 'asks', 'invites', 'questions', 'attachments/views']
  // Views and invites (an invitation card opened: SPEC §7 fills a guest's user_id with the device id) may come from a guest
  // of a meeting open to guests; the other actions need a token.
  const viewing = (action: string) => ({ auth: action.endsWith('views') || action === 'invites' ? 'guest' as const : 'required' as const })
  for (const action of enterpriseActions) {
    app.post(`/enterprises/:id/${action}`, { config: viewing(action), schema: { params: strict({ id: objectId }), body: actionBody } }, (request) => logAction(request, 'enterprise', request.params.id, action, request.body))
  }
  for (const action of ['mails', 'calls', 'views', 'attachments/views']) {
    app.post(`/exhibitors/:id/${action}`, { config: viewing(action), schema: { params: strict({ id: objectId }), body: actionBody } }, (request) => logAction(request, 'enterprise', request.params.id, action, request.body))
  }
  app.post('/enterprises/:id/products/:pid/views', { config: viewing('views'), schema: { params: strict({ id: objectId, pid: objectId }), body: actionBody } }, (request) => logAction(request, 'product', request.params.pid, 'views', request.body))
  app.post('/exhibitors/products/:id/views', { config: viewing('views'), schema: { params: strict({ id: objectId }), body: actionBody } }, (request) => logAction(request, 'product', request.params.id, 'views', request.body))
}
