/**
 * The organiser's meeting settings form as data (issue 28): the fields as typed (texts per language, dates as wall
 * clock, choices), read from the saved settings, checked as the server would check them, and turned into the patch of
 * what changed (PUT /organizer/meetings/{id} merges texts per language, so only the languages on are sent).
 */
import type { LanguageCode } from '@fu-types/entities'
import type { OrganizerMeetingSettings, OrganizerSettingsPatch } from '@fu-types/api'
import { formatWallClock, isTimeZone, languagesWithoutTitle, parseWallClock } from './organizerSettings'
import { DEFAULT_TIMEZONE } from './time'

export const SETTINGS_LANGUAGES: readonly LanguageCode[] = ['zh', 'en', 'ja', 'ko']

/** The texts written per language. */
export const TEXT_SETTINGS = ['title', 'place', 'share_title', 'share_desc', 'copilot_name', 'copilot_prologue_title', 'copilot_prologue_description'] as const
export type TextSetting = (typeof TEXT_SETTINGS)[number]
/** The settings typed as one line of text. */
export const PLAIN_SETTINGS = ['start', 'end', 'timezone', 'cover', 'theme_color', 'main_button_color', 'domain', 'icp', 'share_cover'] as const
export type PlainSetting = (typeof PLAIN_SETTINGS)[number]

type Texts = Partial<Record<LanguageCode, string>>

export interface SettingsChoices {
  main_button_theme: 'light' | 'dark'
  border_radius: 'round' | 'square'
  limits_type: 0 | 1
  allow_guest_view: 0 | 1
  enable_copilot: 0 | 1
  follow_theme_color: 0 | 1
  template: 0 | 1
}
export type ChoiceSetting = keyof SettingsChoices

export interface SettingsFields {
  texts: Record<TextSetting, Texts>
  /** The assistant's suggested questions, per language one a line (question i is line i of each language). */
  questions: Texts
  plain: Record<PlainSetting, string>
  choices: SettingsChoices
  languages: LanguageCode[]
}

const flagOf = (v: number | null | undefined, fallback: 0 | 1): 0 | 1 => (v === 0 || v === 1 ? v : fallback)

export function fieldsOf(s: OrganizerMeetingSettings): SettingsFields {
  const timezone = s.timezone || DEFAULT_TIMEZONE
  const questions: Texts = {}
  for (const l of SETTINGS_LANGUAGES) questions[l] = (s.copilot_prologue_questions ?? []).map(q => q[l] ?? '').join('\n').replace(/\n+$/, '')
  return {
    texts: Object.fromEntries(TEXT_SETTINGS.map(k => [k, { ...(s[k] ?? {}) }])) as Record<TextSetting, Texts>,
    questions,
    plain: {
      start: formatWallClock(s.start, timezone), end: formatWallClock(s.end, timezone), timezone,
      cover: s.cover ?? '', theme_color: s.theme_color ?? '', main_button_color: s.main_button_color ?? '',
      domain: s.domain ?? '', icp: s.icp ?? '', share_cover: s.share_cover ?? '',
    },
    choices: {
      main_button_theme: s.main_button_theme === 'dark' ? 'dark' : 'light',
      border_radius: s.border_radius === 'square' ? 'square' : 'round',
      limits_type: s.limits_type ? 1 : 0,
      allow_guest_view: flagOf(s.allow_guest_view, 1),
      enable_copilot: flagOf(s.enable_copilot, 0),
      follow_theme_color: flagOf(s.follow_theme_color, 0),
      template: flagOf(s.template, 0),
    },
    languages: SETTINGS_LANGUAGES.filter(l => s.languages[l] === 1),
  }
}

/** Why a field would be refused, as a message the form names by key. */
export type FieldProblem = 'titleMissing' | 'languageNeeded' | 'date' | 'endBeforeStart' | 'timezone' | 'color' | 'tooManyQuestions'

const COLOUR = /^#[0-9a-fA-F]{6}$/
export const MAX_QUESTIONS = 10

function questionsOf(f: SettingsFields, saved: OrganizerMeetingSettings['copilot_prologue_questions']): Texts[] {
  const lines = Object.fromEntries(f.languages.map(l => [l, (f.questions[l] ?? '').split('\n').map(q => q.trim())]))
  const count = Math.max(0, ...f.languages.map(l => lines[l].length))
  const out: Texts[] = []
  for (let i = 0; i < count; i++) {
    // The languages off keep what they had; those on take line i.
    const q: Texts = Object.fromEntries(Object.entries(saved?.[i] ?? {}).filter(([l]) => !f.languages.includes(l as LanguageCode)))
    for (const l of f.languages) if (lines[l][i]) q[l] = lines[l][i]
    if (f.languages.some(l => q[l])) out.push(q)
  }
  return out
}

/** The questions as text, languages in a fixed order (the saved ones may list them in another). */
const canonical = (qs: Texts[]) => JSON.stringify(qs.map(q => SETTINGS_LANGUAGES.map(l => q[l] ?? '')))

/** What differs from the saved settings, and the fields the server would refuse (by field: `title.en`, `end` …). */
export function settingsPatch(f: SettingsFields, s: OrganizerMeetingSettings): { patch: OrganizerSettingsPatch; problems: Record<string, FieldProblem> } {
  const patch: OrganizerSettingsPatch = {}
  const problems: Record<string, FieldProblem> = {}
  if (!f.languages.length) problems.languages = 'languageNeeded'
  for (const l of languagesWithoutTitle(f.languages, f.texts.title)) problems[`title.${l}`] = 'titleMissing'

  const languages = Object.fromEntries(SETTINGS_LANGUAGES.map(l => [l, f.languages.includes(l) ? 1 : 0])) as Record<LanguageCode, 0 | 1>
  if (SETTINGS_LANGUAGES.some(l => languages[l] !== (s.languages[l] === 1 ? 1 : 0))) patch.languages = languages
  for (const key of TEXT_SETTINGS) {
    const changed: Texts = {}
    for (const l of f.languages) {
      const now = (f.texts[key][l] ?? '').trim()
      if (now !== (s[key]?.[l] ?? '')) changed[l] = now
    }
    if (Object.keys(changed).length) patch[key] = changed
  }

  const timezone = f.plain.timezone.trim()
  if (!isTimeZone(timezone)) problems.timezone = 'timezone'
  else if (timezone !== s.timezone) patch.timezone = timezone
  const at: Partial<Record<'start' | 'end', number>> = {}
  for (const key of ['start', 'end'] as const) {
    const value = isTimeZone(timezone) ? parseWallClock(f.plain[key], timezone) : null
    if (value === null) { if (!problems.timezone) problems[key] = 'date'; continue }
    at[key] = value
    if (value !== s[key]) patch[key] = value
  }
  if (at.start !== undefined && at.end !== undefined && at.end < at.start) problems.end = 'endBeforeStart'

  for (const key of ['theme_color', 'main_button_color'] as const) {
    const colour = f.plain[key].trim()
    if (colour === (s[key] ?? '')) continue
    if (!COLOUR.test(colour)) problems[key] = 'color'
    else patch[key] = colour
  }
  for (const key of ['cover', 'share_cover', 'icp'] as const) {
    const value = f.plain[key].trim()
    if (value !== (s[key] ?? '')) patch[key] = value
  }
  const domain = f.plain.domain.trim().toLowerCase() || null
  if (domain !== (s.domain ?? null)) patch.domain = domain

  const was = fieldsOf(s).choices
  for (const key of Object.keys(f.choices) as ChoiceSetting[]) {
    if (f.choices[key] !== was[key]) (patch as Record<string, unknown>)[key] = f.choices[key]
  }

  const questions = questionsOf(f, s.copilot_prologue_questions)
  if (questions.length > MAX_QUESTIONS) problems.copilot_prologue_questions = 'tooManyQuestions'
  else if (canonical(questions) !== canonical(s.copilot_prologue_questions ?? [])) patch.copilot_prologue_questions = questions
  return { patch, problems }
}
