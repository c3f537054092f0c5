import { fireEvent, screen, waitFor } from '@testing-library/react'
import { AddToCalendar } from '@/components/AddToCalendar'
import type { CalendarEvent } from '@/core'
import { parseBridgeRequest } from '@/pages/webview/api/bridge'
import { renderWithStores } from '../../support/renderWithStores'

const START_S = Date.UTC(2026, 11, 3, 1, 30) / 1000

describe('AddToCalendar', () => {
  it('in a browser, "Add to calendar" (an .ics file, a desktop\'s too) adds the event (server seconds as milliseconds, a 10-minute alarm) and says so', async () => {
    const added: CalendarEvent[] = []
    const { platform } = renderWithStores(
      <AddToCalendar source={{ title: '开幕主旨演讲', start: START_S, end: START_S + 3600, location: '1 号馆' }} />,
      { platform: { addToCalendar: async event => { added.push(event); return true } } },
    )
    fireEvent.click(screen.getByRole('button', { name: '添加到日历' }))
    await waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]).toMatchObject({ title: '开幕主旨演讲', start: START_S * 1000, end: (START_S + 3600) * 1000, location: '1 号馆', alarmMinutes: 10 })
    await waitFor(() => expect(platform.toasts).toContain('已添加到日历'))
  })

  it('says when the calendar refused', async () => {
    const { platform } = renderWithStores(<AddToCalendar source={{ title: 'Keynote', start: START_S }} />, { language: 'en', platform: { addToCalendar: async () => false } })
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }))
    await waitFor(() => expect(platform.toasts).toContain('Could not add it to your calendar'))
  })

  it('as an icon (a phone\'s bottom bar) is still a button named by its words, and adds the event', async () => {
    const added: CalendarEvent[] = []
    renderWithStores(<AddToCalendar iconOnly source={{ title: 'Keynote', start: START_S }} />, { language: 'en', platform: { addToCalendar: async event => { added.push(event); return true } } })
    const button = screen.getByRole('button', { name: 'Add to calendar' })
    expect(button.textContent).toBe('')
    fireEvent.click(button)
    await waitFor(() => expect(added).toHaveLength(1))
  })

  it('is not offered without a calendar or without an event', () => {
    renderWithStores(<AddToCalendar source={{ title: 'Keynote', start: START_S }} />, { platform: { addToCalendar: undefined } })
    renderWithStores(<AddToCalendar source={null} />, { platform: { addToCalendar: async () => true } })
    renderWithStores(<AddToCalendar source={null} />, { platform: { environment: 'miniprogram' } })
    expect(screen.queryByRole('button', { name: /日历/ })).toBeNull()
  })
})

describe("AddToCalendar in the mini-program's web-view (the native bridge page adds it)", () => {
  const ROUTE = '/meeting/agenda/details?agenda_id=a1&meeting_id=m1'
  let opened: string[]
  let taken: string[]
  beforeEach(() => {
    opened = []
    taken = []
    window.wx = { miniProgram: { navigateTo: (options: { url: string; success?: () => void }) => { opened.push(options.url); options.success?.() } } } as unknown as typeof window.wx
  })
  afterEach(() => { delete window.wx })

  it('opens the bridge page with the event and this route to come back to', async () => {
    const { platform } = renderWithStores(
      <AddToCalendar source={{ title: '开幕主旨演讲', start: START_S, end: START_S + 3600, location: '1 号馆' }} />,
      { platform: { environment: 'miniprogram', addToCalendar: async () => false } },
    )
    platform.route = ROUTE
    fireEvent.click(screen.getByRole('button', { name: '添加到手机日历' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    const [page, search] = opened[0].split('?')
    expect(page).toBe('/pages/webview/api/api')
    const query = new URLSearchParams(search)
    expect(query.get('action')).toBe('calendar')
    expect(query.get('back')).toBe(ROUTE)
    expect(JSON.parse(query.get('payload')!)).toMatchObject({ title: '开幕主旨演讲', start: START_S * 1000, end: (START_S + 3600) * 1000, location: '1 号馆', alarmMinutes: 10 })
    // The bridge parses what the button sent into the same event.
    expect(parseBridgeRequest(Object.fromEntries(query))).toMatchObject({ action: 'calendar', back: ROUTE, event: { title: '开幕主旨演讲', start: START_S * 1000, location: '1 号馆' } })
    expect(platform.toasts).toEqual([])
  })

  it.each([
    ['calendar-added', '已添加到日历'],
    ['calendar-refused', '未能添加到日历'],
  ])('back from the bridge with %s: says so once and takes the answer out of the address', async (result, toast) => {
    const { platform } = renderWithStores(<AddToCalendar source={{ title: 'Keynote', start: START_S }} />, {
      platform: { environment: 'miniprogram', currentRoute: () => `${ROUTE}&bridge_result=${result}`, takePageQuery: name => { taken.push(name); return result } },
    })
    await waitFor(() => expect(platform.toasts).toEqual([toast]))
    expect(taken).toEqual(['bridge_result'])
  })

  it("leaves another bridge answer (a payment's) in the address", async () => {
    const { platform } = renderWithStores(<AddToCalendar source={{ title: 'Keynote', start: START_S }} />, {
      platform: { environment: 'miniprogram', currentRoute: () => `${ROUTE}&bridge_result=paid`, takePageQuery: name => { taken.push(name); return 'paid' } },
    })
    expect(screen.getByRole('button', { name: '添加到手机日历' })).toBeTruthy()
    await new Promise(resolve => setTimeout(resolve, 20))
    expect(taken).toEqual([])
    expect(platform.toasts).toEqual([])
  })

  it('the bridge refuses an event it cannot read', () => {
    const ask = (payload: unknown) => parseBridgeRequest({ action: 'calendar', payload: encodeURIComponent(JSON.stringify(payload)), back: encodeURIComponent(ROUTE) })
    expect(ask({ title: '', start: 1, end: 2 })).toBeNull()
    expect(ask({ title: 'x', start: 'soon', end: 2 })).toBeNull()
    expect(ask({ title: 'x', start: 5, end: 4 })).toBeNull()
    expect(ask({ title: 'x', start: 5, end: 6 })).toMatchObject({ event: { title: 'x', location: '', alarmMinutes: 10 } })
  })
})
