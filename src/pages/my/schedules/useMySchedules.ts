import { useRef, useState } from 'react'
import type { Agenda, ObjectId } from '@fu-types/entities'
import { listUserAgendas, unfollowAgenda } from '@/api/users'
import { pagingTexts } from '@/components/LoadMore'
import { usePagedList } from '@/components/usePagedList'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { agendaDays, formatSessionTime } from '@/core/agenda'
import { localize } from '@/core/localize'
import { formatDateTime } from '@/core/time'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const SCHEDULES_PAGE_SIZE = 20

/** One session as both variants show it, already worded. */
export interface ScheduleRow {
  id: ObjectId
  title: string
  time: string
  place: string
  removing: boolean
}

/**
 * /my/schedules: the sessions I added ("add to my schedule"), read page by page from GET /users/{id}/agendas,
 * grouped by the day they start on in the meeting's zone; each opens its detail or is removed (DELETE).
 */
export function useMySchedules(meeting: ScreenMeeting) {
  const { session, language, platform } = useStores()
  const { id: meetingId, timezone } = meeting
  const userId = session.userId
  const t = language.t
  const lang = language.language
  // Removed sessions leave the list at once, and the count with them.
  const [removed, setRemoved] = useState<ReadonlySet<ObjectId>>(new Set())
  const [removing, setRemoving] = useState<ObjectId | null>(null)

  // The paged list still holds removed sessions (hidden below), so its skip and total count them; the server no
  // longer does: the next page starts that many earlier, and its total is put back in the list's terms.
  const removedCount = useRef(0)
  const list = usePagedList<Agenda>(async (skip, limit) => {
    if (!userId) return { items: [], total: 0 }
    if (skip === 0) removedCount.current = 0
    const gone = removedCount.current
    const envelope = await listUserAgendas(userId, { meeting_id: meetingId, skip: skip - gone, limit })
    return { items: envelope.results, total: (envelope.total ?? skip - gone + envelope.results.length) + gone }
  }, [userId, meetingId], SCHEDULES_PAGE_SIZE)

  const kept = list.items.filter(agenda => !removed.has(agenda._id))
  const days = agendaDays(kept, timezone).map(day => ({
    key: day.key,
    label: formatDateTime(day.start, timezone, 'YYYY.MM.DD'),
    rows: day.items.map((agenda): ScheduleRow => ({
      id: agenda._id,
      title: localize(agenda.title, lang),
      time: formatSessionTime(agenda.start, agenda.end, timezone),
      place: agenda.place ? localize(agenda.place, lang) : '',
      removing: removing === agenda._id,
    })),
  }))
  const count = Math.max(0, list.total - removedCount.current)

  const remove = async (agendaId: ObjectId) => {
    if (!userId || removing) return
    setRemoving(agendaId)
    try {
      await unfollowAgenda(userId, agendaId)
      removedCount.current += 1
      setRemoved(previous => new Set(previous).add(agendaId))
      platform.toast(t('my.schedules.removed'))
    } catch {
      platform.toast(t('my.schedules.removeFailed'))
    } finally {
      setRemoving(null)
    }
  }

  return {
    t,
    list,
    days,
    count,
    open: (agendaId: ObjectId) => { void navigateTo('agendaDetails', { meeting_id: meetingId, agenda_id: agendaId }) },
    remove: (agendaId: ObjectId) => { void remove(agendaId) },
    browseAgenda: () => { void navigateTo('agendaSchedule', meetingId ? { meeting_id: meetingId } : {}) },
    pagingTexts: pagingTexts(t, t('my.schedules.count', { count })),
  }
}

export type MySchedulesData = ReturnType<typeof useMySchedules>
