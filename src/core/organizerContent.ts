/**
 * The organiser console's rules for a meeting's speakers, agenda sessions and news (issue 28): which fields each
 * editor has (texts in every enabled language), the form as text and the body the server takes, what is wrong
 * before sending, and the order each list shows its items in.
 */
import type { LanguageCode } from '@fu-types/entities'
import type { OrganizerContentFields, OrganizerContentKind } from '@fu-types/api'
import { formatWallClock, parseWallClock } from './organizerSettings'

type Json = Record<string, unknown>

/** How a text field is edited: one line, several lines, organiser HTML (with its sanitised preview), an image address. */
export type ContentFieldKind = 'line' | 'area' | 'html' | 'image'

export interface ContentTextField {
  name: string
  kind: ContentFieldKind
  /** One value per enabled language (`name.en` …) or one for all. */
  localized: boolean
  required?: boolean
  max: number
}

/** The text fields of each kind, in the order the editor shows them (as server/modules/organizer/contentKinds.ts takes them). */
export const CONTENT_TEXT_FIELDS: Record<OrganizerContentKind, readonly ContentTextField[]> = {
  speakers: [
    { name: 'name', kind: 'line', localized: true, required: true, max: 60 },
    { name: 'work_title', kind: 'line', localized: true, max: 100 },
    { name: 'company', kind: 'line', localized: true, max: 100 },
    { name: 'photo', kind: 'image', localized: false, max: 500 },
    { name: 'description', kind: 'html', localized: true, max: 100_000 },
  ],
  agendas: [
    { name: 'title', kind: 'line', localized: true, required: true, max: 200 },
    { name: 'place', kind: 'line', localized: true, max: 100 },
    { name: 'track', kind: 'line', localized: true, max: 100 },
    { name: 'description', kind: 'html', localized: true, max: 100_000 },
  ],
  news: [
    { name: 'title', kind: 'line', localized: true, required: true, max: 200 },
    { name: 'summary', kind: 'area', localized: true, max: 500 },
    { name: 'cover', kind: 'image', localized: false, max: 500 },
    { name: 'content', kind: 'html', localized: true, max: 100_000 },
  ],
}

/**
 * An editor's form: every value as typed, by the field name a refusal names (`name.en`, `photo`, `start` …), plus
 * the session's picked speakers and lives. Agenda times are `date` (YYYY-MM-DD) with `start` / `end` (HH:mm) in the
 * meeting's zone; a news item's publish time is `created` (YYYY-MM-DD HH:mm); `weight` (a speaker's order) a number.
 */
export interface ContentForm {
  values: Record<string, string>
  speakers: string[]
  lives: string[]
}

/** Why a field is refused before sending. */
export type ContentFieldProblem = 'required' | 'number' | 'date' | 'time' | 'endBeforeStart'

const textOf = (value: unknown, lang?: LanguageCode): string => {
  if (lang) return value && typeof value === 'object' ? String((value as Json)[lang] ?? '') : typeof value === 'string' ? value : ''
  return typeof value === 'string' ? value : ''
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

/** The form of an item as it is (or of a new one: a session on the meeting's first day, news published now). */
export function contentFormOf(kind: OrganizerContentKind, item: Json | undefined, languages: readonly LanguageCode[], timezone: string, defaults: { day: number; now: number }): ContentForm {
  const values: Record<string, string> = {}
  for (const field of CONTENT_TEXT_FIELDS[kind]) {
    if (field.localized) for (const l of languages) values[`${field.name}.${l}`] = textOf(item?.[field.name], l)
    else values[field.name] = textOf(item?.[field.name])
  }
  if (kind === 'speakers') values.weight = String(item?.weight ?? 0)
  if (kind === 'agendas') {
    const start = typeof item?.start === 'number' ? item.start : defaults.day
    const end = typeof item?.end === 'number' ? item.end : start + 3600
    const [date, from] = formatWallClock(start, timezone).split(' ')
    values.date = date
    values.start = item ? from : '09:00'
    values.end = item ? formatWallClock(end, timezone).split(' ')[1] : '10:00'
    values.type = typeof item?.type === 'string' ? item.type : ''
    values.enable_show = item?.enable_show === 0 ? '0' : '1'
  }
  if (kind === 'news') values.created = formatWallClock(typeof item?.created === 'number' ? item.created : defaults.now, timezone)
  const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
  return { values, speakers: ids(item?.speakers), lives: ids(item?.live_ids ?? item?.lives) }
}

/** The body the server takes for the form, or the fields that are wrong (each with why). */
export function contentBodyOf<K extends OrganizerContentKind>(kind: K, form: ContentForm, languages: readonly LanguageCode[], timezone: string): { body: OrganizerContentFields[K]; problems: Record<string, ContentFieldProblem> } {
  const body: Json = {}
  const problems: Record<string, ContentFieldProblem> = {}
  const v = (name: string) => (form.values[name] ?? '').trim()
  for (const field of CONTENT_TEXT_FIELDS[kind]) {
    if (field.localized) {
      body[field.name] = Object.fromEntries(languages.map(l => [l, v(`${field.name}.${l}`)]))
      if (field.required) for (const l of languages) if (!v(`${field.name}.${l}`)) problems[`${field.name}.${l}`] = 'required'
    } else if (v(field.name)) {
      body[field.name] = v(field.name)
    }
  }
  if (kind === 'speakers') {
    if (/^-?\d{1,7}$/.test(v('weight'))) body.weight = Number(v('weight'))
    else problems.weight = 'number'
  }
  if (kind === 'agendas') {
    // A day that is none (2027-02-30) is the date's error, not the times'.
    if (!DATE.test(v('date')) || parseWallClock(`${v('date')} 00:00`, timezone) === null) problems.date = 'date'
    for (const key of ['start', 'end'] as const) {
      const at = TIME.test(v(key)) && !problems.date ? parseWallClock(`${v('date')} ${v(key)}`, timezone) : null
      if (at === null) { if (!problems.date) problems[key] = 'time' } else body[key] = at
    }
    if (typeof body.start === 'number' && typeof body.end === 'number' && body.end < body.start) problems.end = 'endBeforeStart'
    if (v('type')) body.type = v('type')
    body.enable_show = v('enable_show') === '0' ? 0 : 1
    body.speakers = [...form.speakers]
    body.lives = [...form.lives]
  }
  if (kind === 'news') {
    const at = parseWallClock(v('created'), timezone)
    if (at === null) problems.created = 'date'
    else body.created = at
  }
  return { body: body as OrganizerContentFields[K], problems }
}

/** Only what the edit changed, against the item as it was loaded (its own form's body): an edit sends no more. */
export function changedBody<B extends object>(before: B, after: B): Partial<B> {
  const was = before as Json
  return Object.fromEntries(Object.entries(after).filter(([k, value]) => JSON.stringify(value) !== JSON.stringify(was[k]))) as Partial<B>
}

/** Speakers as the meeting orders them (weight, highest first), news newest first; sessions are grouped by day elsewhere (core/agenda). */
export function contentOrder<T extends { _id: string; weight?: unknown; created?: unknown }>(kind: OrganizerContentKind, items: readonly T[]): T[] {
  const n = (x: unknown) => (typeof x === 'number' ? x : 0)
  if (kind === 'news') return [...items].sort((a, b) => n(b.created) - n(a.created) || b._id.localeCompare(a._id))
  return [...items].sort((a, b) => n(b.weight) - n(a.weight) || a._id.localeCompare(b._id))
}
