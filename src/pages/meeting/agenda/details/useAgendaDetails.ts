import type { Agenda, ObjectId, Speaker } from '@fu-types/entities'
import { listAgendas } from '@/api/content'
import { ApiError } from '@/api/http'
import { fetchSpeaker } from '@/api/meetings'
import { formatTimeRange, liveStateTone, sessionLiveState, localize, splitRichText } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { LIVE_STATE_KEYS } from '../../live/useLiveList'
import { speakerLine } from '../sessionView'
import { useAgendaFollows } from '../useAgendaFollows'

/** One speaker of the session, or none when the organiser removed them (404 or deleted). */
async function sessionSpeaker(meetingId: ObjectId, speakerId: ObjectId): Promise<Speaker | null> {
  try {
    const speaker = await fetchSpeaker(meetingId, speakerId)
    return speaker && speaker.deleted !== 1 ? speaker : null
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null
    throw e
  }
}

/**
 * The session details' data and actions: the session by id with its shown lives (a
 * deleted one goes to /204 in the http layer), its speakers, description, linked lives and activities, and
 * "add to my schedule".
 */
export function useAgendaDetails(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const agendaId = query.agenda_id || ''
  const now = useNow()

  const item = useRemote<Agenda | null>(
    () => (agendaId ? listAgendas({ _id: agendaId, with_lives: 1 }).then(envelope => envelope.results?.[0] ?? null) : Promise.resolve(null)),
    [agendaId],
  )
  const agenda = item.data ?? undefined
  const { id: meetingId, timezone } = meeting
  // A string key, so the speakers load again only when the list really changes (not on every new array).
  const speakerIds = (agenda?.speakers ?? []).join(',')
  const speakers = useRemote<Speaker[]>(async () => {
    if (!agenda?.meeting_id || !speakerIds) return []
    const found = await Promise.all(speakerIds.split(',').map(id => sessionSpeaker(agenda.meeting_id, id)))
    return found.filter((s): s is Speaker => !!s)
  }, [agenda?.meeting_id, speakerIds])

  const here = routeUrl('agendaDetails', { meeting_id: meetingId, agenda_id: agendaId })
  const follows = useAgendaFollows({ meetingId, agendaId: agendaId || undefined, here })
  const description = agenda ? localize(agenda.description, lang) : ''

  return {
    t,
    status: item.status === 'ready' && !agenda ? ('missing' as const) : item.status,
    error: item.error,
    retry: item.retry,
    agenda,
    /** The meeting of the session (else the address's, else the meeting on screen). */
    meetingId,
    title: agenda ? localize(agenda.title, lang) : '',
    time: agenda ? formatTimeRange(agenda.start, agenda.end, timezone) : '',
    place: agenda ? localize(agenda.place, lang) : '',
    cover: agenda?.cover,
    /** The organiser's HTML in chunks under the rich-text byte limit (SPEC §5); each is sanitised when rendered. */
    chunks: description ? splitRichText(description) : [],
    speakersStatus: speakers.status,
    retrySpeakers: speakers.retry,
    speakers: (speakers.data ?? []).map(s => speakerLine(s, lang)),
    // The session's own time decides its lives' state (a live record running today is not live a week ahead).
    lives: agenda ? (agenda.lives ?? []).map(live => {
      const state = sessionLiveState(agenda, live, now)
      return { id: live._id, title: localize(live.title, lang), time: formatTimeRange(live.start, live.end, timezone), stateText: t(LIVE_STATE_KEYS[state]), tone: liveStateTone(state) }
    }) : [],
    activities: (agenda?.activities ?? []).map(activity => ({ id: activity._id, title: localize(activity.title, lang) })),
    follows,
    openSpeaker: (speakerId: ObjectId) => { void navigateTo('speakerDetail', { speaker_id: speakerId, meeting_id: meetingId }) },
    openLive: (liveId: ObjectId) => { void navigateTo('meetingLiveDetail', { live_id: liveId, meeting_id: meetingId }) },
    openActivity: (activityId: ObjectId) => { void navigateTo('activityDetail', { activity_id: activityId, meeting_id: meetingId }) },
    back: () => { void navigateTo('agendaSchedule', { meeting_id: meetingId }) },
  }
}

export type AgendaDetailsData = ReturnType<typeof useAgendaDetails>
