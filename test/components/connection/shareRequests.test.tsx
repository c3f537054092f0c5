/**
 * The visitor's side of lead capture (issue 16, PIPL consent): exhibitors that scanned me ask for my card in a small
 * section above my card requests; I share it or not, in both variants; with none pending the section is not there.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import * as leadsApi from '@/api/leads'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import applicationsScreen from '@/pages/connection/applications'
import { SESSION_KEYS } from '@/stores/SessionStore'
import { renderScreen } from '../../support/renderScreen'

jest.mock('@/api/categories')
jest.mock('@/api/leads')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const leads = leadsApi as jest.Mocked<typeof leadsApi>
const users = usersApi as jest.Mocked<typeof usersApi>
const MEETING_ID = '660100000000000000000001'
const ME = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
const share = (n: number, company: string) => ({ _id: `6630${String(n).padStart(20, '0')}`, enterprise_id: `6614${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, company, logo: '', consent: 'pending' as const, created: 1, answered: null })

function signedIn() {
  const stored = new Map<string, string>([[SESSION_KEYS.token, 'x'], [SESSION_KEYS.userId, ME]])
  return { get: (key: string) => stored.get(key) ?? null, set: (key: string, value: string) => { stored.set(key, value) }, remove: (key: string) => { stored.delete(key) } }
}

beforeEach(() => {
  jest.resetAllMocks()
  ;(meetingsApi as jest.Mocked<typeof meetingsApi>).fetchMeeting.mockResolvedValue(meeting)
  ;(categoriesApi as jest.Mocked<typeof categoriesApi>).listCategories.mockResolvedValue([])
  users.listFriendApplications.mockResolvedValue({ results: [], total: 0 })
})

describe.each(['mobile', 'desktop'] as const)('exhibitors asking for my card (%s)', variant => {
  const renderRequests = () => renderScreen(applicationsScreen, { route: 'myConnectionApplications', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { storage: signedIn() } })

  it('shares my card with one exhibitor and declines another; a failure keeps the buttons and says so', async () => {
    leads.listShareRequests.mockResolvedValue({ results: [share(1, 'Aurora Robotics'), share(2, 'Green Power')], total: 2 })
    leads.answerShareRequest.mockRejectedValueOnce(new Error('offline')).mockImplementation(async (id, answer) => ({ _id: id, consent: answer, answered: 2 }))
    const { platform } = renderRequests()
    const section = await screen.findByRole('region', { name: 'Exhibitors asking for your card' })
    expect(within(section).getByText('Aurora Robotics asks for your business card')).toBeInTheDocument()
    expect(leads.listShareRequests).toHaveBeenCalledWith({ status: 'pending', lang: 'en', limit: 20 })

    fireEvent.click(within(section).getByRole('button', { name: 'Share my card with Aurora Robotics' }))
    await waitFor(() => expect(platform.toasts).toEqual(['That did not work. Please try again']))
    fireEvent.click(within(section).getByRole('button', { name: 'Share my card with Aurora Robotics' }))
    expect(await within(section).findByText('Your card is shared with Aurora Robotics')).toBeInTheDocument()
    fireEvent.click(within(section).getByRole('button', { name: 'Don\'t share my card with Green Power' }))
    expect(await within(section).findByText('Your card is not shared with Green Power')).toBeInTheDocument()
    expect(leads.answerShareRequest.mock.calls.slice(1)).toEqual([[share(1, '')._id, 'granted'], [share(2, '')._id, 'declined']])
    expect(within(section).queryByRole('button')).toBeNull()
  })

  it('shows no section when nobody asks', async () => {
    leads.listShareRequests.mockResolvedValue({ results: [], total: 0 })
    renderRequests()
    expect(await screen.findByText('Nobody has asked you yet')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Exhibitors asking for your card' })).toBeNull()
  })
})
