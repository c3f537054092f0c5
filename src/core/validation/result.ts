/** An i18n key such as `validation.phone.invalid`, never translated text. */
export type ErrorKey = string

/** Field name → error key; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, ErrorKey>>

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean)
}

/** Length in characters as a person counts them (a CJK character or emoji is one). */
export function charCount(text: string | null | undefined): number {
  return Array.from((text ?? '').trim()).length
}

export function isBlank(text: string | null | undefined): boolean {
  return (text ?? '').trim() === ''
}
