import type { Agenda, Live, Meeting, Speaker } from '@fu-types/entities'

export const MEETING_ID = '660100000000000000000001'
export const USER_ID = 'u'.repeat(24)
export const TIMEZONE = 'Asia/Tokyo'
export const meeting: Meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: TIMEZONE }

export const HOUR = 3600
export const DAY = 24 * HOUR
export const nowS = () => Math.floor(Date.now() / 1000)
/** 09:00 Tokyo time, `days` days from now: sessions on whole days of the meeting's zone. */
export function tokyoNine(days: number): number {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date((nowS() + days * DAY) * 1000))
  return Math.floor(Date.parse(`${date}T09:00:00+09:00`) / 1000)
}

export const speakerId = (n: number) => `6613${String(n).padStart(20, '0')}`
export const agendaId = (n: number) => `6612${String(n).padStart(20, '0')}`
export const liveId = (n: number) => `6611${String(n).padStart(20, '0')}`

export function speaker(n: number, extra: Partial<Speaker> = {}): Speaker {
  return {
    _id: speakerId(n),
    name: { zh: `嘉宾 ${n}`, en: `Speaker ${n}` },
    work_title: { zh: '总监', en: 'Director' },
    company: { zh: `公司 ${n}`, en: `Company ${n}` },
    photo: `/fu/static/speaker-${n}.png`,
    ...extra,
  }
}

export function live(n: number, extra: Partial<Live> = {}): Live {
  return { _id: liveId(n), meeting_id: MEETING_ID, title: { zh: `直播 ${n}`, en: `Stream ${n}` }, start: nowS() - HOUR, end: nowS() + HOUR, ...extra }
}

export function agenda(n: number, start: number, extra: Partial<Agenda> = {}): Agenda {
  return {
    _id: agendaId(n), meeting_id: MEETING_ID,
    title: { zh: `日程 ${n}`, en: `Session ${n}` },
    start, end: start + 90 * 60,
    place: { zh: '主会场', en: 'Main hall' },
    speakers: [speakerId(1)],
    ...extra,
  }
}
