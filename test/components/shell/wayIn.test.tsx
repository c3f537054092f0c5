/**
 * A way in (issue 25): the mobile tab bar always ends with My (Sign in when signed out), search is one tap from the
 * home and the desktop top bar, and the desktop header carries the account menu.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { runInAction } from 'mobx'
import type { Category, Meeting, User } from '@fu-types/entities'
import * as authApi from '@/api/auth'
import { TabBar } from '@/components/TabBar'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { CurrentRouteContext } from '@/router/currentRoute'
import type { RootStore } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/auth')
const auth = authApi as jest.Mocked<typeof authApi>

const M = '661000000000000000000001'
const USER_ID = '662000000000000000000007'
const meeting: Meeting = { _id: M, title: { zh: '创新博览会', en: 'Innovation Expo' }, start: 1, end: 2, config: { tabbar: 1 } }
const nav = (n: number, en: string, link: string): Category => ({
  _id: `nav${n}`, meeting_id: M, type: 'navigation', weight: 100 - n, title: { zh: `入口${n}`, en }, link, mobile_link: link,
})
const SEVEN = [
  nav(1, 'Agenda', '/meeting/agenda/schedule'), nav(2, 'Live', '/meeting/live'), nav(3, 'News', '/meeting/news'),
  nav(4, 'Exhibitors', '/exhibit'), nav(5, 'Products', '/exhibit/product/search'), nav(6, 'Activities', '/meeting/activity/list'),
  // An organiser who also lists the hub: it is not shown twice, My keeps its place at the end.
  nav(7, 'Mine', '/my/index'),
]
const ada = { _id: USER_ID, username: 'Ada Lovelace', avatar: '/fu/static/ada.png' } as User

function loaded(store: RootStore, items: Category[] = SEVEN) {
  act(() => runInAction(() => {
    store.meeting.meeting = meeting
    store.meeting.status = 'ready'
    store.navigation.meetingId = M
    store.navigation.items = items
    store.navigation.status = 'ready'
  }))
}

function signIn(store: RootStore) {
  act(() => runInAction(() => {
    store.session.token = 't'.repeat(32)
    store.session.userId = USER_ID
    store.session.user = ada
  }))
}

function renderOn(route: string, ui: JSX.Element) {
  navigations.length = 0
  return renderWithStores(<CurrentRouteContext.Provider value={route}>{ui}</CurrentRouteContext.Provider>, { language: 'en' })
}

/** The tabs in the order they sit, links and the "more" button alike. */
const tabsOf = () => Array.from(screen.getByRole('navigation', { name: 'Meeting tabs' }).querySelectorAll<HTMLElement>('[role="link"], [role="button"]'))

describe('the tab bar\'s last tab', () => {
  it('signed out reads Sign in and opens sign-in that comes back to My', () => {
    const { store } = renderOn('/meeting/news?tabbar=1', <TabBar />)
    loaded(store)
    const last = tabsOf().at(-1)!
    expect(last).toHaveTextContent(/^Sign in$/)
    fireEvent.click(last)
    expect(navigations).toHaveLength(1)
    const [path, query] = navigations[0].url.split('?')
    expect(path).toBe('/login')
    const params = new URLSearchParams(query)
    expect(params.get('redirect')).toBe(`/my/index?meeting_id=${M}&tabbar=1`)
    expect(params.get('meeting_id')).toBe(M)
  })

  it('signed in shows the person and opens My as a tab page, marked while it is on screen', () => {
    const first = renderOn('/meeting/news?tabbar=1', <TabBar />)
    loaded(first.store)
    signIn(first.store)
    const last = tabsOf().at(-1)!
    expect(last).toHaveTextContent(/^My$/)
    expect(last.querySelector('img')).toHaveAttribute('src', '/fu/static/ada.png')
    fireEvent.click(last)
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/index?meeting_id=${M}&tabbar=1` }])
    first.unmount()

    const onMy = renderOn(`/my/index?meeting_id=${M}&tabbar=1`, <TabBar />)
    loaded(onMy.store)
    signIn(onMy.store)
    const my = tabsOf().at(-1)!
    expect(my).toHaveAttribute('aria-current', 'page')
    fireEvent.click(my)
    expect(navigations).toEqual([])
  })

  it('stays last with an organiser navigation of six and more entries, which keeps the rest under "more"', async () => {
    const { store } = renderOn('/meeting/news?tabbar=1', <TabBar />)
    loaded(store)
    expect(tabsOf().map(tab => tab.textContent)).toEqual(['Home', 'Agenda', 'Live', 'More', 'Sign in'])
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    const sheet = await screen.findByRole('dialog', { name: 'More pages' })
    expect(within(sheet).getAllByRole('link').map(l => l.textContent)).toEqual(['News', 'Exhibitors', 'Products', 'Activities'])
  })

  it('with four entries or fewer shows them all, then My', () => {
    const { store } = renderOn('/meeting/home', <TabBar />)
    loaded(store, SEVEN.slice(0, 3))
    signIn(store)
    expect(tabsOf().map(tab => tab.textContent)).toEqual(['Home', 'Agenda', 'Live', 'News', 'My'])
  })
})

describe('the desktop top bar', () => {
  it('opens the meeting\'s search in one tap', () => {
    const { store } = renderOn('/meeting/news', <DesktopTopBar />)
    loaded(store)
    fireEvent.click(screen.getByRole('link', { name: 'Search' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/search?meeting_id=${M}` }])
  })

  it('signed out offers Sign in, back to the page on screen', () => {
    const { store } = renderOn('/meeting/news', <DesktopTopBar />)
    loaded(store)
    expect(screen.queryByRole('button', { name: /Ada/ })).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    const params = new URLSearchParams(navigations[0].url.split('?')[1])
    expect(navigations[0].url.split('?')[0]).toBe('/login')
    expect(params.get('redirect')).toBe('/meeting/news')
  })

  it('signed in, the person\'s menu lists where they go, moves by arrows, closes on Escape with focus back, and navigates', () => {
    const { store } = renderOn('/meeting/news', <DesktopTopBar />)
    loaded(store)
    signIn(store)
    const toggle = screen.getByRole('button', { name: 'Ada Lovelace' })
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle.querySelector('img')).toHaveAttribute('src', '/fu/static/ada.png')
    expect(screen.queryByRole('menu')).toBeNull()

    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('menu', { name: 'My account' })
    expect(toggle).toHaveAttribute('aria-controls', menu.id)
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map(item => item.textContent)).toEqual(['My page', 'My tickets', 'My orders', 'My appointments', 'My connections', 'Profile', 'Sign out'])
    // Opened, focus is on the first entry; the arrows move it, round the ends.
    expect(items[0]).toHaveFocus()
    fireEvent.keyDown(items[0], { key: 'ArrowDown' })
    expect(items[1]).toHaveFocus()
    fireEvent.keyDown(items[1], { key: 'ArrowUp' })
    fireEvent.keyDown(items[0], { key: 'ArrowUp' })
    expect(items[6]).toHaveFocus()
    fireEvent.keyDown(items[6], { key: 'Home' })
    expect(items[0]).toHaveFocus()

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()

    fireEvent.click(toggle)
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'My tickets' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/tickets?meeting_id=${M}` }])
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('closes the menu on a click outside it', () => {
    const { store } = renderOn('/meeting/news', <DesktopTopBar />)
    loaded(store)
    signIn(store)
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }))
    expect(screen.getByRole('menu')).toBeInTheDocument()
    fireEvent.click(document.body)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('signs out from the menu, on the server too', async () => {
    auth.endSession.mockResolvedValue({ ended: 1 })
    const { store } = renderOn('/meeting/news', <DesktopTopBar />)
    loaded(store)
    signIn(store)
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(store.session.loggedIn).toBe(false)
    expect(auth.endSession).toHaveBeenCalledTimes(1)
    expect(auth.endAllSessions).not.toHaveBeenCalled()
  })
})
