// The editor of one speaker, agenda session or news item: the form as typed, its errors at their fields, and saving.
import { useState } from 'react'
import type { LanguageCode } from '@fu-types/entities'
import type { OrganizerContentKind } from '@fu-types/api'
import { ApiError } from '@/api/http'
import { createMeetingContent, updateMeetingContent } from '@/api/organizer'
import { changedBody, contentBodyOf, contentFormOf, type ContentFieldProblem, type ContentForm } from '@/core/organizerContent'
import { refusedFields } from '@/core/organizerSettings'
import type { MessageKey } from '@/i18n'
import { isForbidden } from '../access'

export type ContentItem = Record<string, unknown> & { _id: string }
type T = (key: MessageKey, params?: Record<string, string | number>) => string

const PROBLEM: Record<ContentFieldProblem, MessageKey> = {
  required: 'organizer.content.error.required',
  number: 'organizer.content.error.number',
  date: 'organizer.content.error.date',
  time: 'organizer.content.error.time',
  endBeforeStart: 'organizer.error.endBeforeStart',
}

/** The server's reasons the form says in the reader's language; any other is quoted. */
function refusalText(t: T, field: string, reason: string): string {
  if (reason.includes('every language')) return t(PROBLEM.required)
  if (reason.includes('before start')) return t(PROBLEM.endBeforeStart)
  if (reason.includes('http(s) address')) return t('organizer.content.error.image')
  if (field === 'speakers' || field === 'lives') return t('organizer.content.error.gone')
  return t('organizer.error.refused', { reason })
}

export interface EditorSetup {
  kind: OrganizerContentKind
  meetingId: string
  languages: readonly LanguageCode[]
  timezone: string
  /** A new session's day (the meeting's start) and a new item's publish time (now). */
  defaults: { day: number; now: number }
}

/**
 * One item's form (`item` undefined: a new one). A save sends a create with every field, or only what changed; a
 * refusal (ours before sending, or the server's 400 / 4220 naming `body.<field>`) puts each error at its field and
 * keeps everything typed, so nothing is lost on a failed save.
 */
/** What the editor holds: an item (or undefined: a new one); a new target object starts a fresh form. */
export interface EditTarget { item: ContentItem | undefined }

const fieldOfRefusal = (field: string) => (/^(speakers|lives)\b/.test(field) ? field.split('.')[0] : field.split('.').slice(0, 2).join('.'))

export function useContentEditor(setup: EditorSetup, target: EditTarget | null, onSaved: (saved: ContentItem, created: boolean) => void, t: T) {
  const { kind, languages, timezone } = setup
  const [loadedFrom, setLoadedFrom] = useState<EditTarget | null>(null)
  const [initial, setInitial] = useState<ContentForm>({ values: {}, speakers: [], lives: [] })
  const [form, setForm] = useState<ContentForm>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [saving, setSaving] = useState(false)
  const item = target?.item

  // Another item (or a new one) opened: the form starts from what it holds.
  if (target !== loadedFrom) {
    setLoadedFrom(target)
    const start = contentFormOf(kind, target?.item, languages, timezone, setup.defaults)
    setInitial(start)
    setForm(start)
    setErrors({})
    setFormError('')
  }
  const clear = (field: string) => { setErrors(e => { const { [field]: _, ...rest } = e; return rest }); setFormError('') }
  const setValue = (field: string, value: string) => { setForm(f => ({ ...f, values: { ...f.values, [field]: value } })); clear(field) }
  const toggle = (list: 'speakers' | 'lives', id: string) => {
    setForm(f => ({ ...f, [list]: f[list].includes(id) ? f[list].filter(x => x !== id) : [...f[list], id] }))
    clear(list)
  }

  async function save() {
    if (saving || !target) return
    const { body, problems } = contentBodyOf(kind, form, languages, timezone)
    if (Object.keys(problems).length) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, why]) => [field, t(PROBLEM[why])])))
      setFormError(t('organizer.error.fields'))
      return
    }
    const patch = item ? changedBody(contentBodyOf(kind, initial, languages, timezone).body as Record<string, unknown>, body as Record<string, unknown>) : body
    if (item && !Object.keys(patch).length) { setFormError(t('organizer.nothingChanged')); return }
    setSaving(true)
    setErrors({})
    setFormError('')
    try {
      const saved = item
        ? await updateMeetingContent(setup.meetingId, kind, item._id, patch)
        : await createMeetingContent(setup.meetingId, kind, body)
      onSaved(saved as ContentItem, !item)
    } catch (e) {
      const refused = e instanceof ApiError && e.status === 400 ? refusedFields(e.message) : []
      if (refused.length) {
        setErrors(Object.fromEntries(refused.map(r => [fieldOfRefusal(r.field), refusalText(t, r.field, r.reason)])))
        setFormError(t('organizer.error.fields'))
      } else {
        setFormError(t(isForbidden(e) ? 'organizer.error.forbidden' : 'organizer.error.failed'))
      }
    } finally {
      setSaving(false)
    }
  }

  return {
    kind,
    open: !!target,
    isNew: !item,
    form,
    value: (field: string) => form.values[field] ?? '',
    /** The error at a field: `name.en`, `photo`, `start` … ('' when fine). */
    errorOf: (field: string) => errors[field] ?? '',
    formError,
    saving,
    setValue,
    toggle,
    save,
  }
}

export type ContentEditor = ReturnType<typeof useContentEditor>
