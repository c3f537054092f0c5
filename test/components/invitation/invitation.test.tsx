/** The exhibitor's invitation card and its download: cover, company, the visitor's name, the QR code, the recorded invite, save and share. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Enterprise, Meeting, User } from '@fu-types/entities'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import invitationScreen from '@/pages/meeting/invitation'
import downloadScreen from '@/pages/meeting/invitation/download'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { FAKE_CARD_PNG } from '../../support/fakeFlows'

// jsdom has no TextEncoder; the QR library needs it for a URL (byte mode), as every browser has it.
import { TextEncoder } from 'node:util'
Object.assign(globalThis, { TextEncoder })

jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '660200000000000000000001'
const COMPANY_ID = '661400000000000000000001'
const meeting: Meeting = {
  _id: MEETING_ID, title: { en: 'International Innovation Expo 2026' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai',
  cover: '/fu/static/meeting.svg', exhibition: { invitation_cover: '/fu/static/invitation.svg' }, config: { theme_color: '#0a7d5a' },
}
const company: Enterprise = {
  _id: COMPANY_ID, meeting_id: MEETING_ID, weight: 100, created: 1767225600, deleted: 0, recommend: 1, status: 1,
  exhibitor: { company: { title: { en: 'Aurora Robotics' }, logo: '/fu/static/logo-1.png' }, booth: 'A100' },
}
const urls = () => navigations.map(n => n.url)

async function signIn(store: { session: { login: (token: { token: string; user_id: string }) => Promise<unknown> | void } }) {
  await act(async () => { await store.session.login({ token: 't'.repeat(32), user_id: USER_ID }) })
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.fetchEnterprise.mockResolvedValue(company)
  api.enterpriseAction.mockResolvedValue({ action: 'invites', total: 1 })
  users.fetchUser.mockResolvedValue({ _id: USER_ID, username: 'Li Wei' } as User)
})

describe.each(['mobile', 'desktop'] as const)('invitation card (%s)', variant => {
  const renderCard = (query: Record<string, string> = { enterprise_id: COMPANY_ID }) =>
    renderScreen(invitationScreen, { route: 'meetingInvitation', variant, query, language: 'en' })

  it('shows the invitation cover, the company with logo and booth, the meeting and its dates, and a QR code to the company in the meeting; records one invite', async () => {
    renderCard()
    const card = await screen.findByRole('region', { name: 'Invitation' })
    expect(within(card).getByRole('img', { name: 'Invitation cover of International Innovation Expo 2026' })).toHaveAttribute('src', '/fu/static/invitation.svg')
    expect(within(card).getByRole('img', { name: 'Logo of Aurora Robotics' })).toHaveAttribute('src', '/fu/static/logo-1.png')
    expect(within(card).getByText('Dear guest,')).toBeInTheDocument()
    expect(within(card).getByText('Aurora Robotics')).toBeInTheDocument()
    expect(within(card).getByText('Booth A100')).toBeInTheDocument()
    expect(within(card).getByText('Aurora Robotics warmly invites you to')).toBeInTheDocument()
    expect(within(card).getByText('International Innovation Expo 2026')).toBeInTheDocument()
    expect(within(card).getByText('2026.01.01 – 2026.01.03')).toBeInTheDocument()
    const qr = await within(card).findByRole('img', { name: 'QR code to open International Innovation Expo 2026' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(qr).toHaveAttribute('data-qr-text', `https://events.example/#/meeting/enterprise?enterprise_id=${COMPANY_ID}&meeting_id=${MEETING_ID}`)
    await waitFor(() => expect(api.enterpriseAction).toHaveBeenCalledWith(COMPANY_ID, 'invites'))
    expect(api.enterpriseAction).toHaveBeenCalledTimes(1)
  })

  it('puts the signed-in visitor\'s name on the card; a guest is offered to sign in', async () => {
    const { store } = renderCard()
    expect(await screen.findByText('Sign in to see your name on the invitation')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(urls().at(-1)).toMatch(/\/login\?redirect=/)
    await signIn(store)
    expect(await screen.findByText('Dear Li Wei,')).toBeInTheDocument()
    expect(screen.queryByText('Sign in to see your name on the invitation')).toBeNull()
  })

  it('shares the card, and opens the download and the company page', async () => {
    const { flows } = renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }))
    await waitFor(() => expect(flows.shares).toHaveLength(1))
    expect(flows.shares[0]).toMatchObject({ title: 'Aurora Robotics invites you to International Innovation Expo 2026', cover: '/fu/static/invitation.svg' })
    expect(flows.shares[0].route).toContain(`/meeting/invitation?enterprise_id=${COMPANY_ID}`)
    fireEvent.click(screen.getByRole('button', { name: 'Save as image' }))
    expect(urls().at(-1)).toContain(`/meeting/invitation/download?enterprise_id=${COMPANY_ID}`)
    fireEvent.click(screen.getByRole('button', { name: 'Exhibitor page' }))
    expect(urls().at(-1)).toContain(`/meeting/enterprise?enterprise_id=${COMPANY_ID}`)
  })

  it('without a company: the meeting\'s own invitation, its QR code to the meeting home, no invite recorded', async () => {
    renderCard({ meeting_id: MEETING_ID })
    const card = await screen.findByRole('region', { name: 'Invitation' })
    expect(within(card).getByText('You are warmly invited to')).toBeInTheDocument()
    expect(await within(card).findByRole('img', { name: /QR code/ })).toHaveAttribute('data-qr-text', `https://events.example/#/meeting/home?meeting_id=${MEETING_ID}`)
    expect(api.fetchEnterprise).not.toHaveBeenCalled()
    expect(api.enterpriseAction).not.toHaveBeenCalled()
  })

  it('says when the company is not found, and shows the failure with a retry', async () => {
    api.fetchEnterprise.mockResolvedValueOnce(null)
    const first = renderCard()
    expect(await screen.findByText('This exhibitor was not found: here is the event’s invitation')).toBeInTheDocument()
    first.unmount()
    api.fetchEnterprise.mockRejectedValueOnce(new Error('down')).mockResolvedValue(company)
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Booth A100')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('invitation download (%s)', variant => {
  const renderDownload = (flows = {}) =>
    renderScreen(downloadScreen, { route: 'meetingInvitationDownload', variant, query: { enterprise_id: COMPANY_ID }, language: 'en', flows })

  it('paints the card into an image, shows it, and downloads it under the company\'s name', async () => {
    const { flows, platform } = renderDownload()
    const image = await screen.findByRole('img', { name: 'Invitation image of International Innovation Expo 2026' })
    expect(image).toHaveAttribute('src', FAKE_CARD_PNG)
    const drawing = flows.cards.at(-1)!
    const texts = drawing.ops.flatMap(op => (op.kind === 'text' ? [op.text] : []))
    expect(texts).toEqual(expect.arrayContaining(['Dear guest,', 'Aurora Robotics', 'Booth A100', 'International Innovation Expo 2026']))
    expect(drawing.ops).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'image', src: '/fu/static/invitation.svg' }),
      expect.objectContaining({ kind: 'qr', text: `https://events.example/#/meeting/enterprise?enterprise_id=${COMPANY_ID}&meeting_id=${MEETING_ID}` }),
      expect.objectContaining({ kind: 'text', text: 'Aurora Robotics', color: '#0a7d5a' }),
    ]))
    fireEvent.click(screen.getByRole('button', { name: 'Save image' }))
    await waitFor(() => expect(flows.savedImages).toEqual([{ dataUrl: FAKE_CARD_PNG, fileName: 'Aurora-Robotics-invitation.png' }]))
    await waitFor(() => expect(platform.toasts).toContain('Image downloaded'))
  })

  it('explains the long press where the runtime cannot save, and says when saving fails', async () => {
    const { flows, platform } = renderDownload()
    flows.saveOutcome = 'long-press'
    fireEvent.click(await screen.findByRole('button', { name: 'Save image' }))
    expect(await screen.findByText(/Press and hold the image above/)).toBeInTheDocument()
    flows.saveImage = async () => { throw new Error('denied') }
    fireEvent.click(screen.getByRole('button', { name: 'Save image' }))
    await waitFor(() => expect(platform.toasts).toContain('Saving failed, please try again'))
  })

  it('offers to paint again when the image could not be made', async () => {
    let calls = 0
    renderDownload({ renderCard: async () => { calls++; if (calls === 1) throw new Error('tainted'); return FAKE_CARD_PNG } })
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('img', { name: /Invitation image/ })).toHaveAttribute('src', FAKE_CARD_PNG)
  })
})
