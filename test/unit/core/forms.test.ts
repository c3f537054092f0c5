import { visibleQuestions, dropUnmetAnswers, isLinkedOptionDisabled, offeredOptions } from '@/core/forms'
import type { FormAnswer } from '@fu-types/entities'

// q1 (radio: yes/no) → q2 shown when q1 = yes → q3 shown when q2 = a; q4 shown for the VIP ticket only.
const questions = [
  { _id: 'q1' },
  { _id: 'q2', conditions: [{ question_id: 'q1', options: ['yes'] }] },
  { _id: 'q3', conditions: [{ question_id: 'q2', options: ['a'] }] },
  { _id: 'q4', conditions: [{ price_ids: ['vip'] }] },
  { _id: 'q5' },
]
const ids = (qs: { _id: string }[]) => qs.map((q) => q._id)

describe('visibleQuestions', () => {
  it('shows a question whose option condition is selected', () => {
    const answers = [{ question_id: 'q1', options: ['yes'] }]
    expect(ids(visibleQuestions(questions, { answers }))).toEqual(['q1', 'q2', 'q5'])
  })
  it('hides it when another option is selected', () => {
    const answers = [{ question_id: 'q1', options: ['no'] }]
    expect(ids(visibleQuestions(questions, { answers }))).toEqual(['q1', 'q5'])
  })
  it('follows chains: a hidden parent hides the child even if the child condition matches', () => {
    const answers = [
      { question_id: 'q1', options: ['no'] },
      { question_id: 'q2', options: ['a'] },
    ]
    expect(ids(visibleQuestions(questions, { answers }))).not.toContain('q3')
    const answersYes = [{ ...answers[0], options: ['yes'] }, answers[1]]
    expect(ids(visibleQuestions(questions, { answers: answersYes }))).toContain('q3')
  })
  it('shows price-conditioned questions only for the matching ticket type', () => {
    expect(ids(visibleQuestions(questions, { answers: [], priceId: 'vip' }))).toContain('q4')
    expect(ids(visibleQuestions(questions, { answers: [], priceId: 'standard' }))).not.toContain('q4')
    expect(ids(visibleQuestions(questions, { answers: [] }))).not.toContain('q4')
  })
  it('requires every condition of a question', () => {
    const both = [{ _id: 'q1' }, { _id: 'x', conditions: [{ question_id: 'q1', options: ['yes'] }, { price_ids: ['vip'] }] }]
    expect(ids(visibleQuestions(both, { answers: [{ question_id: 'q1', options: ['yes'] }], priceId: 'std' }))).toEqual(['q1'])
    expect(ids(visibleQuestions(both, { answers: [{ question_id: 'q1', options: ['yes'] }], priceId: 'vip' }))).toEqual(['q1', 'x'])
  })
  it('hides questions in a condition cycle instead of looping', () => {
    const cyclic = [
      { _id: 'a', conditions: [{ question_id: 'b', options: ['1'] }] },
      { _id: 'b', conditions: [{ question_id: 'a', options: ['1'] }] },
    ]
    const answers = [
      { question_id: 'a', options: ['1'] },
      { question_id: 'b', options: ['1'] },
    ]
    expect(visibleQuestions(cyclic, { answers })).toEqual([])
  })
  it('hides a question that depends on a question not in the form', () => {
    expect(visibleQuestions([{ _id: 'x', conditions: [{ question_id: 'gone', options: ['1'] }] }], { answers: [] })).toEqual([])
  })
})

describe('dropUnmetAnswers', () => {
  it('drops the answers of hidden questions down the chain and keeps the rest', () => {
    const answers: FormAnswer[] = [
      { question_id: 'q1', options: ['no'] },
      { question_id: 'q2', options: ['a'] },
      { question_id: 'q3', value: 'detail' },
      { question_id: 'q4', value: 'vip only' },
      { question_id: 'q5', value: 'kept' },
    ]
    expect(dropUnmetAnswers(questions, { answers, priceId: 'standard' }).map((a) => a.question_id)).toEqual(['q1', 'q5'])
    expect(dropUnmetAnswers(questions, { answers, priceId: 'vip' }).map((a) => a.question_id)).toEqual(['q1', 'q4', 'q5'])
  })
  it('drops answers to questions the form does not have', () => {
    expect(dropUnmetAnswers(questions, { answers: [{ question_id: 'stale', value: 'x' }] })).toEqual([])
  })
})

describe('isLinkedOptionDisabled', () => {
  const NOW_S = 1_746_061_200
  const NOW = NOW_S * 1000
  const linked = { privacy: 0 as const, max: 10, ticket_total: 9, deadline: NOW_S + 60 }
  const option = { auto_logon_activity_id: 'act2' }
  it('leaves options without a linked activity alone', () => {
    expect(isLinkedOptionDisabled({}, undefined, NOW)).toBe(false)
  })
  it('enables an option whose activity is open', () => {
    expect(isLinkedOptionDisabled(option, linked, NOW)).toBe(false)
  })
  it('disables when the linked activity is private', () => {
    expect(isLinkedOptionDisabled(option, { ...linked, privacy: 1 }, NOW)).toBe(true)
  })
  it('disables when the linked activity is exactly full', () => {
    expect(isLinkedOptionDisabled(option, { ...linked, ticket_total: 10 }, NOW)).toBe(true)
  })
  it('disables exactly at the linked deadline', () => {
    expect(isLinkedOptionDisabled(option, { ...linked, deadline: NOW_S }, NOW)).toBe(true)
    expect(isLinkedOptionDisabled(option, { ...linked, deadline: NOW_S }, NOW - 1)).toBe(false)
  })
  it('disables when the linked activity is missing', () => {
    expect(isLinkedOptionDisabled(option, null, NOW)).toBe(true)
  })
})

describe('offeredOptions', () => {
  it('leaves out an option linked to the activity being registered for, and keeps the rest in order', () => {
    const options = [{ _id: 'a', auto_logon_activity_id: 'self' }, { _id: 'b' }, { _id: 'c', auto_logon_activity_id: 'other' }]
    expect(offeredOptions(options, 'self').map(o => o._id)).toEqual(['b', 'c'])
    expect(offeredOptions(options, 'another').map(o => o._id)).toEqual(['a', 'b', 'c'])
  })
})

