import type { Activity, Agenda, ObjectId } from '@fu-types/entities'
import { listActivities } from './activities'
import { listAppointments, type AppointmentView } from './appointments'
import { listTickets } from './tickets'
import { userAgendas } from './users'

/** One answer of each list holds a visitor's whole plan for a meeting (the server's page limit). */
const PLAN_LIMIT = 999

/** What a visitor's plan for a meeting is made of (core/myAgenda.ts planItems merges them). */
export interface PlanSources {
  sessions: Agenda[]
  tickets: Awaited<ReturnType<typeof listTickets>>['results']
  activities: Activity[]
  appointments: AppointmentView[]
}

/** My saved sessions, my tickets, the meeting's activities and my accepted meetings with exhibitors, together. */
export async function loadPlanSources(userId: ObjectId, meetingId: ObjectId): Promise<PlanSources> {
  const [sessions, tickets, activities, appointments] = await Promise.all([
    userAgendas(userId, { meeting_id: meetingId, limit: PLAN_LIMIT }),
    listTickets({ meeting_id: meetingId, limit: PLAN_LIMIT }),
    listActivities({ meeting_id: meetingId, limit: PLAN_LIMIT }),
    listAppointments({ meeting_id: meetingId, status: 1, limit: PLAN_LIMIT }),
  ])
  return { sessions, tickets: tickets.results, activities: activities.results, appointments: appointments.results }
}
