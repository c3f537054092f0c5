import type { Activity, FormAnswer, FormCondition, FormOption, FormQuestion, ObjectId } from '@fu-types/entities'
import { isActivityFull, isDeadlinePassed } from './registration'

type Question = Pick<FormQuestion, '_id' | 'conditions'>

/** The visitor's answers so far and the ticket type (price) they chose. */
interface FormState {
  answers: FormAnswer[]
  priceId?: ObjectId | null
}

/**
 * Questions whose conditions all hold (SPEC §5). A condition on another question holds only when
 * that question is itself shown and one of the listed options is selected there, so hiding one
 * question hides the chain that hangs on it. A condition cycle hides every question in it.
 */
export function visibleQuestions<Q extends Question>(questions: Q[], { answers, priceId }: FormState): Q[] {
  const byId = new Map(questions.map((q) => [q._id, q]))
  const answerFor = new Map(answers.map((a) => [a.question_id, a]))
  const shown = new Map<ObjectId, boolean>()
  const visiting = new Set<ObjectId>()

  const isShown = (question: Question): boolean => {
    const known = shown.get(question._id)
    if (known !== undefined) return known
    if (visiting.has(question._id)) return false
    visiting.add(question._id)
    const result = (question.conditions ?? []).every(holds)
    visiting.delete(question._id)
    shown.set(question._id, result)
    return result
  }

  const holds = (condition: FormCondition): boolean => {
    if (condition.price_ids?.length && !(priceId && condition.price_ids.includes(priceId))) return false
    if (condition.question_id && condition.options?.length) {
      const parent = byId.get(condition.question_id)
      if (!parent || !isShown(parent)) return false
      const selected = answerFor.get(condition.question_id)?.options ?? []
      if (!selected.some((option) => condition.options!.includes(option))) return false
    }
    return true
  }

  return questions.filter(isShown)
}

/** The answers to send: those whose question is shown; answers to hidden or unknown questions are dropped. */
export function dropUnmetAnswers(questions: Question[], state: FormState): FormAnswer[] {
  const visible = new Set(visibleQuestions(questions, state).map((q) => q._id))
  return state.answers.filter((answer) => visible.has(answer.question_id))
}

type LinkedActivity = Pick<Activity, 'privacy' | 'max' | 'ticket_total' | 'deadline'>

/**
 * An option that also registers for another activity is disabled when that activity is private,
 * full or past its deadline (SPEC §5) — or could not be loaded at all.
 */
export function isLinkedOptionDisabled(option: Pick<FormOption, 'auto_logon_activity_id'>, linkedActivity: LinkedActivity | null | undefined, now: number): boolean {
  if (!option.auto_logon_activity_id) return false
  if (!linkedActivity) return true
  return linkedActivity.privacy === 1 || isActivityFull(linkedActivity) || isDeadlinePassed(linkedActivity, now)
}

/**
 * The options a form offers on an activity's own registration: one linked to that very activity is left out (issue 25)
 * — a form shared by several activities would offer "also sign me up for" the one being registered for.
 */
export function offeredOptions<O extends Pick<FormOption, 'auto_logon_activity_id'>>(options: readonly O[], activityId: string): O[] {
  return options.filter(option => !option.auto_logon_activity_id || option.auto_logon_activity_id !== activityId)
}
