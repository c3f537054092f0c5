import type { Flag, Question } from '@fu-types/entities'
import type { Display } from '../display'
import type { QuestionStatusKey } from '../messages'

export function isAnswered(question: Pick<Question, 'answer'>): boolean {
  return !!question.answer && question.answer.trim() !== ''
}

/** Waiting for an answer, then public or private (SPEC §4). */
export function questionDisplay(question: Pick<Question, 'answer' | 'public'>): Display<QuestionStatusKey> {
  if (!isAnswered(question)) return { key: 'question.status.unanswered', tone: 'amber' }
  return question.public === 1 ? { key: 'question.status.public', tone: 'green' } : { key: 'question.status.private', tone: 'grey' }
}

/** The public/private switch flips either way. */
export function toggledVisibility(question: Pick<Question, 'public'>): Flag {
  return question.public === 1 ? 0 : 1
}
