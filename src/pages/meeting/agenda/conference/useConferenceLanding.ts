import type { Agenda, Category, Live, ObjectId, Speaker } from '@fu-types/entities'
import { listCategories } from '@/api/categories'
import { listAllAgendas, listLives } from '@/api/content'
import { listSpeakers } from '@/api/meetings'
import { agendaDays, formatDateTime, invitationDates, localize } from '@/core'
import { liveStatus, type LiveCardData } from '@/components/LiveCards'
import type { SpeakerCardData } from '@/components/SpeakerCard'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { speakerLine } from '../sessionView'

const KEYNOTE_LIMIT = 8
const LANDING_LIVES_LIMIT = 3
/** Sessions named on each day's card. */
const DAY_PREVIEW = 3

interface DayCard { key: string; n: number; date: string; count: number; sessions: { id: ObjectId; time: string; title: string }[] }

/**
 * /conference: the conference half of the event. The programme day by day (each day's count and first sessions, opening
 * the schedule), the keynote speakers (the first speaker category by weight, else the first speakers), and the lives.
 */
export function useConferenceLanding(shown: ScreenMeeting) {
  const { language, meeting: meetingStore } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId, timezone } = shown
  const now = useNow()

  const remote = useRemote<{ agendas: Agenda[]; speakers: Speaker[]; lives: Live[] }>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const [agendas, categories, lives] = await Promise.all([
      listAllAgendas({ meeting_id: meetingId }),
      listCategories('speaker', { meeting_id: meetingId }),
      listLives({ meeting_id: meetingId, limit: LANDING_LIVES_LIMIT }),
    ])
    const keynote: Category | undefined = categories.find(c => c.display !== 0)
    const speakers = await listSpeakers(meetingId, { ...(keynote ? { category_id: keynote._id } : {}), limit: KEYNOTE_LIMIT })
    return { agendas, speakers: speakers.results ?? [], lives: lives.results ?? [] }
  }, [meetingId])

  const meeting = shown.loaded
  const days: DayCard[] = agendaDays(remote.data?.agendas ?? [], timezone).map((day, i) => ({
    key: day.key,
    n: i + 1,
    date: formatDateTime(day.start, timezone, 'MM.DD'),
    count: day.items.length,
    sessions: day.items.slice(0, DAY_PREVIEW).map(a => ({ id: a._id, time: formatDateTime(a.start, timezone, 'HH:mm'), title: localize(a.title, lang) })),
  }))
  const speakers: SpeakerCardData[] = (remote.data?.speakers ?? []).map(s => speakerLine(s, lang))
  const lives: LiveCardData[] = (remote.data?.lives ?? []).map(live => ({
    id: live._id, title: localize(live.title, lang), cover: live.cover, start: live.start, end: live.end, ...liveStatus(live, now, t),
  }))
  const meetingFailed = !meeting && meetingStore.status === 'failed'

  return {
    t,
    status: meetingFailed ? 'failed' as const : remote.status,
    error: meetingFailed ? meetingStore.error : remote.error,
    retry: meetingFailed ? () => void meetingStore.retry() : remote.retry,
    meetingTitle: meeting ? localize(meeting.title, lang) : '',
    dates: meeting ? invitationDates(meeting.start, meeting.end, timezone) : '',
    timezone,
    days,
    speakers,
    lives,
    openSchedule: () => { void navigateTo('agendaSchedule', { meeting_id: meetingId }) },
    openSession: (id: ObjectId) => { void navigateTo('agendaDetails', { agenda_id: id, meeting_id: meetingId }) },
    openSpeaker: (id: ObjectId) => { void navigateTo('speakerDetail', { speaker_id: id, meeting_id: meetingId }) },
    allSpeakers: () => { void navigateTo('speakerList', { meeting_id: meetingId }) },
    openLive: (id: ObjectId) => { void navigateTo('meetingLiveDetail', { live_id: id, meeting_id: meetingId }) },
    allLives: () => { void navigateTo('meetingLive', { meeting_id: meetingId }) },
    exhibition: () => { void navigateTo('exhibition', { meeting_id: meetingId }) },
  }
}

export type ConferenceLandingData = ReturnType<typeof useConferenceLanding>
