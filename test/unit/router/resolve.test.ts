import { fillPath, matchPath } from '@/router/match'
import { parseQuery } from '@/core/query'
import { resolveLocation } from '@/router/resolve'

describe('matchPath', () => {
  it('reads required and optional parameters', () => {
    const pattern = '/m/:meetingId/a/:activityId/agent/v2/form/:priceId?'
    expect(matchPath(pattern, '/m/abc/a/def/agent/v2/form/p1')).toEqual({ meetingId: 'abc', activityId: 'def', priceId: 'p1' })
    expect(matchPath(pattern, '/m/abc/a/def/agent/v2/form')).toEqual({ meetingId: 'abc', activityId: 'def' })
    expect(matchPath(pattern, '/m/abc/a/agent/v2/form')).toBeNull()
  })

  it('rejects extra segments and different literals', () => {
    expect(matchPath('/meeting/home', '/meeting/home/x')).toBeNull()
    expect(matchPath('/meeting/home', '/meeting/news')).toBeNull()
  })
})

describe('fillPath', () => {
  it('fills parameters, drops a missing optional one, and refuses a missing required one', () => {
    expect(fillPath('/demand/form/:type', { type: 'supply' })).toBe('/demand/form/supply')
    expect(fillPath('/meeting/:meetingId/activity/:activityId/agent/v2/:mode?', { meetingId: 'm', activityId: 'a' })).toBe('/meeting/m/activity/a/agent/v2')
    expect(() => fillPath('/demand/form/:type', {})).toThrow('needs type')
  })
})

describe('resolveLocation', () => {
  it('redirects / and /home to the meeting home page, keeping the query', () => {
    expect(resolveLocation('/').path).toBe('/meeting/home')
    const home = resolveLocation('/home?meeting_id=42')
    expect(home.route.name).toBe('meetingHome')
    expect(home.query).toEqual({ meeting_id: '42' })
  })

  it('sends an unknown path to /404', () => {
    const resolved = resolveLocation('/no/such/page')
    expect(resolved.path).toBe('/404')
    expect(resolved.route.name).toBe('notFound')
  })

  it('decodes the query', () => {
    expect(parseQuery('?redirect=%2Fmy%2Ftickets&x=a+b')).toEqual({ redirect: '/my/tickets', x: 'a b' })
  })
})
