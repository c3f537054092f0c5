/**
 * The system notices (/404, /204 and any route not built yet): one layout on mobile and desktop in the standard
 * frame, titled by the route, with the way to the meeting home that replaces the page.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as meetingsApi from '@/api/meetings'
import deletedScreen from '@/pages/system/Deleted'
import notFoundScreen from '@/pages/system/NotFound'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/meetings')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  const meeting = { _id: '660100000000000000000001', title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('system notices (%s)', variant => {
  it('/404 shows the code, says the page does not exist and goes home', async () => {
    const { container } = renderScreen(notFoundScreen, { route: 'notFound', variant, language: 'en' })
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('404')
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument()
    expect(container.querySelector('.fu-system')).not.toBeNull()
    expect(screen.queryAllByRole('button', { name: 'Back' })).toHaveLength(variant === 'mobile' ? 1 : 0)
    fireEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: expect.stringMatching(/^\/meeting\/home/) }])
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  })

  it('/204 says the content was deleted', () => {
    renderScreen(deletedScreen, { route: 'deleted', variant, language: 'en' })
    expect(screen.getByRole('heading', { level: 1, name: 'Content deleted' })).toBeInTheDocument()
    expect(screen.getByRole('main')).not.toHaveTextContent('404')
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument()
  })

  it('/204 honours replace: replace=1 goes home in place of the page, replace=0 keeps it in the history', () => {
    const first = renderScreen(deletedScreen, { route: 'deleted', variant, language: 'en', query: { replace: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: expect.stringMatching(/^\/meeting\/home/) }])
    first.unmount()
    navigations.length = 0
    renderScreen(deletedScreen, { route: 'deleted', variant, language: 'en', query: { replace: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: expect.stringMatching(/^\/meeting\/home/) }])
  })

  it('a meeting screen for a meeting nobody has (a well-formed id) opens /404 in its place', async () => {
    meetings.fetchMeeting.mockResolvedValue(undefined)
    renderScreen(deletedScreen, { route: 'deleted', variant, language: 'en', query: { meeting_id: '660100000000000000000099' } })
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/404' }]))
    expect(meetings.fetchMeeting).toHaveBeenCalledWith('660100000000000000000099')
  })

})
