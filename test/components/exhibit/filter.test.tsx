/** /exhibit/exhibitor/filter: exhibitors by category, hall, industry and tag with counts; the filtered address is shareable. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Enterprise, Meeting } from '@fu-types/entities'
import * as enterprisesApi from '@/api/enterprises'
import type { EnterpriseFacets } from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import filterScreen from '@/pages/exhibit/exhibitor/filter'
import { FILTER_PAGE_SIZE } from '@/pages/exhibit/exhibitor/filter/useExhibitorFilter'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
const api = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const CATEGORY = '662100000000000000002301'
const INDUSTRY = '662100000000000000002201'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }
const company = (n: number) => ({
  _id: `6614${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, weight: 0, created: 0, deleted: 0, recommend: 0, status: 1,
  exhibitor: { company: { title: { en: `Company ${n}` } }, booth: `A10${n}` },
}) as Enterprise
function facets(hallA = 2): EnterpriseFacets {
  return {
    categories: [{ _id: CATEGORY, title: { en: 'Robotics' }, total: 2 }],
    halls: [{ key: 'A', title: { en: 'Hall A · Smart manufacturing' }, total: hallA }, { key: 'B', title: { en: 'Hall B · Green energy' }, total: 0 }],
    industries: [{ _id: INDUSTRY, title: { en: 'Manufacturing' }, total: 1 }],
    tags: [{ key: 'new-launch', title: { en: 'New launch' }, total: 3 }],
    total: 3,
  }
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.enterpriseFacets.mockResolvedValue(facets())
  api.listEnterprises.mockResolvedValue({ results: [company(1), company(2), company(3)], total: 3 })
})

describe.each(['mobile', 'desktop'] as const)('exhibitor filter (%s)', variant => {
  const render = (query: Record<string, string> = {}, platform = {}) => renderScreen(filterScreen, { route: 'exhibitorFilter', variant, query: { meeting_id: MEETING_ID, ...query }, language: 'en', platform })

  it('shows each facet with its counts and all exhibitors; a choice narrows the list and the counts', async () => {
    const { container } = render()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Filter exhibitors')
    const halls = await screen.findByRole('group', { name: 'Hall' })
    expect(within(halls).getByRole('checkbox', { name: 'Hall A · Smart manufacturing, 2 exhibitors' })).toHaveAttribute('aria-checked', 'false')
    // A choice that would leave nothing cannot be made.
    expect(within(halls).getByRole('checkbox', { name: 'Hall B · Green energy, 0 exhibitors' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('group', { name: 'Sector' })).toHaveTextContent('Robotics (2)')
    expect(screen.getByRole('group', { name: 'Industry' })).toHaveTextContent('Manufacturing (1)')
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveTextContent('New launch (3)')
    expect(await screen.findAllByRole('link', { name: /Company \d/ })).toHaveLength(3)
    expect(api.listEnterprises).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: FILTER_PAGE_SIZE, skip: 0 })
    expect(screen.getByText('No filter chosen: all exhibitors')).toBeInTheDocument()
    expect(container.querySelector(`.fu-exhibit-filter--${variant}`)).not.toBeNull()

    api.listEnterprises.mockResolvedValue({ results: [company(1)], total: 1 })
    api.enterpriseFacets.mockResolvedValue(facets(1))
    fireEvent.click(within(halls).getByRole('checkbox', { name: /^Hall A/ }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Company \d/ })).toHaveLength(1))
    expect(api.listEnterprises).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, hall: 'A', limit: FILTER_PAGE_SIZE, skip: 0 })
    expect(api.enterpriseFacets).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, hall: 'A' })
    expect(await screen.findByRole('checkbox', { name: 'Hall A · Smart manufacturing, 1 exhibitor' })).toHaveAttribute('aria-checked', 'true')

    // The chip takes the choice back.
    fireEvent.click(screen.getByRole('button', { name: 'Remove the filter: Hall A · Smart manufacturing' }))
    await waitFor(() => expect(api.listEnterprises).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, limit: FILTER_PAGE_SIZE, skip: 0 }))
  })

  it('opens with the choices of a shared address and copies the filtered address to share', async () => {
    const copied: string[] = []
    const { platform } = render({ hall: 'A', tag: 'new-launch', industry: INDUSTRY }, { copyText: async (text: string) => { copied.push(text); return true } })
    await screen.findAllByRole('link', { name: /Company \d/ })
    expect(api.listEnterprises).toHaveBeenCalledWith({ meeting_id: MEETING_ID, hall: 'A', industry: INDUSTRY, tag: 'new-launch', limit: FILTER_PAGE_SIZE, skip: 0 })
    expect(await screen.findByRole('checkbox', { name: /^New launch/ })).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to this filter' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Link copied: share it with anyone']))
    expect(copied).toEqual([`https://events.example/#/exhibit/exhibitor/filter?hall=A&industry=${INDUSTRY}&tag=new-launch&meeting_id=${MEETING_ID}`])

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(api.listEnterprises).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, limit: FILTER_PAGE_SIZE, skip: 0 }))
  })

  it('says so when nothing matches, offering to clear; opens a company', async () => {
    api.listEnterprises.mockResolvedValueOnce({ results: [], total: 0 }).mockResolvedValue({ results: [company(1)], total: 1 })
    render({ tag: 'new-launch' })
    expect(await screen.findByText('No exhibitors match these filters')).toBeInTheDocument()
    fireEvent.click(within(screen.getByText('No exhibitors match these filters').parentElement as HTMLElement).getByRole('button', { name: 'Clear all' }))
    fireEvent.click(await screen.findByRole('link', { name: /Company 1/ }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/enterprise?enterprise_id=${company(1)._id}&meeting_id=${MEETING_ID}` }])
  })

  it('shows the failures of the counts and of the list, each with a retry', async () => {
    api.enterpriseFacets.mockReset()
    api.enterpriseFacets.mockRejectedValueOnce(new Error('facets down')).mockResolvedValue(facets())
    api.listEnterprises.mockReset()
    api.listEnterprises.mockRejectedValueOnce(new Error('list down')).mockResolvedValue({ results: [company(1)], total: 1 })
    render()
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map(a => a.textContent)).toEqual([expect.stringContaining('facets down'), expect.stringContaining('list down')])
    fireEvent.click(within(alerts[0]).getByRole('button', { name: 'Retry' }))
    fireEvent.click(within(alerts[1]).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('group', { name: 'Hall' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Company 1/ })).toBeInTheDocument()
  })
})

it('is in the visitor language', async () => {
  renderScreen(filterScreen, { route: 'exhibitorFilter', variant: 'mobile', query: { meeting_id: MEETING_ID }, language: 'ko' })
  expect(await screen.findByRole('group', { name: '전시관' })).toBeInTheDocument()
})
