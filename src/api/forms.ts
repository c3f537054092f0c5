/** Registration forms (SPEC §7 "Forms"). */
import type { FormAnswer, FormQuestion, ObjectId } from '@fu-types/entities'
import { request } from './http'

export const formQuestions = (formId: ObjectId) => request<FormQuestion[]>(`/forms/${formId}/questions`)
export const formAnswers = (formId: ObjectId, options: { group?: boolean; groupId?: ObjectId } = {}) =>
  request<{ answers: FormAnswer[]; group_id?: string }[]>(`/forms/${formId}/answers`, { query: { group: options.group ? 1 : undefined, group_id: options.groupId } })
