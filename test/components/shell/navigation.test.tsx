import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { runInAction } from 'mobx'
import type { Category, Meeting } from '@fu-types/entities'
import { TabBar } from '@/components/TabBar'
import { BRAND_MAX_PX, DesktopTopBar, brandWidth, navigationBudget } from '@/components/DesktopTopBar'
import { CurrentRouteContext } from '@/router/currentRoute'
import type { KeyValueStorage, Platform } from '@/platform'
import type { RootStore } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

const M = '661000000000000000000001'
const meeting: Meeting = { _id: M, title: { zh: '创新博览会', en: 'Innovation Expo' }, start: 1, end: 2, config: { tabbar: 1 } }
const nav = (n: number, en: string, link: string): Category => ({
  _id: `nav${n}`, meeting_id: M, type: 'navigation', weight: 100 - n, title: { zh: `入口${n}`, en }, link, mobile_link: link, cover: `/fu/static/nav-${n}.svg`,
})
const NINE = [
  nav(1, 'Agenda', '/meeting/agenda/schedule'), nav(2, 'Live', '/meeting/live'), nav(3, 'News', '/meeting/news'),
  nav(4, 'Exhibitors', '/exhibit'), nav(5, 'Products', '/exhibit/product/search'), nav(6, 'Activities', '/meeting/activity/list'),
  nav(7, 'Speakers', '/meeting/speaker/list'), nav(8, 'Demands', '/demand/list'), nav(9, 'Vote', '/activity/vote?vote_id=v1'),
]

/** The meeting and its navigation as the stores hold them once loaded. */
function loaded(store: RootStore, items: Category[] = NINE, title: Meeting['title'] = meeting.title) {
  act(() => runInAction(() => {
    store.meeting.meeting = { ...meeting, title }
    store.meeting.status = 'ready'
    store.navigation.meetingId = M
    store.navigation.items = items
    store.navigation.status = 'ready'
  }))
}

function renderOn(route: string, ui: JSX.Element, platform?: Partial<Platform>) {
  navigations.length = 0
  return renderWithStores(<CurrentRouteContext.Provider value={route}>{ui}</CurrentRouteContext.Provider>, { language: 'en', platform })
}

/** The device's network, switched by the test (platform.watchNetwork). */
function fakeNetwork(online: boolean) {
  let listener: ((online: boolean) => void) | undefined
  return {
    watchNetwork: (l: (online: boolean) => void) => { listener = l; l(online); return () => { listener = undefined } },
    set: (value: boolean) => act(() => listener?.(value)),
  }
}

/** The meeting is known (from the page's payload, say) and its navigation is asked of an unreachable server. */
function meetingWithoutNetwork(store: RootStore) {
  act(() => runInAction(() => { store.meeting.meeting = meeting }))
}

/** A device's storage that outlives one render, as the browser's does between visits. */
function deviceStorage(): KeyValueStorage {
  const stored = new Map<string, string>()
  return { get: key => stored.get(key) ?? null, set: (key, value) => { stored.set(key, value) }, remove: key => { stored.delete(key) } }
}

// The tab bar ends with My (here signed out: "Sign in"); the top bar's account control sits outside its navigation.
describe.each([
  ['mobile tab bar', '/meeting/news?tabbar=1', () => <TabBar />, 'Meeting tabs', ['Sign in']],
  ['desktop top bar', '/meeting/news?tabbar=1', () => <DesktopTopBar />, 'Meeting navigation', []],
] as const)('%s without a network', (_name, route, ui, label, last) => {
  it('keeps the navigation last loaded on the device instead of a failure', async () => {
    const storage = deviceStorage()
    const online = renderOn(route, ui(), { storage })
    loaded(online.store, NINE.slice(0, 3))
    online.unmount()

    const network = fakeNetwork(false)
    const { store } = renderOn(route, ui(), { storage, watchNetwork: network.watchNetwork })
    meetingWithoutNetwork(store)
    await waitFor(() => expect(store.navigation.status).toBe('failed'))
    const bar = screen.getByRole('navigation', { name: label })
    expect(within(bar).getAllByRole('link').map(l => l.textContent)).toEqual(['Home', 'Agenda', 'Live', 'News', ...last])
    expect(within(bar).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByText('Navigation failed to load. Tap to retry')).toBeNull()
    expect(screen.queryByText('Offline: the navigation appears when the network is back')).toBeNull()
  })

  it('says calmly it is offline when none was kept, and loads again when the network is back', async () => {
    const network = fakeNetwork(false)
    const { store } = renderOn(route, ui(), { watchNetwork: network.watchNetwork })
    meetingWithoutNetwork(store)
    expect(await screen.findByRole('status')).toHaveTextContent('Offline: the navigation appears when the network is back')
    expect(screen.queryByText('Navigation failed to load. Tap to retry')).toBeNull()
    expect(within(screen.getByRole('navigation', { name: label })).getAllByRole('link').map(l => l.textContent)).toEqual(['Home', ...last])
    network.set(true)
    expect(store.navigation.status).toBe('loading')
    expect(screen.queryByText('Offline: the navigation appears when the network is back')).toBeNull()
    // Still unreachable with a network: the failure, with a retry the visitor can use.
    expect(await screen.findByRole('button', { name: 'Navigation failed to load. Tap to retry' })).toBeInTheDocument()
  })
})

describe('mobile tab bar', () => {
  it('shows home and the first entries with their icons, "more" for the rest, My last, and marks the page on screen', () => {
    const { store } = renderOn('/meeting/live?tabbar=1', <TabBar />)
    loaded(store)
    const bar = screen.getByRole('navigation', { name: 'Meeting tabs' })
    const tabs = within(bar).getAllByRole('link')
    expect(tabs.map(t => t.textContent)).toEqual(['Home', 'Agenda', 'Live', 'Sign in'])
    expect(Array.from(bar.querySelectorAll('[role="link"], [role="button"]')).map(t => t.textContent)).toEqual(['Home', 'Agenda', 'Live', 'More', 'Sign in'])
    expect(within(bar).getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page')
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    expect(bar.querySelectorAll('img[src="/fu/static/nav-1.svg"]')).toHaveLength(1)
    expect(within(bar).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens a tab as a custom navigation page of the meeting; the current tab stays', () => {
    const { store } = renderOn('/meeting/live?tabbar=1', <TabBar />)
    loaded(store)
    fireEvent.click(screen.getByRole('link', { name: 'Agenda' }))
    fireEvent.click(screen.getByRole('link', { name: 'Live' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/agenda/schedule?meeting_id=${M}&tabbar=1` }])
  })

  it('"more" lists the remaining entries in a sheet, is marked when the page on screen is among them, and closes with Escape or cancel', async () => {
    const { store } = renderOn('/activity/vote?vote_id=v1&tabbar=1', <TabBar />)
    loaded(store)
    const more = screen.getByRole('button', { name: 'More' })
    expect(more.className).toContain('fu-tabbar__tab--current')
    expect(more).toHaveAttribute('aria-haspopup', 'dialog')
    fireEvent.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    // The sheet's code loads when it is first opened (issue 15); after that it opens at once.
    const sheet = await screen.findByRole('dialog', { name: 'More pages' })
    expect(within(sheet).getAllByRole('link').map(l => l.textContent)).toEqual(['News', 'Exhibitors', 'Products', 'Activities', 'Speakers', 'Demands', 'Vote'])
    expect(within(sheet).getByRole('link', { name: 'Vote' })).toHaveAttribute('aria-current', 'page')
    // Focus moves into the sheet, on its first entry.
    expect(within(sheet).getByRole('link', { name: 'News' })).toHaveFocus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(more)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(more)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Demands' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/demand/list?meeting_id=${M}&tabbar=1` }])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('with few entries shows them all and no "more"', () => {
    const { store } = renderOn('/meeting/home', <TabBar />)
    loaded(store, NINE.slice(0, 3))
    expect(screen.getAllByRole('link').map(t => t.textContent)).toEqual(['Home', 'Agenda', 'Live', 'News', 'Sign in'])
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
  })

  it('says when the navigation failed to load and retries', async () => {
    // The fake platform's server is unreachable, so GET /navigation/categories fails for real.
    const { store } = renderOn('/meeting/news?tabbar=1', <TabBar />)
    act(() => runInAction(() => { store.meeting.meeting = meeting }))
    const retry = await screen.findByRole('button', { name: 'Navigation failed to load. Tap to retry' })
    expect(screen.getAllByRole('link').map(t => t.textContent)).toEqual(['Home', 'Sign in'])
    fireEvent.click(retry)
    expect(store.navigation.status).toBe('loading')
    await screen.findByRole('button', { name: 'Navigation failed to load. Tap to retry' })
  })
})

describe('desktop top bar', () => {
  it('shows the meeting\'s navigation that fits at 1200 px, the rest under "more", the page on screen marked', () => {
    const { store } = renderOn('/meeting/news?tabbar=1', <DesktopTopBar />)
    loaded(store)
    const bar = screen.getByRole('navigation', { name: 'Meeting navigation' })
    const shown = within(bar).getAllByRole('link').map(l => l.textContent)
    expect(shown.slice(0, 4)).toEqual(['Home', 'Agenda', 'Live', 'News'])
    expect(shown.length).toBeLessThan(10)
    expect(within(bar).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    const more = within(bar).getByRole('button', { name: /More/ })
    expect(more).toHaveAttribute('aria-haspopup', 'menu')
    fireEvent.click(more)
    const hidden = within(screen.getByRole('menu', { name: 'More pages' })).getAllByRole('link').map(l => l.textContent)
    expect([...shown, ...hidden]).toEqual(['Home', 'Agenda', 'Live', 'News', 'Exhibitors', 'Products', 'Activities', 'Speakers', 'Demands', 'Vote'])
  })

  it('shows the whole meeting title and gives the navigation the room the title leaves', () => {
    const long = 'International Innovation Expo 2025 · Shenzhen Bay Summit'
    const visibleWith = (title: string) => {
      const { store, unmount } = renderOn('/meeting/news', <DesktopTopBar />)
      loaded(store, NINE, { en: title })
      // The brand is the whole title (no cut-off text in the DOM), a link home.
      expect(screen.getByRole('link', { name: title })).toHaveTextContent(new RegExp(`^${title}$`))
      const bar = screen.getByRole('navigation', { name: 'Meeting navigation' })
      const shown = within(bar).getAllByRole('link').map(l => l.textContent)
      fireEvent.click(within(bar).getByRole('button', { name: /More/ }))
      const hidden = within(screen.getByRole('menu', { name: 'More pages' })).getAllByRole('link').map(l => l.textContent)
      expect([...shown, ...hidden]).toHaveLength(10)
      unmount()
      return shown.length
    }
    // A long title takes up to two lines of BRAND_MAX_PX; the entries it displaces go under "more".
    expect(brandWidth(long)).toBe(BRAND_MAX_PX)
    expect(brandWidth('Innovation Expo')).toBeLessThan(200)
    expect(navigationBudget(long, 'Back to home')).toBeLessThan(navigationBudget('Innovation Expo', 'Back to home'))
    expect(navigationBudget('Innovation Expo', null)).toBeGreaterThan(navigationBudget('Innovation Expo', 'Back to home'))
    expect(visibleWith(long)).toBeLessThan(visibleWith('Innovation Expo'))
  })

  it('every entry is a tab stop, and Escape closes the "more" menu', () => {
    const { store } = renderOn('/meeting/news', <DesktopTopBar />)
    loaded(store)
    const bar = screen.getByRole('navigation', { name: 'Meeting navigation' })
    for (const control of [...within(bar).getAllByRole('link'), within(bar).getByRole('button', { name: /More/ })]) {
      expect(control).toHaveAttribute('tabindex', '0')
    }
    fireEvent.click(within(bar).getByRole('button', { name: /More/ }))
    expect(screen.getByRole('menu')).toBeInTheDocument()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens an entry from the bar and from the menu', () => {
    const { store } = renderOn('/meeting/news', <DesktopTopBar />)
    loaded(store)
    fireEvent.click(screen.getByRole('link', { name: 'Agenda' }))
    fireEvent.click(screen.getByRole('button', { name: /More/ }))
    fireEvent.click(screen.getByRole('link', { name: 'Vote' }))
    expect(navigations.map(n => n.url)).toEqual([`/meeting/agenda/schedule?meeting_id=${M}&tabbar=1`, `/activity/vote?vote_id=v1&meeting_id=${M}&tabbar=1`])
  })

  it('back goes home from the first page of the session, and one page back after the visitor moved on', () => {
    const { store, platform } = renderOn('/meeting/news', <DesktopTopBar />)
    loaded(store)
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: '/meeting/home' }])
    act(() => platform.moveRoute({ direction: 'forward', steps: 1 }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(platform.backs).toBe(1)
  })

  it('has no back button on the meeting home', () => {
    const { store } = renderOn('/meeting/home', <DesktopTopBar />)
    loaded(store)
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Innovation Expo' })).toBeInTheDocument()
  })
})
