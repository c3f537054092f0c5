import type { ObjectId } from '@fu-types/entities'
import { listMyMeetings, type MeetingLogEntry } from '@/api/users'
import { pagingTexts } from '@/components/LoadMore'
import { usePagedList } from '@/components/usePagedList'
import { localize } from '@/core'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const MEETING_LOG_PAGE_SIZE = 10

export interface MeetingLogCard {
  id: ObjectId
  title: string
  cover?: string
  start: MeetingLogEntry['meeting']['start']
  end: MeetingLogEntry['meeting']['end']
  timezone?: string
  /** When I last opened it (seconds), or null when I only registered. */
  visited: number | null
  /** My tickets there. */
  registered: number
}

/**
 * /my/event: my meeting log — the meetings I opened or registered for, newest first (GET /users/{id}/meetings),
 * each reopening its meeting home.
 */
export function useMyEvents() {
  const { session, language } = useStores()
  const userId = session.userId
  const list = usePagedList<MeetingLogEntry>(async (skip, limit) => {
    // The frame sends a guest to /login (access: login); until then nothing to ask.
    if (!userId) return new Promise<never>(() => undefined)
    const envelope = await listMyMeetings(userId, { limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [userId], MEETING_LOG_PAGE_SIZE)
  const t = language.t
  const cards: MeetingLogCard[] = list.items.map(entry => ({
    id: entry.meeting._id,
    title: localize(entry.meeting.title, language.language),
    cover: entry.meeting.cover,
    start: entry.meeting.start,
    end: entry.meeting.end,
    timezone: entry.meeting.timezone,
    visited: entry.visited,
    registered: entry.registered,
  }))
  return {
    t,
    list,
    cards,
    pagingTexts: pagingTexts(t, t('mine.event.total', { total: list.total })),
    /** Reopens that meeting (its home, as the meeting on screen from then on). */
    open: (meetingId: ObjectId) => { void navigateTo('meetingHome', { meeting_id: meetingId }) },
    browse: () => { void navigateTo('meetingHome') },
  }
}

export type MyEventsData = ReturnType<typeof useMyEvents>
