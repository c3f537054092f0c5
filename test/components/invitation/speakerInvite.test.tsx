/** The speaker's own invitation: their sessions on the card, accept (once), share; an account that is no speaker is told so. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting, User } from '@fu-types/entities'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import speakerInviteScreen from '@/pages/meeting/speaker/invite'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { agenda, MEETING_ID, speaker, speakerId, tokyoNine, TIMEZONE } from '../agenda/fixtures'

// jsdom has no TextEncoder; the QR library needs it for a URL (byte mode), as every browser has it.
import { TextEncoder } from 'node:util'
Object.assign(globalThis, { TextEncoder })

jest.mock('@/api/meetings')
jest.mock('@/api/users')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const USER_ID = '660200000000000000000040'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'International Innovation Expo 2026' }, start: 1767225600, end: 1767398400, timezone: TIMEZONE, exhibition: { invitation_cover: '/fu/static/invitation.svg' } }
const urls = () => navigations.map(n => n.url)

async function signIn(store: { session: { login: (token: { token: string; user_id: string }) => Promise<unknown> | void } }) {
  await act(async () => { await store.session.login({ token: 't'.repeat(32), user_id: USER_ID }) })
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue({ _id: USER_ID, username: 'Zhang Wei' } as User)
  meetings.fetchSpeakerInvitation.mockResolvedValue({ ...speaker(1, { name: { en: 'Zhang Wei' } }), accepted: 0, accepted_at: null })
  meetings.speakerAgendas.mockResolvedValue([agenda(1, tokyoNine(3), { place: { en: 'Main hall' } }), agenda(2, tokyoNine(4))])
})

describe.each(['mobile', 'desktop'] as const)('speaker invitation (%s)', variant => {
  async function renderInvite() {
    const rendered = renderScreen(speakerInviteScreen, { route: 'speakerInvite', variant, query: { meeting_id: MEETING_ID }, language: 'en' })
    await signIn(rendered.store)
    return rendered
  }

  it('puts the speaker\'s name, the meeting, their sessions and a QR code to their speaker page on the card', async () => {
    await renderInvite()
    const card = await screen.findByRole('region', { name: 'Speaker invitation' })
    expect(meetings.fetchSpeakerInvitation).toHaveBeenCalledWith(MEETING_ID, USER_ID)
    expect(meetings.speakerAgendas).toHaveBeenCalledWith(MEETING_ID, USER_ID)
    expect(within(card).getByText('Dear Zhang Wei,')).toBeInTheDocument()
    expect(within(card).getByText('International Innovation Expo 2026')).toBeInTheDocument()
    const sessions = within(card).getAllByRole('link', { name: /^Open session:/ })
    expect(sessions.map(s => s.getAttribute('aria-label'))).toEqual(['Open session: Session 1', 'Open session: Session 2'])
    expect(sessions[0]).toHaveTextContent('Main hall')
    expect(await within(card).findByRole('img', { name: /QR code/ })).toHaveAttribute('data-qr-text', `https://events.example/#/meeting/speaker?speaker_id=${speakerId(1)}&meeting_id=${MEETING_ID}`)
    fireEvent.click(sessions[1])
    expect(urls().at(-1)).toContain('/meeting/agenda/details?')
  })

  it('accepts once and then says so; shares the speaker page', async () => {
    meetings.acceptSpeakerInvitation.mockResolvedValue({ speaker_id: speakerId(1), accepted: 1, accepted_at: 1767000000 })
    const { platform, flows } = await renderInvite()
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }))
    await waitFor(() => expect(meetings.acceptSpeakerInvitation).toHaveBeenCalledWith(MEETING_ID, USER_ID))
    expect(await screen.findByText('You have accepted the invitation; the organiser will send you the details.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull()
    expect(platform.toasts).toContain('Thank you for accepting: we look forward to seeing you')
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(flows.shares[0]).toMatchObject({ title: 'Zhang Wei speaks at International Innovation Expo 2026' }))
    expect(flows.shares[0].route).toContain(`/meeting/speaker?speaker_id=${speakerId(1)}`)
  })

  it('shows an accepted invitation as accepted', async () => {
    meetings.fetchSpeakerInvitation.mockResolvedValue({ ...speaker(1), accepted: 1, accepted_at: 1767000000 })
    await renderInvite()
    expect(await screen.findByText('You have accepted the invitation; the organiser will send you the details.')).toBeInTheDocument()
  })

  it('tells an account that is no speaker, and points to the speakers', async () => {
    meetings.fetchSpeakerInvitation.mockRejectedValue(new ApiError(404, { code: 4040, message: 'speaker not found' }))
    await renderInvite()
    expect(await screen.findByText('Your account is not linked to a speaker of this event yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'See the speakers' }))
    expect(urls().at(-1)).toContain('/meeting/speaker/list')
  })

  it('shows a failure with a retry', async () => {
    meetings.fetchSpeakerInvitation.mockRejectedValueOnce(new Error('down'))
    await renderInvite()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Dear Zhang Wei,')).toBeInTheDocument()
  })
})
