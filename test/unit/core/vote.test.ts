import { matchCandidates, rankByVotes, votePhase, votesLeft } from '@/core/vote'

const START = 1_746_061_200
const END = START + 86_400

describe('votePhase', () => {
  it('is not started until the start, open from it until the end, ended after it', () => {
    expect(votePhase({ start: START, end: END }, START * 1000 - 1)).toBe('notStarted')
    expect(votePhase({ start: START, end: END }, START * 1000)).toBe('open')
    expect(votePhase({ start: START, end: END }, END * 1000)).toBe('open')
    expect(votePhase({ start: START, end: END }, END * 1000 + 1)).toBe('ended')
  })
  it('reads 13-digit times as ms, and no start / no end as open-ended', () => {
    expect(votePhase({ end: END * 1000 }, END * 1000 + 1)).toBe('ended')
    expect(votePhase({}, Date.now())).toBe('open')
    expect(votePhase({ start: 0, end: 0 }, Date.now())).toBe('open')
  })
})

describe('votesLeft', () => {
  it('takes the smaller of what is left today and in total', () => {
    expect(votesLeft({ per_person_limit: 5, per_day_limit: 3 }, { used_total: 4, used_today: 1 })).toEqual({ total: 1, today: 2, now: 1 })
    expect(votesLeft({ per_person_limit: 5, per_day_limit: 3 }, { used_total: 3, used_today: 3 })).toEqual({ total: 2, today: 0, now: 0 })
  })
  it('treats a limit of 0 as unlimited and never goes below 0', () => {
    expect(votesLeft({ per_person_limit: 2, per_day_limit: 0 }, { used_total: 3 })).toEqual({ total: 0, today: null, now: 0 })
    expect(votesLeft({}, {})).toEqual({ total: null, today: null, now: null })
  })
})

describe('rankByVotes', () => {
  it('gives equal votes the same rank and skips the places they share', () => {
    const ranks = rankByVotes([{ _id: 'a', count: 8 }, { _id: 'b', count: 12 }, { _id: 'c', count: 8 }, { _id: 'd', count: 5 }])
    expect(Object.fromEntries(ranks)).toEqual({ b: 1, a: 2, c: 2, d: 4 })
  })
})

describe('matchCandidates', () => {
  const players = [
    { _id: '1', name: { zh: '候选 一', en: 'Aurora Robotics' }, number: '001' },
    { _id: '2', name: { zh: '候选 二', en: 'Blue Energy' }, number: '002' },
    { _id: '3', name: 'Plain name' },
  ]
  it('finds by name in any language, case-insensitively, or by number; blank finds all', () => {
    expect(matchCandidates(players, 'aurora', 'zh').map(p => p._id)).toEqual(['1'])
    expect(matchCandidates(players, '二', 'en').map(p => p._id)).toEqual(['2'])
    expect(matchCandidates(players, '002', 'en').map(p => p._id)).toEqual(['2'])
    expect(matchCandidates(players, ' plain ', 'en').map(p => p._id)).toEqual(['3'])
    expect(matchCandidates(players, '  ', 'en')).toHaveLength(3)
    expect(matchCandidates(players, 'nobody', 'en')).toEqual([])
  })
})
