/**
 * A meeting's settings as the console edits them (issue 28): one flat object (PUT /organizer/meetings/{id}), each
 * field mapped to where SPEC §3's meeting keeps it (a column, or a path in `doc`: `config.theme_color`,
 * `exhibition.copilot_name` …), so the visitor's app reads the change without knowing the console.
 */
import { ApiError, ErrorCode } from '../../http/errors'
import { flag, imageUrl, int, strict, text, timeZone, z } from '../../lib/validation'

export const LANGUAGES = ['zh', 'en', 'ja', 'ko'] as const
export type Lang = (typeof LANGUAGES)[number]

/** A text in each language (only the languages given change). */
export const localized = (max = 200) => strict({ zh: text(max).optional(), en: text(max).optional(), ja: text(max).optional(), ko: text(max).optional() })

const colour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1f6feb')
const hostName = z.string().trim().toLowerCase().max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a host name such as expo.example.com')

export const settingsFields = {
  title: localized(200),
  start: int(0),
  end: int(0),
  timezone: timeZone,
  place: localized(200),
  /** An image address, or '' for none. */
  cover: imageUrl().or(z.literal('')),
  /** The languages the meeting is offered in (SPEC's language map): 1 on, 0 off; at least one stays on. */
  languages: strict({ zh: flag.optional(), en: flag.optional(), ja: flag.optional(), ko: flag.optional() }),
  theme_color: colour,
  main_button_color: colour,
  /** 1: buttons take the theme colour (the visitor's app ignores main_button_color then: src/core/theme.ts). */
  follow_theme_color: flag,
  main_button_theme: z.enum(['light', 'dark']),
  border_radius: z.enum(['round', 'square']),
  /** SPEC §6: 0 open to everyone, any other value asks visitors to sign in. */
  limits_type: int(0, 9),
  allow_guest_view: flag,
  domain: hostName.nullable(),
  icp: text(64),
  share_title: localized(100),
  share_desc: localized(200),
  share_cover: imageUrl().or(z.literal('')),
  enable_copilot: flag,
  copilot_name: localized(40),
  copilot_prologue_title: localized(100),
  copilot_prologue_description: localized(300),
  copilot_prologue_questions: z.array(localized(100)).max(10),
  /** 1: any account with the global organiser role may duplicate the meeting as a starting point (duplicate.ts). */
  template: flag,
}

export type SettingsKey = keyof typeof settingsFields
export type SettingsPatch = { [K in SettingsKey]?: z.output<(typeof settingsFields)[K]> }

/** Where each setting lives in the meeting's `doc` (start, end and domain are columns). */
const DOC_PATHS: Partial<Record<SettingsKey, string[]>> = {
  title: ['title'], timezone: ['timezone'], place: ['place'], cover: ['cover'],
  languages: ['config', 'language'], theme_color: ['config', 'theme_color'], main_button_color: ['config', 'main_button_color'],
  follow_theme_color: ['config', 'follow_theme_color'],
  main_button_theme: ['config', 'main_button_theme'], border_radius: ['config', 'border_radius'], limits_type: ['limits', 'type'],
  allow_guest_view: ['allow_guest_view'], icp: ['config', 'icp'], share_title: ['config', 'wx_share_title'],
  share_desc: ['config', 'wx_share_desc'], share_cover: ['config', 'wx_share_cover'], enable_copilot: ['exhibition', 'enable_copilot'],
  copilot_name: ['exhibition', 'copilot_name'], copilot_prologue_title: ['exhibition', 'copilot_prologue_title'],
  copilot_prologue_description: ['exhibition', 'copilot_prologue_description'], copilot_prologue_questions: ['exhibition', 'copilot_prologue_questions'],
  template: ['template'],
}
/** Fields whose patch is merged language by language (or flag by flag) into what is there. */
const MERGED = new Set<SettingsKey>(['title', 'place', 'languages', 'share_title', 'share_desc', 'copilot_name', 'copilot_prologue_title', 'copilot_prologue_description'])

type Json = Record<string, unknown>
const at = (doc: Json, path: string[]): unknown => path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), doc)
function put(doc: Json, path: string[], value: unknown): void {
  let o = doc
  for (const k of path.slice(0, -1)) {
    if (!o[k] || typeof o[k] !== 'object' || Array.isArray(o[k])) o[k] = {}
    o = o[k] as Json
  }
  o[path[path.length - 1]] = value
}

export interface MeetingColumns { start: number; end: number; domain: string | null; doc: Json }

export function settingsOf(row: MeetingColumns): Record<SettingsKey, unknown> {
  const out = { start: row.start, end: row.end, domain: row.domain } as Record<SettingsKey, unknown>
  for (const [key, path] of Object.entries(DOC_PATHS) as [SettingsKey, string[]][]) out[key] = at(row.doc, path) ?? null
  return out
}

/** The meeting with `patch` applied (a new doc; the row is left alone), checked as a whole. */
export function applySettings(row: MeetingColumns, patch: SettingsPatch): MeetingColumns {
  const next: MeetingColumns = { start: row.start, end: row.end, domain: row.domain, doc: structuredClone(row.doc) }
  for (const [key, value] of Object.entries(patch) as [SettingsKey, unknown][]) {
    if (value === undefined) continue
    if (key === 'start' || key === 'end') next[key] = value as number
    else if (key === 'domain') next.domain = value as string | null
    else {
      const path = DOC_PATHS[key]!
      const old = at(next.doc, path)
      put(next.doc, path, MERGED.has(key) && old && typeof old === 'object' ? { ...(old as Json), ...(value as Json) } : value)
    }
  }
  checkSettings(next)
  return next
}

const invalid = (field: string, message: string) => new ApiError(400, ErrorCode.ValidationFailed, `body.${field}: ${message}`)

export const enabledLanguages = (doc: Json): Lang[] => {
  const map = (at(doc, ['config', 'language']) ?? {}) as Json
  return LANGUAGES.filter((l) => Number(map[l] ?? 0) === 1)
}

/** The rules across fields: dates in order, a language on, and the title written in every language that is on. */
export function checkSettings(m: MeetingColumns): void {
  if (m.end < m.start) throw invalid('end', 'must not be before start')
  const on = enabledLanguages(m.doc)
  if (!on.length) throw invalid('languages', 'at least one language must be on')
  const title = (m.doc.title ?? {}) as Json
  const missing = on.find((l) => !(typeof title[l] === 'string' && (title[l] as string).trim()))
  if (missing) throw invalid(`title.${missing}`, 'the title is needed in every language the meeting is offered in')
}
