/** A refused organiser write said in the reader's language: each field's error beside it, or one line for the form. */
import { ApiError } from '@/api/http'
import { refusedFields } from '@/core/organizerSettings'
import type { MessageKey } from '@/i18n'
import { isForbidden } from './access'

type T = (key: MessageKey, params?: Record<string, string | number>) => string

/** Server reasons the form says in the reader's language; any other refusal quotes the server's reason. */
function refusalKey(field: string, reason: string): MessageKey | undefined {
  if (field.startsWith('title.') && reason.includes('every language')) return 'organizer.error.titleMissing'
  if (field === 'end' && reason.includes('before start')) return 'organizer.error.endBeforeStart'
  if (field === 'languages') return 'organizer.error.languageNeeded'
  if (field.endsWith('_color')) return 'organizer.error.color'
  if (field === 'domain' && reason.includes('another meeting')) return 'organizer.error.domainTaken'
  return undefined
}

/** The field errors of a 400 / 4220 (`body.<field>: …`), or of a 409 on the domain; null for any other failure. */
export function fieldErrorsOf(e: unknown, t: T): Record<string, string> | null {
  if (e instanceof ApiError && e.status === 409 && /domain/.test(e.message)) return { domain: t('organizer.error.domainTaken') }
  const refused = e instanceof ApiError && e.status === 400 ? refusedFields(e.message) : []
  if (!refused.length) return null
  return Object.fromEntries(refused.map(r => {
    const key = refusalKey(r.field, r.reason)
    return [r.field, key ? t(key) : t('organizer.error.refused', { reason: r.reason })]
  }))
}

/** What the form says when a write fails for another reason than its fields. */
export const failureText = (e: unknown, t: T): string => t(isForbidden(e) ? 'organizer.error.forbidden' : 'organizer.error.failed')
