import type { Agenda, Speaker } from '@fu-types/entities'
import { ApiError } from '@/api/http'
import { fetchSpeaker, speakerAgendas } from '@/api/meetings'
import { localize, splitRichText } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { speakerLine, toSessionView } from '../../agenda/sessionView'

/** Live badges on the sessions change at most by the minute here. */
const BADGE_TICK_MS = 30_000

/**
 * The speaker profile's data and actions: the speaker of the meeting (unknown or
 * removed: not found), the bio as sanitised rich text, and the sessions they speak in.
 */
export function useSpeakerDetail(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const speakerId = query.speaker_id || ''
  const { id: meetingId, timezone } = meeting
  const now = useNow(BADGE_TICK_MS)

  const item = useRemote<Speaker | null>(async () => {
    if (!speakerId) return null
    // Without a meeting id the speaker waits for the meeting store.
    if (!meetingId) return new Promise<never>(() => undefined)
    try {
      const speaker = await fetchSpeaker(meetingId, speakerId)
      return speaker && speaker.deleted !== 1 ? speaker : null
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null
      throw e
    }
  }, [meetingId, speakerId])
  const sessions = useRemote<Agenda[]>(
    () => (meetingId && speakerId ? speakerAgendas(meetingId, speakerId, { with_lives: 1 }) : new Promise<never>(() => undefined)),
    [meetingId, speakerId],
  )

  const speaker = item.data ?? undefined
  const profile = speaker ? speakerLine(speaker, lang) : undefined
  const bio = speaker ? localize(speaker.description, lang) : ''

  return {
    t,
    status: item.status === 'ready' && !speaker ? ('missing' as const) : item.status,
    error: item.error,
    retry: item.retry,
    profile,
    /** The organiser's HTML in chunks under the rich-text byte limit (SPEC §5); each is sanitised when rendered. */
    chunks: bio ? splitRichText(bio) : [],
    sessionsStatus: sessions.status,
    retrySessions: sessions.retry,
    // Their own sessions without the speaker chips: this page is the speaker.
    sessions: (sessions.data ?? []).map(agenda => toSessionView(agenda, { lang, timezone, now, t, withDate: true })),
    openSession: (agendaId: string) => { void navigateTo('agendaDetails', { meeting_id: meetingId, agenda_id: agendaId }) },
    openSpeaker: (id: string) => { void navigateTo('speakerDetail', { speaker_id: id, meeting_id: meetingId }) },
    openLive: (liveId: string) => { void navigateTo('meetingLiveDetail', { live_id: liveId, meeting_id: meetingId }) },
    back: () => { void navigateTo('speakerList', { meeting_id: meetingId }) },
  }
}

export type SpeakerDetailData = ReturnType<typeof useSpeakerDetail>
