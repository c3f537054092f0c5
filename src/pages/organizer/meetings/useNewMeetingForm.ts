/** The "new meeting" form of /organizer: its languages, a title in each, dates and time zone; creating opens it. */
import { useState } from 'react'
import type { LanguageCode } from '@fu-types/entities'
import { createOrganizerMeeting } from '@/api/organizer'
import { isTimeZone, languagesWithoutTitle, parseWallClock } from '@/core/organizerSettings'
import { DEFAULT_TIMEZONE } from '@/core/time'
import type { MessageKey } from '@/i18n'
import { failureText, fieldErrorsOf } from '../refusals'

export const MEETING_LANGUAGES: readonly LanguageCode[] = ['zh', 'en', 'ja', 'ko']

type T = (key: MessageKey, params?: Record<string, string | number>) => string

/**
 * Opened from the list; checks what the server would refuse before sending (a title in each language chosen, dates
 * that are times, in order), and puts the server's own refusals beside their fields. Nothing typed is lost on failure.
 */
export function useNewMeetingForm(uiLanguage: LanguageCode, t: T, onCreated: (meetingId: string) => void) {
  const [open, setOpen] = useState(false)
  const [languages, setLanguages] = useState<LanguageCode[]>([uiLanguage])
  const [title, setTitle] = useState<Partial<Record<LanguageCode, string>>>({})
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  const [timezone, setTimezone] = useState(DEFAULT_TIMEZONE)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)

  const clear = (field: string) => setErrors(e => { const { [field]: _, ...rest } = e; return rest })

  async function create() {
    if (busy) return
    const zone = timezone.trim() || DEFAULT_TIMEZONE
    const local: Record<string, string> = {}
    if (!languages.length) local.languages = t('organizer.error.languageNeeded')
    for (const l of languagesWithoutTitle(languages, title)) local[`title.${l}`] = t('organizer.error.titleMissing')
    const zoneKnown = isTimeZone(zone)
    if (!zoneKnown) local.timezone = t('organizer.error.timezone')
    const from = zoneKnown ? parseWallClock(start, zone) : null
    const to = zoneKnown ? parseWallClock(end, zone) : null
    if (zoneKnown && from === null) local.start = t('organizer.error.date')
    if (zoneKnown && to === null) local.end = t('organizer.error.date')
    else if (to !== null && from !== null && to < from) local.end = t('organizer.error.endBeforeStart')
    setErrors(local)
    setFormError(Object.keys(local).length ? t('organizer.error.fields') : '')
    if (Object.keys(local).length || from === null || to === null) return
    setBusy(true)
    try {
      const made = await createOrganizerMeeting({
        title: Object.fromEntries(languages.map(l => [l, (title[l] ?? '').trim()])),
        languages: Object.fromEntries(MEETING_LANGUAGES.map(l => [l, languages.includes(l) ? 1 : 0])),
        start: from, end: to, timezone: zone,
      })
      setOpen(false)
      onCreated(made._id)
    } catch (e) {
      const fields = fieldErrorsOf(e, t)
      if (fields) setErrors(fields)
      setFormError(fields ? t('organizer.error.fields') : failureText(e, t))
    } finally {
      setBusy(false)
    }
  }

  return {
    open,
    show: () => setOpen(true),
    hide: () => setOpen(false),
    languages,
    toggleLanguage: (l: LanguageCode) => { setLanguages(on => (on.includes(l) ? on.filter(x => x !== l) : MEETING_LANGUAGES.filter(x => x === l || on.includes(x)))); clear('languages') },
    title,
    setTitle: (l: LanguageCode, value: string) => { setTitle(v => ({ ...v, [l]: value })); clear(`title.${l}`) },
    start, setStart: (v: string) => { setStart(v); clear('start') },
    end, setEnd: (v: string) => { setEnd(v); clear('end') },
    timezone, setTimezone: (v: string) => { setTimezone(v); clear('timezone') },
    errorOf: (field: string) => errors[field] ?? '',
    formError,
    busy,
    create,
  }
}

export type NewMeetingForm = ReturnType<typeof useNewMeetingForm>
