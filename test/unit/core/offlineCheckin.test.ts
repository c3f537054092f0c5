import { enqueueCheckin, findGuest, lookUpOffline, mergeSyncResults, offlineVerdict, type DeskList, type QueuedCheckin } from '@/core/offlineCheckin'
import { currentPassPayload, passDay, passWindow, ticketDayKey, ticketQrPayload } from '@/core/ticketQr'

const ACTIVITY = '64b7f0c2a1e4d3b2c1a09f8e'
const T1 = '64b7f0c2a1e4d3b2c1a09f01'
const T2 = '64b7f0c2a1e4d3b2c1a09f02'
const T3 = '64b7f0c2a1e4d3b2c1a09f03'
const now = Date.UTC(2026, 10, 28, 9, 0, 0)
const day = passDay(passWindow(now))
const activityKey = 'ab'.repeat(32)
const list: DeskList = {
  activity_id: ACTIVITY, meeting_id: 'm', downloaded: now / 1000, keys: [{ day, key: activityKey }],
  guests: [
    { ticket_id: T1, code: '000001', name: 'Li Lei', status: 1, attended: null },
    { ticket_id: T2, code: '000002', name: 'Han Mei', status: 3, attended: now / 1000 - 600 },
    { ticket_id: T3, code: '000003', name: 'Wang Wu', status: 0, attended: null },
  ],
}
const lists = { [ACTIVITY]: list }
const item = (id: string, ticketId: string | null, code: string, at = now / 1000): QueuedCheckin => ({ id, activity_id: ACTIVITY, ticket_id: ticketId, code, name: null, at })
const passOf = (ticketId: string, code: string, at: number) => currentPassPayload({ activityId: ACTIVITY, code, keys: [{ day, key: ticketDayKey(activityKey, ticketId) }] }, at)!

describe('looking a guest up without a network', () => {
  it('verifies a live rotating pass with the downloaded keys and finds its guest', () => {
    expect(lookUpOffline(passOf(T1, '000001', now), undefined, lists, [], now)).toMatchObject({ kind: 'found', pass: 'valid', guest: { ticket_id: T1, name: 'Li Lei' } })
  })

  it('refuses a screenshot older than one window, and a pass made with another ticket\'s key', () => {
    expect(lookUpOffline(passOf(T1, '000001', now - 90_000), undefined, lists, [], now)).toEqual({ kind: 'refused', pass: 'expired' })
    expect(lookUpOffline(passOf(T2, '000001', now), undefined, lists, [], now)).toEqual({ kind: 'refused', pass: 'forged' })
  })

  it('takes a typed code with the activity picked; an unknown code is pending; an old static pass is refused; no list says so', () => {
    expect(lookUpOffline('000001', ACTIVITY, lists, [], now)).toMatchObject({ kind: 'found', pass: 'typed', guest: { ticket_id: T1 } })
    expect(lookUpOffline('000009', ACTIVITY, lists, [], now)).toEqual({ kind: 'pending', lookup: { activityId: ACTIVITY, code: '000009' } })
    expect(lookUpOffline(ticketQrPayload(ACTIVITY, '000001'), undefined, lists, [], now)).toEqual({ kind: 'oldPass' })
    expect(lookUpOffline('000001', '64b7f0c2a1e4d3b2c1a09fff', lists, [], now)).toEqual({ kind: 'noList', activityId: '64b7f0c2a1e4d3b2c1a09fff' })
    expect(lookUpOffline('000001', undefined, lists, [], now)).toEqual({ kind: 'unreadable', reason: 'needsActivity' })
  })

  it('counts this desk\'s queued check-ins: a guest let in once is "already" the second time', () => {
    const queue = [item('q1', T1, '000001', now / 1000 - 5)]
    const guest = findGuest(list, queue, { activityId: ACTIVITY, code: '000001' })!
    expect(guest).toMatchObject({ status: 3, attended: now / 1000 - 5 })
    expect(offlineVerdict(guest)).toBe('already')
    expect(offlineVerdict(list.guests[0])).toBe('ok')
    expect(offlineVerdict(list.guests[1])).toBe('already')
    expect(offlineVerdict(list.guests[2])).toBe('reviewing')
    expect(offlineVerdict({ ...list.guests[0], status: 2 })).toBe('rejected')
  })
})

describe('the queue', () => {
  it('keeps one check-in per ticket (and per unknown code)', () => {
    let queue = enqueueCheckin([], item('q1', T1, '000001'))
    queue = enqueueCheckin(queue, item('q2', T1, '000001'))
    queue = enqueueCheckin(queue, item('q3', null, '000009'))
    queue = enqueueCheckin(queue, item('q4', null, '000009'))
    expect(queue.map(q => q.id)).toEqual(['q1', 'q3'])
  })

  it('merges the server\'s answers: synced ones leave, a conflict and a refusal become reports, unanswered ones stay', () => {
    const queue = [item('q1', T1, '000001'), item('q2', T2, '000002'), item('q3', null, '000009'), item('q4', null, '000010')]
    const merged = mergeSyncResults(lists, queue, [
      { id: 'q1', outcome: 'checked_in', ticket_id: T1, status: 3, attended: now / 1000 },
      { id: 'q2', outcome: 'conflict', ticket_id: T2, name: 'Han Mei', status: 3, attended: now / 1000 - 600, first_at: now / 1000 - 600, first_desk: 'user0005' },
      { id: 'q3', outcome: 'not_found', ticket_id: null },
    ])
    expect(merged.synced).toBe(1)
    expect(merged.queue.map(q => q.id)).toEqual(['q4'])
    expect(merged.reports).toEqual([
      { id: 'q2', code: '000002', name: 'Han Mei', at: now / 1000, outcome: 'conflict', first_at: now / 1000 - 600, first_desk: 'user0005' },
      { id: 'q3', code: '000009', name: null, at: now / 1000, outcome: 'not_found', first_at: undefined, first_desk: undefined },
    ])
    expect(merged.lists[ACTIVITY].guests[0]).toMatchObject({ status: 3, attended: now / 1000 })
    // The desk's own state is not changed in place.
    expect(list.guests[0].status).toBe(1)
  })
})
