import { useEffect, useState } from 'react'
import type { LanguageCode } from '@fu-types/entities'
import type { OrganizerMeetingView } from '@fu-types/api'
import { saveMeetingSettings } from '@/api/organizer'
import {
  fieldsOf, settingsPatch, SETTINGS_LANGUAGES, type ChoiceSetting, type FieldProblem, type PlainSetting, type SettingsChoices,
  type SettingsFields, type TextSetting,
} from '@/core/organizerSettingsForm'
import type { MessageKey } from '@/i18n'
import { warnBeforeLeaving } from '@/platform/leaveWarning'
import { failureText, fieldErrorsOf } from '../refusals'

type T = (key: MessageKey, params?: Record<string, string | number>) => string
type Errors = Record<string, string>

const PROBLEM_KEYS: Record<FieldProblem, MessageKey> = {
  titleMissing: 'organizer.error.titleMissing', languageNeeded: 'organizer.error.languageNeeded', date: 'organizer.error.date',
  endBeforeStart: 'organizer.error.endBeforeStart', timezone: 'organizer.error.timezone', color: 'organizer.error.color',
  tooManyQuestions: 'organizer.error.tooManyQuestions',
}

/** A refusal of `copilot_prologue_questions.3.en` sits beside the questions. */
const fieldOf = (field: string) => (field.startsWith('copilot_prologue_questions') ? 'copilot_prologue_questions' : field)

/**
 * The settings form of /organizer/meeting: every setting the meeting holds, edited as typed; saving sends only what
 * changed (PUT /organizer/meetings/{id}), and a refusal (400 / 4220 naming `body.<field>`) puts each error beside its
 * field, keeping what was typed. Unsaved changes ask before the page is left (H5: reload, close, another address).
 */
export function useSettingsForm(meeting: OrganizerMeetingView | undefined, onSaved: (view: OrganizerMeetingView) => void, t: T) {
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

  const dirty = Boolean(meeting && fields && Object.keys(settingsPatch(fields, meeting.settings).patch).length)
  useEffect(() => warnBeforeLeaving(dirty), [dirty])

  const edit = (change: (f: SettingsFields) => SettingsFields, field: string) => {
    setFields(f => (f ? change(f) : f))
    setNotice('')
    setErrors(e => { const { [field]: _, ...rest } = e; return rest })
  }

  async function save() {
    if (!meeting || !fields || saving) return
    setFormError('')
    setNotice('')
    const { patch, problems } = settingsPatch(fields, meeting.settings)
    const local = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(PROBLEM_KEYS[problem])]))
    setErrors(local)
    if (Object.keys(local).length) { setFormError(t('organizer.error.fields')); return }
    if (!Object.keys(patch).length) { setNotice(t('organizer.nothingChanged')); return }
    setSaving(true)
    try {
      const saved = await saveMeetingSettings(meeting._id, patch)
      onSaved(saved)
      setNotice(t('organizer.saved'))
    } catch (e) {
      const refused = fieldErrorsOf(e, t)
      if (refused) {
        setErrors(Object.fromEntries(Object.entries(refused).map(([field, text]) => [fieldOf(field), text])))
        setFormError(t('organizer.error.fields'))
      } else {
        setFormError(failureText(e, t))
      }
    } finally {
      setSaving(false)
    }
  }

  return {
    fields,
    /** The languages on in the form (their text fields show; at least one). */
    languages: fields?.languages ?? [],
    dirty,
    errors,
    /** The error beside a field: `title.en`, `start`, `theme_color` … ('' when fine). */
    errorOf: (field: string) => errors[field] ?? '',
    formError,
    notice,
    saving,
    setText: (key: TextSetting, lang: LanguageCode, value: string) =>
      edit(f => ({ ...f, texts: { ...f.texts, [key]: { ...f.texts[key], [lang]: value } } }), `${key}.${lang}`),
    setQuestions: (lang: LanguageCode, value: string) => edit(f => ({ ...f, questions: { ...f.questions, [lang]: value } }), 'copilot_prologue_questions'),
    setField: (key: PlainSetting, value: string) => edit(f => ({ ...f, plain: { ...f.plain, [key]: value } }), key),
    setChoice: <K extends ChoiceSetting>(key: K, value: SettingsChoices[K]) => edit(f => ({ ...f, choices: { ...f.choices, [key]: value } }), key),
    toggleLanguage: (lang: LanguageCode) => edit(f => ({
      ...f, languages: f.languages.includes(lang) ? f.languages.filter(l => l !== lang) : SETTINGS_LANGUAGES.filter(l => l === lang || f.languages.includes(l)),
    }), 'languages'),
    save,
  }
}

export type SettingsForm = ReturnType<typeof useSettingsForm>
