import { demandDisplay, canCloseDemand } from '@/core/states/demands'
import { questionDisplay, toggledVisibility, isAnswered } from '@/core/states/questions'
import { receptionDisplay, toggledReception, receptionConfirmKey } from '@/core/states/reception'

describe('demands', () => {
  it('shows open and closed', () => {
    expect(demandDisplay('open')).toEqual({ key: 'demand.status.open', tone: 'green' })
    expect(demandDisplay('closed')).toEqual({ key: 'demand.status.closed', tone: 'grey' })
  })
  it('lets only the author close an open demand', () => {
    expect(canCloseDemand({ status: 'open', user: { _id: 'me' } }, 'me')).toBe(true)
    expect(canCloseDemand({ status: 'open', user: { _id: 'me' } }, 'you')).toBe(false)
    expect(canCloseDemand({ status: 'closed', user: { _id: 'me' } }, 'me')).toBe(false)
    expect(canCloseDemand({ status: 'open', user: {} }, '')).toBe(false)
  })
})

describe('questions', () => {
  it('is unanswered until an answer with text exists', () => {
    expect(isAnswered({ answer: '  ' })).toBe(false)
    expect(questionDisplay({ public: 1 })).toEqual({ key: 'question.status.unanswered', tone: 'amber' })
  })
  it('shows public or private once answered', () => {
    expect(questionDisplay({ answer: 'Yes', public: 1 })).toEqual({ key: 'question.status.public', tone: 'green' })
    expect(questionDisplay({ answer: 'Yes', public: 0 })).toEqual({ key: 'question.status.private', tone: 'grey' })
  })
  it('toggles visibility both ways', () => {
    expect(toggledVisibility({ public: 1 })).toBe(0)
    expect(toggledVisibility({ public: 0 })).toBe(1)
  })
})

describe('reception', () => {
  it('shows 0 as not received and 1 as received', () => {
    expect(receptionDisplay(0)).toEqual({ key: 'reception.status.notReceived', tone: 'grey' })
    expect(receptionDisplay(1)).toEqual({ key: 'reception.status.received', tone: 'green' })
  })
  it('toggles either way with the matching confirm question', () => {
    expect(toggledReception(0)).toBe(1)
    expect(toggledReception(1)).toBe(0)
    expect(receptionConfirmKey(0)).toBe('reception.confirm.receive')
    expect(receptionConfirmKey(1)).toBe('reception.confirm.unreceive')
  })
})
