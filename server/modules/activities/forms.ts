/** Form answers: drop answers whose question's conditions are unmet (SPEC §5), check required ones. */
import { and, desc, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { formQuestions } from '../../db/schema'
import { badRequest, ErrorCode } from '../../http/errors'
import { objectId, text, z } from '../../lib/validation'

export const formAnswer = z.strictObject({
  question_id: objectId,
  value: text(2000).optional(),
  options: z.array(objectId).max(50).optional(),
  other: text(500).optional(),
})
export type FormAnswerInput = z.infer<typeof formAnswer>

export interface QuestionDoc { _id: string; type?: string; required?: number; options?: { _id: string }[]; conditions?: { question_id?: string; options?: string[]; price_ids?: string[] }[] }

export async function formQuestionsOf(db: Tx, formId: string): Promise<QuestionDoc[]> {
  const rows = await db.select().from(formQuestions).where(and(eq(formQuestions.form_id, formId), eq(formQuestions.deleted, 0))).orderBy(desc(formQuestions.weight))
  return rows.map((r) => ({ ...(r.doc as object), _id: r._id, weight: r.weight }) as QuestionDoc)
}

/** Types filled from the registration's own fields (name, phone, …) rather than from an answer. */
const FIELD_TYPES: Record<string, string> = { name: 'name', phone: 'phone', email: 'email', id_number: 'id_number' }

export function cleanAnswers(
  questions: QuestionDoc[], answers: FormAnswerInput[], priceId: string | undefined, fields: Record<string, unknown> = {}, enforceRequired = true,
): FormAnswerInput[] {
  const byId = new Map(questions.map((q) => [q._id, q]))
  for (const a of answers) {
    const q = byId.get(a.question_id)
    if (!q) throw badRequest(ErrorCode.ValidationFailed, `question ${a.question_id} is not in this form`)
    const known = new Set((q.options ?? []).map((o) => o._id))
    for (const option of a.options ?? []) if (!known.has(option)) throw badRequest(ErrorCode.ValidationFailed, `option ${option} is not in question ${q._id}`)
  }
  const given = new Map(answers.map((a) => [a.question_id, a]))
  const shown = (q: QuestionDoc) => (q.conditions ?? []).every((c) => {
    if (c.price_ids?.length && !(priceId && c.price_ids.includes(priceId))) return false
    if (c.question_id && c.options?.length) {
      const chosen = given.get(c.question_id)?.options ?? []
      return chosen.some((o) => c.options!.includes(o))
    }
    return true
  })
  const kept = answers.filter((a) => shown(byId.get(a.question_id)!))
  if (enforceRequired) {
    for (const q of questions) {
      if (!q.required || !shown(q)) continue
      const field = q.type ? FIELD_TYPES[q.type] : undefined
      const answered = field ? Boolean(fields[field]) : kept.some((a) => a.question_id === q._id && (a.value || a.options?.length))
      if (!answered) throw badRequest(ErrorCode.ValidationFailed, `question ${q._id} (${q.type ?? 'text'}) is required`, { question_id: q._id })
    }
  }
  return kept
}
