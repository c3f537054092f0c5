import { useState } from 'react'
import type { LanguageCode } from '@fu-types/entities'
import type { OrganizerMeetingSettings, OrganizerMeetingView, OrganizerSettingsPatch } from '@fu-types/api'
import { ApiError } from '@/api/http'
import { saveMeetingSettings } from '@/api/organizer'
import { formatWallClock, parseWallClock, refusedFields } from '@/core/organizerSettings'
import type { MessageKey } from '@/i18n'
import { isForbidden } from '../access'

const LANGUAGES: readonly LanguageCode[] = ['zh', 'en', 'ja', 'ko']

/** The form's text fields: `title.<lang>` and `share_title.<lang>` per enabled language, and the rest by name. */
export interface SettingsFields {
  title: Partial<Record<LanguageCode, string>>
  share_title: Partial<Record<LanguageCode, string>>
  start: string
  end: string
  timezone: string
  theme_color: string
  limits_type: 0 | 1
  allow_guest_view: 0 | 1
}

function fieldsOf(s: OrganizerMeetingSettings): SettingsFields {
  const timezone = s.timezone || 'Asia/Shanghai'
  return {
    title: { ...s.title },
    share_title: { ...(s.share_title ?? {}) },
    start: formatWallClock(s.start, timezone),
    end: formatWallClock(s.end, timezone),
    timezone,
    theme_color: s.theme_color ?? '',
    limits_type: s.limits_type ? 1 : 0,
    allow_guest_view: s.allow_guest_view === 0 ? 0 : 1,
  }
}

/** Server reasons the form says in the reader's language; any other refusal quotes the server's reason. */
function refusalKey(field: string, reason: string): MessageKey | undefined {
  if (field.startsWith('title.') && reason.includes('every language')) return 'organizer.error.titleMissing'
  if (field === 'end' && reason.includes('before start')) return 'organizer.error.endBeforeStart'
  if (field.endsWith('_color')) return 'organizer.error.color'
  return undefined
}

type Errors = Record<string, string>

/**
 * The settings form of /organizer/meeting: what the meeting holds, edited as text; saving sends only what changed
 * (PUT /organizer/meetings/{id}), and a refusal (400 / 4220 naming `body.<field>`) puts each error beside its field.
 */
export function useSettingsForm(meeting: OrganizerMeetingView | undefined, onSaved: (view: OrganizerMeetingView) => void, t: (key: MessageKey, params?: Record<string, string | number>) => string) {
  const [loadedFrom, setLoadedFrom] = useState<OrganizerMeetingView | undefined>(undefined)
  const [fields, setFields] = useState<SettingsFields | undefined>(undefined)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState('')
  const [notice, setNotice] = useState('')
  const [saving, setSaving] = useState(false)

  // A newly loaded (or saved) meeting resets the form to what it holds.
  if (meeting && meeting !== loadedFrom) {
    setLoadedFrom(meeting)
    setFields(fieldsOf(meeting.settings))
  }

  const languages = meeting ? LANGUAGES.filter(l => meeting.settings.languages[l] === 1) : []

  const edit = (change: (f: SettingsFields) => SettingsFields, field: string) => {
    setFields(f => (f ? change(f) : f))
    setNotice('')
    setErrors(e => { const { [field]: _, ...rest } = e; return rest })
  }

  /** What differs from the meeting as loaded; errors for dates that are no time. */
  function patchOf(f: SettingsFields, s: OrganizerMeetingSettings): { patch: OrganizerSettingsPatch; errors: Errors } {
    const patch: OrganizerSettingsPatch = {}
    const errs: Errors = {}
    const changedTexts = (now: Partial<Record<LanguageCode, string>>, was: Partial<Record<LanguageCode, string>> | null) => {
      const out: Partial<Record<LanguageCode, string>> = {}
      for (const l of languages) if ((now[l] ?? '').trim() !== (was?.[l] ?? '')) out[l] = (now[l] ?? '').trim()
      return Object.keys(out).length ? out : undefined
    }
    const title = changedTexts(f.title, s.title)
    if (title) patch.title = title
    const shareTitle = changedTexts(f.share_title, s.share_title)
    if (shareTitle) patch.share_title = shareTitle
    const timezone = f.timezone.trim()
    if (timezone !== s.timezone) patch.timezone = timezone
    for (const key of ['start', 'end'] as const) {
      const at = parseWallClock(f[key], timezone || s.timezone)
      if (at === null) errs[key] = t('organizer.error.date')
      else if (at !== s[key]) patch[key] = at
    }
    const colour = f.theme_color.trim()
    if (colour !== (s.theme_color ?? '')) patch.theme_color = colour
    if (f.limits_type !== (s.limits_type ? 1 : 0)) patch.limits_type = f.limits_type
    if (f.allow_guest_view !== (s.allow_guest_view === 0 ? 0 : 1)) patch.allow_guest_view = f.allow_guest_view
    return { patch, errors: errs }
  }

  async function save() {
    if (!meeting || !fields || saving) return
    setFormError('')
    setNotice('')
    const { patch, errors: local } = patchOf(fields, meeting.settings)
    setErrors(local)
    if (Object.keys(local).length) { setFormError(t('organizer.error.fields')); return }
    if (!Object.keys(patch).length) { setNotice(t('organizer.nothingChanged')); return }
    setSaving(true)
    try {
      const saved = await saveMeetingSettings(meeting._id, patch)
      onSaved(saved)
      setNotice(t('organizer.saved'))
    } catch (e) {
      const refused = e instanceof ApiError && e.status === 400 ? refusedFields(e.message) : []
      if (refused.length) {
        setErrors(Object.fromEntries(refused.map(r => {
          const key = refusalKey(r.field, r.reason)
          return [r.field, key ? t(key) : t('organizer.error.refused', { reason: r.reason })]
        })))
        setFormError(t('organizer.error.fields'))
      } else {
        setFormError(t(isForbidden(e) ? 'organizer.error.forbidden' : 'organizer.error.failed'))
      }
    } finally {
      setSaving(false)
    }
  }

  return {
    fields,
    languages,
    errors,
    /** The error beside a field: `title.en`, `start`, `theme_color` … ('' when fine). */
    errorOf: (field: string) => errors[field] ?? '',
    formError,
    notice,
    saving,
    setText: (lang: LanguageCode, which: 'title' | 'share_title', value: string) =>
      edit(f => ({ ...f, [which]: { ...f[which], [lang]: value } }), `${which}.${lang}`),
    setField: (field: 'start' | 'end' | 'timezone' | 'theme_color', value: string) => edit(f => ({ ...f, [field]: value }), field),
    setLimitsType: (value: 0 | 1) => edit(f => ({ ...f, limits_type: value }), 'limits_type'),
    setGuestView: (value: 0 | 1) => edit(f => ({ ...f, allow_guest_view: value }), 'allow_guest_view'),
    save,
  }
}

export type SettingsForm = ReturnType<typeof useSettingsForm>
