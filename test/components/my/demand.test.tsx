/** /my/demand: my demand posts with their states, in the frame, both variants. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import { DEMAND_PAGE_SIZE } from '@/components/useDemandPages'
import myDemandScreen from '@/pages/my/demand'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { demand, MEETING_ID, meeting, page } from '../demand/fixtures'

jest.mock('@/api/content')
jest.mock('@/api/meetings')
const api = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting as Meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting as Meeting)
})

describe.each(['mobile', 'desktop'] as const)('my demands (%s)', (variant) => {
  const render = () => renderScreen(myDemandScreen, { route: 'myDemand', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('lists my posts with their states', async () => {
    api.listDemandDocs.mockResolvedValueOnce(page([demand(1), demand(2, { status: 'closed' })], 2))
    const { container } = render()
    const cards = await screen.findAllByRole('link', { name: /^Demand number \d+/ })
    expect(api.listDemandDocs).toHaveBeenCalledWith({ mine: 1, meeting_id: MEETING_ID, limit: DEMAND_PAGE_SIZE, skip: 0 })
    expect(cards.map(card => within(card).getByText(/^(Open|Closed)$/).textContent)).toEqual(['Open', 'Closed'])
    expect(container.querySelector(`.fu-demand--${variant} .fu-demand-list__cards--${variant}`)).not.toBeNull()
    // The frame: the route's title as the page's one heading, a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My demands')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
  })

  it('offers to post a demand when there are none', async () => {
    api.listDemandDocs.mockResolvedValueOnce(page([], 0))
    render()
    fireEvent.click(await screen.findByRole('button', { name: 'Post a demand' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/demand/form/new?meeting_id=${MEETING_ID}`]))
  })

  it('shows a failure with a retry that loads again', async () => {
    api.listDemandDocs.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(page([demand(3)], 1))
    render()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('HTTP 500')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /^Demand number 3/ })).toBeInTheDocument()
  })
})
