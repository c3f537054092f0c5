/** /meeting/exhibitor/demand: the bound exhibitor's demand posts by state; post a new one, close an open one. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { DemandDoc } from '@/api/content'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { DEMAND_PAGE_SIZE } from '@/components/useDemandPages'
import exhibitorDemandScreen from '@/pages/exhibitor/demand'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { exhibitorUser, MEETING_ID, meeting, signIn } from './fixtures'

jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const content = contentApi as jest.Mocked<typeof contentApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const demand = (n: number, status: 'open' | 'closed' = 'open'): DemandDoc => ({
  _id: `6640${String(n).padStart(20, '0')}`, title: `Looking for distributors ${n}`, description: 'Service robots for hotels', images: [], status,
  user: { username: 'Sato', avatar: '' }, created: 1767229200, like_total: 2, comment_total: 1, commented: 0, liked: 0, contact_visible: 1,
} as unknown as DemandDoc)

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  ;(meetingsApi as jest.Mocked<typeof meetingsApi>).fetchMeeting.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue(exhibitorUser(true))
})

describe.each(['mobile', 'desktop'] as const)('exhibitor demand posts (%s)', variant => {
  async function render(query: Record<string, string> = {}) {
    const rendered = renderScreen(exhibitorDemandScreen, { route: 'exhibitorDemand', variant, query, language: 'en' })
    await signIn(rendered.store)
    return rendered
  }

  it('lists the open posts of my company and switches to the closed ones', async () => {
    content.listDemandDocs.mockImplementation(async query => (query.status === 'closed' ? { results: [demand(9, 'closed')], total: 1 } : { results: [demand(1), demand(2)], total: 2 }))
    const { container } = await render()
    expect(await screen.findByRole('link', { name: /^Looking for distributors 1/ })).toBeInTheDocument()
    expect(screen.getByText('Demands posted for Aurora Robotics: visitors can read them and get in touch')).toBeInTheDocument()
    expect(content.listDemandDocs).toHaveBeenLastCalledWith({ mine: 1, meeting_id: MEETING_ID, status: 'open', limit: DEMAND_PAGE_SIZE, skip: 0 })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company demands')
    expect(container.querySelector(`.fu-demand-list__cards--${variant}`)).not.toBeNull()
    expect(screen.getAllByRole('button', { name: /^Close the demand/ })).toHaveLength(2)

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }))
    expect(await screen.findByRole('link', { name: /^Looking for distributors 9/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Close the demand/ })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true')
  })

  it('closes an open post after a confirm, and the list reloads without it', async () => {
    content.listDemandDocs.mockResolvedValueOnce({ results: [demand(1), demand(2)], total: 2 }).mockResolvedValueOnce({ results: [demand(2)], total: 1 })
    content.closeDemand.mockResolvedValue(demand(1, 'closed'))
    const { platform } = await render()
    expect(await screen.findByRole('link', { name: /^Looking for distributors 1/ })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Close the demand: Looking for distributors 1' }))
    const confirm = screen.getByRole('group', { name: 'Close “Looking for distributors 1”? It will take no more comments.' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(content.closeDemand).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Close the demand: Looking for distributors 1' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close it' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Looking for distributors 1/ })).toBeNull())
    expect(await screen.findByRole('link', { name: /^Looking for distributors 2/ })).toBeInTheDocument()
    expect(content.closeDemand).toHaveBeenCalledWith(demand(1)._id)
    expect(platform.toasts).toEqual(['The demand is closed'])
  })

  it('a refused close says why and keeps the post', async () => {
    content.listDemandDocs.mockResolvedValue({ results: [demand(1)], total: 1 })
    content.closeDemand.mockRejectedValue(new Error('this demand is already closed'))
    const { platform } = await render()
    fireEvent.click(await screen.findByRole('button', { name: 'Close the demand: Looking for distributors 1' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close it' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Could not close it: this demand is already closed']))
    expect(screen.getByRole('link', { name: /^Looking for distributors 1/ })).toBeInTheDocument()
  })

  it('posts a new demand through the demand form; an empty tab says so', async () => {
    content.listDemandDocs.mockResolvedValue({ results: [], total: 0 })
    await render({ status: 'closed' })
    expect(await screen.findByText('No closed demands yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Post a demand' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/demand/form/new?meeting_id=${MEETING_ID}` }])
  })

  it('asks an account without a company to bind one first', async () => {
    users.fetchUser.mockResolvedValue(exhibitorUser(false))
    await render()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/bind/i)
    expect(content.listDemandDocs).not.toHaveBeenCalled()
  })
})

it('is in the visitor language', async () => {
  content.listDemandDocs.mockResolvedValue({ results: [demand(1)], total: 1 })
  const rendered = renderScreen(exhibitorDemandScreen, { route: 'exhibitorDemand', variant: 'mobile', language: 'ja' })
  await signIn(rendered.store)
  expect(await screen.findByRole('tab', { name: '受付中' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'ニーズを投稿' })).toBeInTheDocument()
})
