import { fetchFestival } from '@/api/festival'
import { ApiError } from '@/api/http'
import { DEFAULT_TIMEZONE, localize } from '@/core'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

/**
 * The festival the address names (`meeting_id`), else the current one. A meeting id that is no festival's (404) is
 * the one carried over from the page the visitor came from (links keep the meeting on screen): the current festival
 * is shown instead of a failure.
 */
async function loadFestival(meetingId: string | undefined) {
  if (!meetingId) return fetchFestival()
  try {
    return await fetchFestival(meetingId)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return fetchFestival()
    throw error
  }
}

/**
 * The festival a section screen shows: the one the address names (`meeting_id`), else the current festival. Its
 * meeting id is the screen's meeting (the frame loads it, so the festival's theme colours apply), its time zone the
 * festival's. Every section screen starts here.
 */
export function useFestival(query: { meeting_id?: string }) {
  const { language, meeting } = useStores()
  const remote = useRemote(() => loadFestival(query.meeting_id || undefined), [query.meeting_id])
  const festival = remote.data
  const meetingId = festival?.meeting_id
  const loaded = meeting.meeting && meeting.meeting._id === meetingId ? meeting.meeting : undefined
  const lang = language.language
  return {
    t: language.t,
    lang,
    festival,
    meetingId,
    title: loaded ? localize(loaded.title, lang) : '',
    slogan: festival ? localize(festival.slogan, lang) : '',
    timezone: loaded?.timezone || DEFAULT_TIMEZONE,
    status: remote.status,
    error: remote.error,
    retry: remote.retry,
  }
}

export type FestivalContext = ReturnType<typeof useFestival>

/** The frame's state of a section screen: the festival's, then the screen's own. */
export function festivalState(festival: FestivalContext, own?: { status: 'loading' | 'ready' | 'failed'; error?: string; retry: () => void }) {
  if (festival.status !== 'ready') return { status: festival.status, retry: festival.retry, message: festival.status === 'failed' ? festival.t('festival.failed') : undefined }
  if (own && own.status !== 'ready') return { status: own.status, retry: own.retry, message: own.error }
  return { status: 'ready' as const }
}
