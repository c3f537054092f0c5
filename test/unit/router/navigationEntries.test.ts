import type { Category, Meeting } from '@fu-types/entities'
import { isCurrentPage, navigationEntries, navigationUrl, showsTabBar } from '@/router/navigationEntries'
import { labelWidth, splitBySlots, splitByWidth } from '@/core/navigationLayout'

const M = '661000000000000000000001'
const item = (n: number, link: string, extra: Partial<Category> = {}): Category => ({
  _id: `nav${n}`, meeting_id: M, type: 'navigation', weight: 100 - n, title: { zh: `入口${n}`, en: `Entry ${n}` }, link, mobile_link: link, ...extra,
})
const options = { language: 'en' as const, variant: 'mobile' as const, homeTitle: 'Home', meetingId: M, pageProtocol: 'https:' as const }

describe('what a navigation entry opens', () => {
  it('our route as a custom navigation page (tabbar=1) of the meeting, redirects followed', () => {
    expect(navigationUrl('/meeting/agenda/schedule', options)).toBe(`/meeting/agenda/schedule?meeting_id=${M}&tabbar=1`)
    expect(navigationUrl('/agenda', options)).toBe(`/meeting/agenda/schedule?meeting_id=${M}&tabbar=1`)
    expect(navigationUrl('/activity/vote?vote_id=v1', options)).toBe(`/activity/vote?vote_id=v1&meeting_id=${M}&tabbar=1`)
    expect(navigationUrl(`/meeting/news?meeting_id=other`, options)).toBe('/meeting/news?meeting_id=other&tabbar=1')
  })

  it('an outside link through /webview, with the page\'s protocol when it has none', () => {
    expect(navigationUrl('www.partner.example/x', options)).toBe(`/webview?link=${encodeURIComponent('https://www.partner.example/x')}&tabbar=1`)
    expect(navigationUrl('//evil.example', options)).toBe(`/webview?link=${encodeURIComponent('https://evil.example')}&tabbar=1`)
  })

  it('a path that is no route of ours stays as written (the visitor gets the 404)', () => {
    expect(navigationUrl('/no/such/page', options)).toBe('/no/such/page')
  })
})

describe('the page on screen', () => {
  it('is the entry with the same route and the query the entry sets; how the page was reached does not matter', () => {
    expect(isCurrentPage(`/meeting/news?meeting_id=${M}&tabbar=1`, '/meeting/news')).toBe(true)
    expect(isCurrentPage('/meeting/agenda/schedule?tabbar=1', '/agenda?tabbar=1')).toBe(true)
    expect(isCurrentPage('/activity/vote?vote_id=v1&tabbar=1', '/activity/vote?vote_id=v1')).toBe(true)
    expect(isCurrentPage('/activity/vote?vote_id=v1&tabbar=1', '/activity/vote?vote_id=v2&tabbar=1')).toBe(false)
    expect(isCurrentPage('/meeting/news?tabbar=1', '/meeting/news/detail?news_id=1')).toBe(false)
    expect(isCurrentPage('/demand/form/supply?tabbar=1', '/demand/form/demand')).toBe(false)
  })
})

describe('entries', () => {
  it('lead with the meeting home, keep the organiser\'s order, skip items without a link, mark the current page', () => {
    const entries = navigationEntries([item(1, '/meeting/agenda/schedule'), item(2, ''), item(3, '/meeting/live', { mobile_link: '', cover: '/fu/static/live.svg' })], { ...options, currentRoute: '/meeting/live?tabbar=1' })
    expect(entries.map(e => [e.title, e.url, e.current])).toEqual([
      ['Home', `/meeting/home?meeting_id=${M}&tabbar=1`, false],
      ['Entry 1', `/meeting/agenda/schedule?meeting_id=${M}&tabbar=1`, false],
      ['Entry 3', `/meeting/live?meeting_id=${M}&tabbar=1`, true],
    ])
    expect(entries[2].cover).toBe('/fu/static/live.svg')
  })

  it('use the desktop link on desktop and the mobile link on mobile', () => {
    const both = item(1, '/meeting/news', { mobile_link: '/meeting/live' })
    expect(navigationEntries([both], { ...options, currentRoute: '/' })[1].url).toContain('/meeting/live?')
    expect(navigationEntries([both], { ...options, variant: 'desktop', currentRoute: '/' })[1].url).toContain('/meeting/news?')
  })

  it('do not add a second home when the organiser lists it', () => {
    const entries = navigationEntries([item(1, '/home'), item(2, '/meeting/news')], { ...options, currentRoute: '/meeting/home' })
    expect(entries.map(e => e.title)).toEqual(['Entry 1', 'Entry 2'])
    expect(entries[0].current).toBe(true)
  })
})

describe('which pages show the tab bar', () => {
  const meeting = (tabbar?: 0 | 1): Meeting => ({ _id: M, title: 'Expo', start: 1, end: 2, config: { tabbar } })
  it('custom navigation pages (tabbar=1), and the home of a meeting that configures a tab bar', () => {
    expect(showsTabBar('meetingNews', { tabbar: '1' }, undefined)).toBe(true)
    expect(showsTabBar('meetingNews', {}, meeting(1))).toBe(false)
    expect(showsTabBar('meetingHome', {}, meeting(1))).toBe(true)
    expect(showsTabBar('meetingHome', {}, meeting(0))).toBe(false)
    expect(showsTabBar('meetingHome', { tabbar: '0' }, undefined)).toBe(false)
  })
})

describe('overflow', () => {
  it('a phone shows five tabs; with more entries the fifth is "more" with the rest', () => {
    expect(splitBySlots([1, 2, 3, 4, 5], 5)).toEqual({ visible: [1, 2, 3, 4, 5], more: [] })
    expect(splitBySlots([1, 2, 3, 4, 5, 6], 5)).toEqual({ visible: [1, 2, 3, 4], more: [5, 6] })
  })

  it('the desktop bar keeps what fits its width, leaving room for "more"', () => {
    expect(splitByWidth([100, 100, 100], w => w, 300, 50)).toEqual({ visible: [100, 100, 100], more: [] })
    expect(splitByWidth([100, 100, 100, 100], w => w, 300, 50)).toEqual({ visible: [100, 100], more: [100, 100] })
  })

  it('estimates CJK, kana and hangul labels about twice as wide as Latin ones', () => {
    expect(labelWidth('News', 10)).toBe(24)
    expect(labelWidth('新闻', 10)).toBe(20)
    expect(labelWidth('ニュース', 10)).toBe(40)
    expect(labelWidth('뉴스', 10)).toBe(20)
  })
})
