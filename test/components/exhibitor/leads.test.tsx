/**
 * Lead capture screens (issue 16) in both variants: the list (search, export, the exhibitor's booth team, joining a
 * company with an invitation code), the scanner (a short code of several activities asks which; the lead found says
 * the visitor was asked to share their card) and a lead's detail (hidden card, rating, tags, notes, field errors).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ErrorCode } from '@fu-types/errors'
import { ApiError } from '@/api/http'
import * as leadsApi from '@/api/leads'
import type { Lead, LeadCompany } from '@/api/leads'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import leadListScreen from '@/pages/exhibitor/leads/list'
import leadScanScreen from '@/pages/exhibitor/leads/scan'
import leadDetailScreen from '@/pages/exhibitor/leads/detail'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { COMPANY_ID, exhibitorUser, MEETING_ID, meeting, signIn } from './fixtures'

jest.mock('@/api/leads')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
// The web-view's way to native code (jweixin's miniProgram): the pages it is asked to open.
const mockBridgeOpened: string[] = []
jest.mock('@/flows/wechatSdk', () => ({
  miniProgramBridge: async () => ({ navigateTo: ({ url, success }: { url: string; success?: () => void }) => { mockBridgeOpened.push(url); success?.() } }),
}))
const api = leadsApi as jest.Mocked<typeof leadsApi>
const OWNER: LeadCompany = { enterprise_id: COMPANY_ID, meeting_id: MEETING_ID, title: { en: 'Aurora Robotics' }, logo: '', role: 'owner' }
const ACTIVITY_A = '660600000000000000000001'
const ACTIVITY_B = '660600000000000000000004'

const lead = (n: number, extra: Partial<Lead> = {}): Lead => ({
  _id: `6630${String(n).padStart(20, '0')}`, enterprise_id: COMPANY_ID, meeting_id: MEETING_ID, source: 'scan_ticket', sources: ['scan_ticket'],
  consent: 'granted', answered: 1, rating: null, tags: [], notes: '', captured_by: null, created: 1767229200, updated: 1767229200,
  person: { user_id: '660200000000000000000001', initial: 'L', name: 'Li Wei', company: 'Brightline Tech', title: 'PM', phone: '13800000001', email: 'li@x.test', avatar: '', card: 1 },
  ...extra,
})
const hidden = (n: number): Lead => lead(n, {
  consent: 'pending', answered: null,
  person: { user_id: null, initial: 'Z', name: null, company: 'Quiet Corp', title: null, phone: null, email: null, avatar: '', card: 0 },
})

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  mockBridgeOpened.length = 0
  ;(meetingsApi as jest.Mocked<typeof meetingsApi>).fetchMeeting.mockResolvedValue(meeting)
  ;(usersApi as jest.Mocked<typeof usersApi>).fetchUser.mockResolvedValue(exhibitorUser(true))
  api.listLeadCompanies.mockResolvedValue([OWNER])
  api.listStaff.mockResolvedValue([])
  api.myStaffInvitations.mockResolvedValue([])
})

describe.each(['mobile', 'desktop'] as const)('the lead list (%s)', (variant) => {
  async function renderList(query: Record<string, string> = {}) {
    const rendered = renderScreen(leadListScreen, { route: 'exhibitorLeads', variant, language: 'en', query })
    await signIn(rendered.store)
    return rendered
  }

  it('lists the leads, the card hidden until shared, searches and exports the list as searched', async () => {
    api.listLeads.mockResolvedValue({ results: [lead(1, { rating: 4, tags: ['hot'], sources: ['scan_ticket', 'appointment'] }), hidden(2)], total: 2 })
    api.exportLeads.mockResolvedValue({ url: '/fu/api/exhibitor/leads/export/file?t=abc', name: 'leads.csv', expires: 1 })
    const { platform, container } = await renderList()
    expect(await screen.findByText('Li Wei')).toBeInTheDocument()
    expect(container.querySelector(`.fu-leads--${variant}`)).not.toBeNull()
    expect(screen.getByText('Z. (card not shared)')).toBeInTheDocument()
    expect(screen.getByText('Awaiting consent')).toBeInTheDocument()
    expect(screen.getByText(/4 stars · Ticket scan · Appointment/)).toBeInTheDocument()
    expect(screen.getByText('#hot')).toBeInTheDocument()
    expect(screen.getByText('2 leads')).toBeInTheDocument()
    expect(container.textContent).not.toContain('13800000001')

    fireEvent.change(screen.getByLabelText('Search leads'), { target: { value: 'hot' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(api.listLeads).toHaveBeenLastCalledWith({ enterprise_id: COMPANY_ID, keyword: 'hot', skip: 0, limit: 20 }))

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(platform.files).toEqual([{ url: 'http://127.0.0.1:0/fu/api/exhibitor/leads/export/file?t=abc', name: 'leads.csv' }]))
    expect(api.exportLeads).toHaveBeenCalledWith({ enterprise_id: COMPANY_ID, format: 'csv', keyword: 'hot', lang: 'en' })

    fireEvent.click(screen.getByRole('button', { name: 'Open the lead Li Wei' }))
    expect(navigations.at(-1)?.url).toContain(`/meeting/exhibitor/leads/detail?lead_id=${lead(1)._id}`)
  })

  it('a shared card of a person with no name yet reads "Visitor" with their company, never "card not shared" (issue 25)', async () => {
    const unnamed = lead(3, { consent: 'contacted', person: { ...lead(3).person, initial: '', name: null, company: 'Delta Grid', title: 'Engineer' } })
    api.listLeads.mockResolvedValue({ results: [unnamed], total: 1 })
    await renderList()
    expect(await screen.findByRole('button', { name: 'Open the lead Visitor' })).toBeInTheDocument()
    expect(screen.queryByText(/card not shared/)).toBeNull()
    expect(screen.getByText(/Delta Grid/)).toBeInTheDocument()
  })

  it("in the mini-program's web-view both CSV and XLSX go to the bridge page, which opens or sends the file", async () => {
    api.listLeads.mockResolvedValue({ results: [lead(1)], total: 1 })
    const rendered = renderScreen(leadListScreen, {
      route: 'exhibitorLeads', variant, language: 'en', query: {},
      platform: { environment: 'miniprogram', currentRoute: () => '/meeting/exhibitor/leads' },
    })
    await signIn(rendered.store)
    expect(await screen.findByText('Li Wei')).toBeInTheDocument()
    const button = { csv: 'Export CSV', xlsx: 'Export Excel' }
    for (const format of ['csv', 'xlsx'] as const) {
      api.exportLeads.mockResolvedValueOnce({ url: `/fu/api/exhibitor/leads/export/file?t=${format}1`, name: `leads.${format}`, expires: 1 })
      fireEvent.click(screen.getByRole('button', { name: button[format] }))
      await waitFor(() => expect(mockBridgeOpened).toHaveLength(format === 'csv' ? 1 : 2))
      const opened = new URLSearchParams(mockBridgeOpened.at(-1)!.split('?')[1])
      expect(mockBridgeOpened.at(-1)).toMatch(/^\/pages\/webview\/api\/api\?action=file&/)
      expect(JSON.parse(opened.get('payload')!)).toEqual({ url: `/fu/api/exhibitor/leads/export/file?t=${format}1`, name: `leads.${format}` })
      expect(opened.get('back')).toBe('/meeting/exhibitor/leads')
      await waitFor(() => expect(screen.getByRole('button', { name: button[format] })).not.toHaveAttribute('aria-disabled', 'true'))
    }
    expect(rendered.platform.files).toEqual([])
    expect(rendered.platform.toasts).not.toContain('Files cannot be downloaded here: open this page in a browser')
  })

  it('the exhibitor invites staff by phone (checked first) and with a code whose link is copied', async () => {
    api.listLeads.mockResolvedValue({ results: [], total: 0 })
    api.inviteStaff.mockResolvedValue({ _id: 'x', code: 'ABCD2345', phone: null, status: 'invited', created: 1, accepted: null, user: null })
    const { platform } = await renderList()
    expect(await screen.findByText(/No leads yet/)).toBeInTheDocument()
    const team = screen.getByRole('region', { name: 'Booth team' })
    fireEvent.change(within(team).getByLabelText('Colleague\'s phone number'), { target: { value: '123' } })
    fireEvent.click(within(team).getByRole('button', { name: 'Invite' }))
    expect(await within(team).findByText('Enter a valid phone number')).toBeInTheDocument()
    expect(api.inviteStaff).not.toHaveBeenCalled()

    api.listStaff.mockResolvedValue([{ _id: 's1', code: 'ABCD2345', phone: null, status: 'invited', created: 1, accepted: null, user: null }])
    fireEvent.click(within(team).getByRole('button', { name: 'Make an invitation code' }))
    await waitFor(() => expect(api.inviteStaff).toHaveBeenCalledWith({ enterprise_id: COMPANY_ID }))
    expect(await within(team).findByText('Code ABCD2345')).toBeInTheDocument()
    fireEvent.click(within(team).getByRole('button', { name: 'Copy invitation link' }))
    await waitFor(() => expect(platform.copied.at(-1)).toMatch(/\/meeting\/exhibitor\/leads\?invite=ABCD2345/))
  })

  it('an account with no company joins one with the code of its link; staff see no team panel', async () => {
    api.listLeadCompanies.mockResolvedValue([])
    api.acceptStaffInvitation.mockRejectedValueOnce(new ApiError(404, { code: ErrorCode.StaffInvitationInvalid, message: 'no' }))
    api.acceptStaffInvitation.mockResolvedValueOnce({ _id: 'i', code: 'ABCD2345', enterprise_id: COMPANY_ID, meeting_id: MEETING_ID, company: 'Aurora Robotics', logo: '', created: 1 })
    api.listLeads.mockResolvedValue({ results: [], total: 0 })
    const { platform } = await renderList({ invite: 'ABCD2345' })
    const code = await screen.findByLabelText('Invitation code')
    expect(code).toHaveValue('ABCD2345')
    fireEvent.click(screen.getByRole('button', { name: 'Join' }))
    expect(await screen.findByText('This code is unknown, already used, or not meant for you')).toBeInTheDocument()
    api.listLeadCompanies.mockResolvedValue([{ ...OWNER, role: 'staff' }])
    fireEvent.click(screen.getByRole('button', { name: 'Join' }))
    expect(await screen.findByText('You capture leads for Aurora Robotics as its booth staff')).toBeInTheDocument()
    expect(platform.toasts).toContain('You joined the booth team of Aurora Robotics')
    expect(screen.queryByRole('region', { name: 'Booth team' })).toBeNull()
  })

  it('a phone invited or on the team already (4184) is said beside the invitation', async () => {
    api.listLeads.mockResolvedValue({ results: [], total: 0 })
    api.inviteStaff.mockRejectedValue(new ApiError(409, { code: ErrorCode.StaffAlreadyMember, message: 'this phone is invited or on the staff already' }))
    await renderList()
    const team = await screen.findByRole('region', { name: 'Booth team' })
    fireEvent.change(within(team).getByLabelText('Colleague\'s phone number'), { target: { value: '13800000002' } })
    fireEvent.click(within(team).getByRole('button', { name: 'Invite' }))
    expect(await within(team).findByText('This phone number is invited or on the team already')).toBeInTheDocument()
  })

  it('joining a team one is on already (4184) says so', async () => {
    api.listLeadCompanies.mockResolvedValue([])
    api.acceptStaffInvitation.mockRejectedValue(new ApiError(409, { code: ErrorCode.StaffAlreadyMember, message: 'you are on this company\'s staff already' }))
    api.listLeads.mockResolvedValue({ results: [], total: 0 })
    await renderList({ invite: 'ABCD2345' })
    await screen.findByLabelText('Invitation code')
    fireEvent.click(screen.getByRole('button', { name: 'Join' }))
    expect(await screen.findByText('You are on this company\'s team already')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('the booth scanner (%s)', (variant) => {
  it('asks which activity a short code belongs to, then shows the lead and that the visitor was asked for the card', async () => {
    api.scanLead.mockRejectedValueOnce(new ApiError(409, { code: ErrorCode.LeadCodeAmbiguous, message: 'which', data: { activities: [{ _id: ACTIVITY_A, title: { en: 'Opening ceremony' } }, { _id: ACTIVITY_B, title: { en: 'Salon' } }] } }))
    api.scanLead.mockResolvedValueOnce({ ...hidden(3), created_now: 1 })
    const rendered = renderScreen(leadScanScreen, { route: 'exhibitorLeadScan', variant, language: 'en' })
    await signIn(rendered.store)
    const field = await screen.findByLabelText('Ticket number or card link')
    fireEvent.change(field, { target: { value: 'hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Capture' }))
    expect(await screen.findByText('This is not a ticket number or a card QR code')).toBeInTheDocument()
    expect(api.scanLead).not.toHaveBeenCalled()

    fireEvent.change(field, { target: { value: '000001' } })
    fireEvent.click(screen.getByRole('button', { name: 'Capture' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Opening ceremony' }))
    await waitFor(() => expect(api.scanLead).toHaveBeenLastCalledWith({ enterprise_id: COMPANY_ID, code: '000001', activity_id: ACTIVITY_A }))
    expect(await screen.findByText('New lead added')).toBeInTheDocument()
    expect(screen.getByText('Z. (card not shared)')).toBeInTheDocument()
    expect(screen.getByText(/We asked them to share their card/)).toBeInTheDocument()
  })

  it('a browser without a camera says to type; an unknown code is said', async () => {
    api.scanLead.mockRejectedValueOnce(new ApiError(404, { code: ErrorCode.LeadCodeUnknown, message: 'unknown' }))
    const rendered = renderScreen(leadScanScreen, { route: 'exhibitorLeadScan', variant, language: 'en' })
    await signIn(rendered.store)
    fireEvent.click(await screen.findByRole('button', { name: 'Scan' }))
    expect(await screen.findByText(/This browser cannot scan/)).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Ticket number or card link'), { target: { value: '999999' } })
    fireEvent.click(screen.getByRole('button', { name: 'Capture' }))
    expect(await screen.findByText('No valid ticket of this meeting has this number')).toBeInTheDocument()
  })

  it('one\'s own ticket or card (4185) is said, not captured', async () => {
    api.scanLead.mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.LeadSelf, message: 'this is your own ticket or card' }))
    const rendered = renderScreen(leadScanScreen, { route: 'exhibitorLeadScan', variant, language: 'en' })
    await signIn(rendered.store)
    fireEvent.change(await screen.findByLabelText('Ticket number or card link'), { target: { value: '000002' } })
    fireEvent.click(screen.getByRole('button', { name: 'Capture' }))
    expect(await screen.findByText('This is your own ticket or card')).toBeInTheDocument()
    expect(screen.queryByText('New lead added')).toBeNull()
  })
})

describe.each(['mobile', 'desktop'] as const)('a lead (%s)', (variant) => {
  const renderDetail = async (value: Lead) => {
    api.fetchLead.mockResolvedValue(value)
    const rendered = renderScreen(leadDetailScreen, { route: 'exhibitorLead', variant, language: 'en', query: { lead_id: value._id } })
    await signIn(rendered.store)
    return rendered
  }

  it('before the card is shared shows the initial and says why, no phone', async () => {
    const { container } = await renderDetail(hidden(4))
    expect(await screen.findByRole('heading', { name: 'Z. (card not shared)', level: 2 })).toBeInTheDocument()
    expect(screen.getByText(/They have not agreed to share their card yet/)).toBeInTheDocument()
    expect(container.textContent).not.toMatch(/Phone:/)
  })

  it('rates, tags and notes a lead; the rules are said beside the field before sending', async () => {
    api.updateLead.mockImplementation(async (_id, edit) => lead(5, { rating: edit.rating ?? null, tags: edit.tags ?? [], notes: edit.notes ?? '' }))
    const { platform } = await renderDetail(lead(5))
    expect(await screen.findByText('Phone: 13800000001')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true')
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'x'.repeat(21) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A tag is at most 20 characters')).toBeInTheDocument()
    expect(api.updateLead).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'hot, distributor，hot' } })
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: '=wants a quote' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.updateLead).toHaveBeenCalledWith(lead(5)._id, { rating: 4, tags: ['hot', 'distributor'], notes: '=wants a quote' }))
    expect(platform.toasts).toContain('Saved')
    expect(screen.getByLabelText('Tags')).toHaveValue('hot, distributor')
  })
})
