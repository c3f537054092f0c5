import type { FormAnswer, FormQuestion, FormQuestionType } from '@fu-types/entities'
import { validateEmail, validatePhone } from './contact'
import { validateIdNumber } from './idNumbers'
import { type ErrorKey, isBlank, validateNameCharacters } from './result'

/** Question types filled from the registration's own fields rather than from an answer (SPEC §3 registration form). */
const REGISTRATION_FIELD_TYPES = ['name', 'phone', 'email', 'job', 'id_number'] as const
export type RegistrationField = (typeof REGISTRATION_FIELD_TYPES)[number]

export function isRegistrationField(type: FormQuestionType | string | undefined): type is RegistrationField {
  return (REGISTRATION_FIELD_TYPES as readonly string[]).includes(type ?? '')
}

/** What a form shows when its questions name none of the fields: name and phone required, e-mail optional. */
export const DEFAULT_REGISTRATION_FIELDS: { type: RegistrationField; required: 0 | 1 }[] = [
  { type: 'name', required: 1 },
  { type: 'phone', required: 1 },
  { type: 'email', required: 0 },
]

export interface RegistrationInput {
  /** The questions on screen (visibleQuestions already applied), field questions included. */
  questions: Pick<FormQuestion, '_id' | 'type' | 'required'>[]
  fields: Partial<Record<RegistrationField, string>>
  answers: FormAnswer[]
  /** The ticket type chosen, and how many there were to choose from (a choice is needed when there are any). */
  priceId?: string | null
  priceCount: number
  /** ms, for the birth date inside an ID number. */
  now?: number
}

/**
 * The registration form's errors (SPEC §5): required questions answered, a mainland mobile, a valid e-mail,
 * a valid ID number (mainland ID, HK/Macao/Taiwan residence permit or travel permits), a ticket type chosen.
 * Keys are the field type (`name`, `phone`, …), `ticket`, or a custom question's _id.
 */
export function validateRegistration(input: RegistrationInput): Record<string, ErrorKey> {
  const errors: Record<string, ErrorKey> = {}
  const answerFor = new Map(input.answers.map((a) => [a.question_id, a]))
  for (const question of input.questions) {
    const required = question.required === 1
    if (isRegistrationField(question.type)) {
      const value = input.fields[question.type]
      let error: ErrorKey | null = null
      if (question.type === 'phone') error = isBlank(value) && !required ? null : validatePhone(value)
      else if (question.type === 'email') error = validateEmail(value, { required })
      else if (question.type === 'id_number') error = validateIdNumber(value, { required, now: input.now })
      else if (required && isBlank(value)) error = 'validation.required'
      else if (question.type === 'name' || question.type === 'job') error = validateNameCharacters(value)
      if (error) errors[question.type] = error
      continue
    }
    if (!required || question.type === 'ticket' || question.type === 'coupon') continue
    const answer = answerFor.get(question._id)
    const answered = !isBlank(answer?.value) || (answer?.options?.length ?? 0) > 0
    if (!answered) errors[question._id] = 'validation.required'
  }
  if (input.priceCount > 0 && isBlank(input.priceId)) errors.ticket = 'validation.ticket.required'
  return errors
}
