import { proposalDays, proposalStarts, zonedTime } from '@/core/appointmentProposal'

// 2030-01-01 00:00 in Shanghai (UTC+8).
const DAY1 = Date.UTC(2029, 11, 31, 16) / 1000
const meeting = { start: DAY1 + 9 * 3600, end: DAY1 + 2 * 86400 + 18 * 3600 }

describe('a proposed time', () => {
  it('reads a wall time in the meeting\'s zone, across a change of offset too', () => {
    expect(zonedTime('2030-01-01', '10:00', 'Asia/Shanghai')).toBe(DAY1 + 10 * 3600)
    expect(zonedTime('2030-01-01', '10:00', 'UTC')).toBe(Date.UTC(2030, 0, 1, 10) / 1000)
    // New York: EDT (UTC-4) on 10 March 2030 from 03:00.
    expect(zonedTime('2030-03-09', '12:00', 'America/New_York')).toBe(Date.UTC(2030, 2, 9, 17) / 1000)
    expect(zonedTime('2030-03-11', '12:00', 'America/New_York')).toBe(Date.UTC(2030, 2, 11, 16) / 1000)
  })

  it('is offered on the meeting\'s days from today on, none once it is over', () => {
    expect(proposalDays(meeting, (DAY1 - 86400) * 1000, 'Asia/Shanghai')).toEqual(['2030-01-01', '2030-01-02', '2030-01-03'])
    expect(proposalDays(meeting, (DAY1 + 86400 + 3600) * 1000, 'Asia/Shanghai')).toEqual(['2030-01-02', '2030-01-03'])
    expect(proposalDays(meeting, (DAY1 + 4 * 86400) * 1000, 'Asia/Shanghai')).toEqual([])
    expect(proposalDays(undefined, 0)).toEqual([])
  })

  it('starts on the half hours from 09:00 to 17:30, the past ones marked', () => {
    const starts = proposalStarts('2030-01-01', (DAY1 + 10 * 3600) * 1000, 'Asia/Shanghai')
    expect(starts.map(s => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'])
    expect(starts[0]).toEqual({ time: '09:00', start: DAY1 + 9 * 3600, past: true })
    expect(starts.filter(s => s.past).map(s => s.time)).toEqual(['09:00', '09:30', '10:00'])
  })
})
