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
