import { afterLoginUrl, agentSignupUrl, loginUrl, routeUrl } from '@/router/links'
import { routes } from '@/router/routes'

describe('routeUrl', () => {
  it('fills path parameters and puts the rest in the query', () => {
    expect(routeUrl('activityDetail', { activity_id: 'a1', source_id: 's1' })).toBe('/meeting/activity/detail?activity_id=a1&source_id=s1')
    expect(routeUrl('agentV2Form', { meetingId: 'm', activityId: 'a' })).toBe('/m/m/a/a/agent/v2/form')
    expect(routeUrl('myOrderDetail', { checkoutId: 'c9' })).toBe('/my/order/c9')
  })
})

describe('login redirects', () => {
  it('carries our own route and the meeting, and drops foreign redirects', () => {
    expect(loginUrl('/my/tickets', 'm1')).toBe('/login?redirect=%2Fmy%2Ftickets&meeting_id=m1')
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(loginUrl(evil, 'm1')).toBe('/login?meeting_id=m1')
      expect(afterLoginUrl(evil)).toBe('/meeting/home')
    }
    expect(afterLoginUrl('/activity/form?activity_id=1')).toBe('/activity/form?activity_id=1')
  })
})

describe('agent sign-up', () => {
  it('goes to the v2 ticket page or the older agent page by agent_checkout_version', () => {
    expect(agentSignupUrl({ _id: 'a', meeting_id: 'm', agent_checkout_version: 2 })).toBe('/meeting/m/activity/a/agent/v2/ticket')
    expect(agentSignupUrl({ _id: 'a', meeting_id: 'm', agent_checkout_version: 1 })).toBe('/activity/agent?meeting_id=m&activity_id=a')
  })
})

describe('route table', () => {
  it('has unique names and paths, and a title for each', () => {
    expect(new Set(routes.map(r => r.name)).size).toBe(routes.length)
    expect(new Set(routes.map(r => r.path)).size).toBe(routes.length)
  })
})
