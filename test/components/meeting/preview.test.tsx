/** /preview: the meeting home built from the organisers' draft layout and navigation, under a banner saying it is a preview. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Category, Meeting, MeetingBlock } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import previewScreen from '@/pages/meeting/preview'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/meetings')
jest.mock('@/api/categories')
jest.mock('@/api/users')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '660200000000000000000005'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767229200, end: 1767240000, timezone: 'Asia/Shanghai' }
const text = (n: number, title: string, weight: number): MeetingBlock => ({ _id: `6622${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, type: 'rich_text', weight, title: { en: title }, content: { en: `<p>${title} text</p>` } } as unknown as MeetingBlock)

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.recordMeetingAction.mockResolvedValue({})
  meetings.meetingCredential.mockResolvedValue({ meeting_id: MEETING_ID, user_id: USER_ID, app_id: '' })
  meetings.blockVersions.mockResolvedValue([{ version: 2, stage: 'release' }, { version: 3, stage: 'draft' }])
  users.fetchUser.mockResolvedValue({ _id: USER_ID, username: 'Expo Organizer' } as never)
  categories.listCategories.mockResolvedValue([])
})
const entry = (n: number, title: string, link: string): Category => ({ _id: `6633${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, type: 'navigation', weight: 100 - n, title: { en: title }, link, mobile_link: link, display: 1 })

describe.each(['mobile', 'desktop'] as const)('layout preview (%s)', variant => {
  async function render() {
    const rendered = renderScreen(previewScreen, { route: 'preview', variant, query: { meeting_id: MEETING_ID }, language: 'en' })
    await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
    return rendered
  }

  it('shows the draft blocks in their order under the preview banner', async () => {
    meetings.meetingBlocks.mockResolvedValue([text(2, 'Visitor information', 30), text(1, 'What is new this year', 98)])
    const { container } = await render()
    expect(await screen.findByText('What is new this year text')).toBeInTheDocument()
    expect(meetings.meetingBlocks).toHaveBeenCalledWith(MEETING_ID, 3)
    expect(screen.getByRole('note')).toHaveTextContent('This is a preview of the home built from the draft layout (version 3); visitors still see the released version 2.')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Preview')
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Demo Summit' })).toBeInTheDocument())
    const main = container.textContent ?? ''
    expect(main.indexOf('What is new this year text')).toBeLessThan(main.indexOf('Visitor information text'))
    expect(container.querySelector(`.fu-preview--${variant}`)).not.toBeNull()
  })

  it('lists the draft\'s navigation entries, in the list and in the home\'s navigation grid', async () => {
    // The page's own bars ask for the released entries (none here); the preview for the draft's.
    categories.listCategories.mockImplementation(async (_type, query) => (query?.version === 3 ? [entry(1, 'Agenda', '/meeting/agenda/schedule'), entry(2, 'Guide', '/meeting/introduction')] : []))
    meetings.meetingBlocks.mockResolvedValue([
      { _id: '6622'.padEnd(24, '0'), meeting_id: MEETING_ID, type: 'navigation', weight: 90, title: { en: 'Go to' }, limit: 9 } as MeetingBlock,
    ])
    await render()
    const nav = await screen.findByRole('navigation', { name: 'Navigation (draft)' })
    expect(categories.listCategories).toHaveBeenCalledWith('navigation', { meeting_id: MEETING_ID, display: 1, version: 3 })
    expect([...nav.querySelectorAll('[role="listitem"]')].map(e => e.textContent)).toEqual(['Home', 'Agenda', 'Guide'])
    // The grid block shows the draft's entries too (not the released ones of the page's own bars).
    await waitFor(() => expect(screen.getAllByText('Guide')).toHaveLength(2))
    fireEvent.click(within(nav).getByRole('button', { name: 'Guide' }))
    expect(navigations.at(-1)?.url).toBe(`/meeting/introduction?meeting_id=${MEETING_ID}&tabbar=1`)
  })

  it('without a draft, says so and shows the released layout', async () => {
    meetings.blockVersions.mockResolvedValue([{ version: 2, stage: 'release' }])
    meetings.meetingBlocks.mockResolvedValue([text(2, 'Visitor information', 30)])
    await render()
    expect(await screen.findByText('There is no unreleased draft: this is the released home layout.')).toBeInTheDocument()
    expect(meetings.meetingBlocks).toHaveBeenCalledWith(MEETING_ID, undefined)
    expect(categories.listCategories).toHaveBeenCalledWith('navigation', { meeting_id: MEETING_ID, display: 1, version: undefined })
  })

  it('tells someone who is not an organiser that only organisers may preview', async () => {
    meetings.meetingBlocks.mockRejectedValue(new ApiError(403, { code: 4030, message: 'no permission' }))
    await render()
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the meeting\'s owners, admins and content editors can preview the unreleased home layout.')
    fireEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(navigations[0].url).toBe(`/meeting/home?meeting_id=${MEETING_ID}`)
  })

  it('asks a guest to sign in and comes back here', () => {
    renderScreen(previewScreen, { route: 'preview', variant, query: { meeting_id: MEETING_ID }, language: 'en' })
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in with an organiser account to preview the draft home.')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in / sign up' }))
    expect(navigations[0].url).toBe(`/login?redirect=${encodeURIComponent(`/preview?meeting_id=${MEETING_ID}`)}&meeting_id=${MEETING_ID}`)
    expect(meetings.meetingBlocks).not.toHaveBeenCalled()
  })

  it('shows a failure with a retry', async () => {
    meetings.blockVersions.mockRejectedValueOnce(new Error('HTTP 502'))
    meetings.meetingBlocks.mockResolvedValue([text(1, 'What is new this year', 98)])
    await render()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('HTTP 502')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('What is new this year text')).toBeInTheDocument()
  })
})

it('is in the visitor language', async () => {
  meetings.meetingBlocks.mockResolvedValue([text(1, 'What is new this year', 98)])
  const rendered = renderScreen(previewScreen, { route: 'preview', variant: 'mobile', query: { meeting_id: MEETING_ID }, language: 'ja' })
  await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
  expect(await screen.findByRole('note')).toHaveTextContent('これは下書きレイアウト（第 3 版）で作ったホームのプレビューです。')
})
