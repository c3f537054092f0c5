import { liveState, liveAccess, isLiveRunning, liveStateTone, liveViewer } from '@/core/live'

const START = 1_746_061_200
const END = START + 3600
const live = { start: START, end: END }

describe('liveState', () => {
  it('counts down until one ms before start', () => {
    expect(liveState(live, START * 1000 - 1)).toBe('countdown')
  })
  it('is live exactly at start', () => {
    expect(liveState(live, START * 1000)).toBe('live')
  })
  it('is paused while running when the organiser paused it', () => {
    expect(liveState({ ...live, paused: 1 }, START * 1000 + 5)).toBe('paused')
  })
  it('is over exactly at end', () => {
    expect(liveState(live, END * 1000)).toBe('over')
    expect(liveState(live, END * 1000 - 1)).toBe('live')
  })
  it('is replay after the end when a replay URL exists', () => {
    expect(liveState({ ...live, replay_url: 'https://cdn.example/r.m3u8' }, END * 1000)).toBe('replay')
    expect(liveState({ ...live, replay_url: '  ' }, END * 1000)).toBe('over')
  })
  it('does not offer the replay before the end', () => {
    expect(liveState({ ...live, replay_url: 'https://cdn.example/r.m3u8' }, START * 1000)).toBe('live')
  })
  it('accepts 13-digit times', () => {
    expect(isLiveRunning({ start: START * 1000, end: END * 1000 }, START * 1000)).toBe(true)
  })
})

describe('liveAccess', () => {
  const viewer = { hasPermission: false, hasPaid: false }
  it('lets anyone into a public free live', () => {
    expect(liveAccess({ privacy: 0, price: 0 }, viewer)).toEqual({ allowed: true })
  })
  it('needs permission for a private live', () => {
    expect(liveAccess({ privacy: 1 }, viewer)).toEqual({ allowed: false, needs: 'permission' })
    expect(liveAccess({ privacy: 1 }, { ...viewer, hasPermission: true })).toEqual({ allowed: true })
  })
  it('needs payment for a paid live', () => {
    expect(liveAccess({ price: 1 }, viewer)).toEqual({ allowed: false, needs: 'payment' })
    expect(liveAccess({ price: 1 }, { ...viewer, hasPaid: true })).toEqual({ allowed: true })
  })
  it('asks for permission before payment', () => {
    expect(liveAccess({ privacy: 1, price: 100 }, viewer)).toEqual({ allowed: false, needs: 'permission' })
    expect(liveAccess({ privacy: 1, price: 100 }, { hasPermission: true, hasPaid: false })).toEqual({ allowed: false, needs: 'payment' })
  })
})

describe('liveStateTone and liveViewer', () => {
  it('gives every state its own tone', () => {
    expect(['countdown', 'live', 'paused', 'over', 'replay'].map(s => liveStateTone(s as never))).toEqual(['blue', 'red', 'amber', 'grey', 'green'])
  })

  it('reads the permission answer as the viewer liveAccess needs', () => {
    const privatePaid = { privacy: 1 as const, price: 500 }
    expect(liveViewer({ permission: 1 })).toEqual({ hasPermission: true, hasPaid: true })
    expect(liveAccess(privatePaid, liveViewer({ permission: 1 }))).toEqual({ allowed: true })
    expect(liveAccess(privatePaid, liveViewer({ permission: 0, reason: 'registration' }))).toEqual({ allowed: false, needs: 'permission' })
    expect(liveAccess(privatePaid, liveViewer({ permission: 0, reason: 'payment' }))).toEqual({ allowed: false, needs: 'payment' })
    expect(liveAccess({ privacy: 0, price: 500 }, liveViewer({ permission: 0, reason: 'login' }))).toEqual({ allowed: false, needs: 'payment' })
    expect(liveAccess({ privacy: 0, price: 0 }, liveViewer(null))).toEqual({ allowed: true })
  })
})
