/**
 * Agents / group leaders (SPEC §6, §7): GET /activities/agents/{agent_id} (activities the agent registered groups for),
 * GET /activities/{id}/agents/{agent_id} (the agent's groups, tickets and what is left to allocate for one activity),
 * PUT /activities/{id}/agents/{agent_id} (group information). The agent themself, or organisers / reception staff (reads).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { activities, ticketGroups, tickets } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { forbidden, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { loadActivity } from './registration'
import { email, nameText, objectId, phone, strict } from '../../lib/validation'
import { activityDocs } from './activities.routes'

const STAFF = ['organizer', 'reception_staff']

function self(request: FastifyRequest, agentId: string, staffMayRead: boolean) {
  const me = requireUser(request)
  if (me._id !== agentId && !(staffMayRead && STAFF.some((r) => me.roles.includes(r)))) throw forbidden('only the agent can see or change this')
  return me
}

export default async function agentRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/activities/agents/:agent_id', { schema: { params: strict({ agent_id: objectId }) } }, async (request) => {
    self(request, request.params.agent_id, true)
    const ids = (await db.selectDistinct({ id: tickets.activity_id }).from(tickets)
      .where(and(eq(tickets.agent_id, request.params.agent_id), eq(tickets.deleted, 0)))).map((r) => r.id)
    const rows = ids.length ? await db.select().from(activities).where(inArray(activities._id, ids)).orderBy(asc(activities.start), asc(activities._id)) : []
    return ok(await activityDocs(db, rows), rows.length)
  })

  const params = strict({ id: objectId, agent_id: objectId })

  app.get('/activities/:id/agents/:agent_id', { schema: { params } }, async (request) => {
    self(request, request.params.agent_id, true)
    const activity = await loadActivity(db, request.params.id)
    const mine = and(eq(tickets.activity_id, activity._id), eq(tickets.agent_id, request.params.agent_id), eq(tickets.deleted, 0))
    const groups = await db.select().from(ticketGroups)
      .where(and(eq(ticketGroups.activity_id, activity._id), eq(ticketGroups.agent_id, request.params.agent_id))).orderBy(desc(ticketGroups.created), desc(ticketGroups._id))
    const counts = await db.select({
      group_id: tickets.group_id,
      total: sql<number>`count(*) filter (where ${tickets.status} <> 2)::int`,
      unallocated: sql<number>`count(*) filter (where ${tickets.status} <> 2 and ${tickets.name} is null)::int`,
    }).from(tickets).where(mine).groupBy(tickets.group_id)
    const sum = (key: 'total' | 'unallocated') => counts.reduce((n, c) => n + c[key], 0)
    return ok({
      activity_id: activity._id,
      agent_id: request.params.agent_id,
      agent_checkout_version: activity.agent_checkout_version ?? null,
      group_max: activity.group_max,
      ticket_total: sum('total'),
      unallocated: sum('unallocated'),
      groups: groups.map((g) => ({ ...g, ...(counts.find((c) => c.group_id === g._id) ?? { total: 0, unallocated: 0 }) })),
    })
  })

  app.put('/activities/:id/agents/:agent_id', {
    schema: {
      params,
      body: strict({
        group_id: objectId.optional(), name: nameText(80, 1).optional(), contact_name: nameText(60, 1).optional(),
        contact_phone: phone.optional(), contact_email: email.optional(),
      }),
    },
  }, async (request) => {
    self(request, request.params.agent_id, false)
    const { group_id, ...changes } = request.body
    const [group] = await db.select().from(ticketGroups)
      .where(and(eq(ticketGroups.activity_id, request.params.id), eq(ticketGroups.agent_id, request.params.agent_id), group_id ? eq(ticketGroups._id, group_id) : undefined))
      .orderBy(desc(ticketGroups.created), desc(ticketGroups._id)).limit(1)
    if (!group) throw notFound('group')
    if (!Object.keys(changes).length) return ok(group)
    const [saved] = await db.update(ticketGroups).set(changes).where(eq(ticketGroups._id, group._id)).returning()
    return ok(saved)
  })
}
