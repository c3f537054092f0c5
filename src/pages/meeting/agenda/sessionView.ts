import type { Agenda, LanguageCode, ObjectId, Speaker } from '@fu-types/entities'
import { agendaLive, formatSessionTime, formatTimeRange, liveStateTone, localize, type LiveState } from '@/core'
import type { MessageKey } from '@/i18n'
import { LIVE_STATE_KEYS } from '../live/useLiveList'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

export interface SessionSpeaker { id: ObjectId; name: string; title: string; photo?: string }

/** What a session card shows, in the viewer's language and the meeting's zone. */
export interface SessionView {
  id: ObjectId
  title: string
  time: string
  place: string
  speakers: SessionSpeaker[]
  /** The linked live its badge speaks for (shown lives only), in the state the session's own time gives it. */
  live?: { id: ObjectId; title: string; state: LiveState; stateText: string; tone: ReturnType<typeof liveStateTone> }
}

/** A speaker's name and "title · company" line. */
export function speakerLine(speaker: Speaker, lang: LanguageCode | string): SessionSpeaker {
  const title = [localize(speaker.work_title, lang), localize(speaker.company, lang)].filter(Boolean).join(' · ')
  return { id: speaker._id, name: localize(speaker.name, lang), title, photo: speaker.photo }
}

/**
 * A session for its card. `withDate` writes the full date range (outside the day tabs); `speakersById` names the
 * session's speakers (unknown or deleted ones are left out).
 */
export function toSessionView(agenda: Agenda, options: {
  lang: LanguageCode | string
  timezone?: string
  now: number
  t: Translate
  speakersById?: ReadonlyMap<ObjectId, Speaker>
  withDate?: boolean
}): SessionView {
  const { lang, timezone, now, t, speakersById } = options
  const linked = agendaLive(agenda, now)
  return {
    id: agenda._id,
    title: localize(agenda.title, lang),
    time: options.withDate ? formatTimeRange(agenda.start, agenda.end, timezone) : formatSessionTime(agenda.start, agenda.end, timezone),
    place: localize(agenda.place, lang),
    speakers: (agenda.speakers ?? [])
      .map(id => speakersById?.get(id))
      .filter((s): s is Speaker => !!s && s.deleted !== 1)
      .map(s => speakerLine(s, lang)),
    live: linked && {
      id: linked.live._id,
      title: localize(linked.live.title, lang),
      state: linked.state,
      stateText: t(LIVE_STATE_KEYS[linked.state]),
      tone: liveStateTone(linked.state),
    },
  }
}
