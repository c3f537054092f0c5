import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as festivalApi from '@/api/festival'
import * as activitiesApi from '@/api/activities'
import * as ticketsApi from '@/api/tickets'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import myScreen from '@/pages/sichuanCulture/my'
import { MY_PAGE_SIZE } from '@/pages/sichuanCulture/my/useFestivalMy'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { answerMeetings, FESTIVAL_ID, festival, heritage, page, performance } from './fixtures'

jest.mock('@/api/festival')
jest.mock('@/api/activities')
jest.mock('@/api/tickets')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = festivalApi as jest.Mocked<typeof festivalApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const show = performance(4, 1, '15:00', { title: { en: 'Shadow play' }, place: { en: 'Workshop' } })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  answerMeetings(meetings as never)
  users.fetchUser.mockResolvedValue(undefined)
  api.fetchFestival.mockResolvedValue(festival())
  activities.listActivities.mockResolvedValue(page([show]))
  tickets.listTickets.mockResolvedValue(page([
    { _id: 't1', activity_id: show._id, status: 1 },
    { _id: 't2', activity_id: 'withdrawn-show', status: 0 },
  ] as never))
  api.listCollectedFestivalItems.mockResolvedValue(page([heritage(2), heritage(5, { level: 'provincial' })]) as never)
})

async function renderMy(variant: 'mobile' | 'desktop', toast: (text: string) => void = () => undefined) {
  const rendered = renderScreen(myScreen, { route: 'scMy', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en', platform: { toast } })
  await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))
  return rendered
}

describe.each(['mobile', 'desktop'] as const)('my festival (%s)', (variant) => {
  it('shows my bookings of the festival with their performance and status; a booking opens its ticket', async () => {
    const { container } = await renderMy(variant)
    const booking = await screen.findByRole('link', { name: 'Open the ticket: Shadow play' })
    expect(tickets.listTickets).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, limit: MY_PAGE_SIZE, skip: 0 })
    expect(within(booking).getByText('Workshop')).toBeInTheDocument()
    expect(within(booking).getByText('Approved')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the ticket: Performance withdrawn' })).toBeInTheDocument()
    expect(screen.getByText('2 bookings')).toBeInTheDocument()
    fireEvent.click(booking)
    expect(navigations[0].url).toBe('/my/registration/ticket?ticket_id=t1')
    expect(container.querySelector(`.fu-festival-my--${variant}`)).not.toBeNull()
  })

  it('shows my collection and removes an item from it', async () => {
    api.uncollectFestivalItem.mockResolvedValue({ item_id: heritage(2)._id, liked: 0, like_total: 1 })
    await renderMy(variant)
    expect(await screen.findByRole('heading', { level: 3, name: 'Heritage 2' })).toBeInTheDocument()
    expect(api.listCollectedFestivalItems).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, limit: MY_PAGE_SIZE, skip: 0 })
    expect(screen.getByText('Chengdu · Provincial')).toBeInTheDocument()
    api.listCollectedFestivalItems.mockResolvedValue(page([heritage(5)]) as never)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Heritage 2 from my collection' }))
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Heritage 2' })).toBeNull())
    expect(api.uncollectFestivalItem).toHaveBeenCalledWith(heritage(2)._id)
    expect(screen.getByRole('heading', { level: 3, name: 'Heritage 5' })).toBeInTheDocument()
  })

  it('keeps the item and says so when removing fails', async () => {
    api.uncollectFestivalItem.mockRejectedValue(new Error('HTTP 500'))
    const toast = jest.fn()
    await renderMy(variant, toast)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Heritage 2 from my collection' }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Could not update your collection. Please try again.'))
    expect(screen.getByRole('heading', { level: 3, name: 'Heritage 2' })).toBeInTheDocument()
  })

  it('with nothing booked or collected, points to the playbill and the heritage items', async () => {
    tickets.listTickets.mockResolvedValue(page([]))
    api.listCollectedFestivalItems.mockResolvedValue(page([]) as never)
    await renderMy(variant)
    expect(await screen.findByText('No performances booked yet')).toBeInTheDocument()
    expect(screen.getByText('No heritage items collected yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'See the playbill' }))
    fireEvent.click(screen.getByRole('button', { name: 'Browse the heritage items' }))
    expect(navigations.map(n => n.url)).toEqual([`/sichuan-culture/meeting/playbill?meeting_id=${FESTIVAL_ID}`, `/sichuan-culture/list?meeting_id=${FESTIVAL_ID}`])
  })
})
