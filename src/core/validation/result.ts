import type { ErrorKey } from '../messages'

/** An i18n key such as `validation.phone.invalid`, never translated text (the keys: ../messages.ts). */
export type { ErrorKey }

/**
 * Field name → error key; a field without an entry is valid. Core's rules give ErrorKeys; a screen that adds
 * errors of its own (e.g. from the server) widens K to its i18n MessageKey.
 */
export type FieldErrors<F extends string, K extends string = ErrorKey> = Partial<Record<F, K>>

export function hasErrors(errors: FieldErrors<string, string>): boolean {
  return Object.values(errors).some(Boolean)
}

/** Length in characters as a person counts them (a CJK character or emoji is one). */
export function charCount(text: string | null | undefined): number {
  return Array.from((text ?? '').trim()).length
}

export function isBlank(text: string | null | undefined): boolean {
  return (text ?? '').trim() === ''
}

/**
 * Unicode's direction overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069): in a name they make it read as
 * something else ("‮moc.evil" shows as "live.com"); the server refuses them in names too. The marks U+200E / U+200F stay.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/

export function hasDirectionControl(text: string | null | undefined): boolean {
  return DIRECTION_CONTROL.test(text ?? '')
}

/** A name (a person's, a company's, a group's, a job title) holding a direction control, or null. */
export function validateNameCharacters(text: string | null | undefined): ErrorKey | null {
  return hasDirectionControl(text) ? 'validation.name.directionControl' : null
}
