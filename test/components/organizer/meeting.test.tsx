import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError } from '@/api/http'
import type * as organizerApi from '@/api/organizer'
import { navigations } from '../../support/taro'
import { auditEntry, grant, MEETING, meetingView } from './fixtures'
import { answerMeetingCalls, errorOf, field, press, renderMeeting, type } from './screenHelpers'

jest.mock('@/api/meetings')
jest.mock('@/api/organizer')
let api: jest.Mocked<typeof organizerApi>
beforeEach(() => { api = answerMeetingCalls() })

const render = renderMeeting
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement as HTMLElement

describe.each(['mobile', 'desktop'] as const)('organiser console: a meeting (%s)', (variant) => {
  it('shows the settings of every enabled language as they are, no field of a language that is off', async () => {
    const { container } = render(variant)
    expect(screen.getByRole('heading', { level: 1, name: 'Meeting settings' })).toBeInTheDocument()
    expect(await screen.findByLabelText('Title (English)')).toHaveValue('Demo Summit')
    expect(container.querySelector(`.fu-organizer--${variant}`)).not.toBeNull()
    expect(field('Title (Chinese)')).toHaveValue('示范峰会')
    expect(screen.queryByLabelText('Title (Japanese)')).toBeNull()
    expect(field('Starts')).toHaveValue('2027-01-01 08:00')
    expect(field('Time zone')).toHaveValue('Asia/Shanghai')
    expect(field('Theme colour')).toHaveValue('#1f6feb')
    expect(field('Share title (English)')).toHaveValue('Join us')
    expect(screen.getByRole('radio', { name: 'Open to everyone' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText('Published: visitors see this meeting')).toBeInTheDocument()
    expect(api.fetchOrganizerMeeting).toHaveBeenCalledWith(MEETING)
  })

  it('saves only what was edited and says so', async () => {
    api.saveMeetingSettings.mockResolvedValue(meetingView({}, { title: { zh: '示范峰会', en: 'Demo Summit 2027' }, limits_type: 1 }))
    render(variant)
    await screen.findByLabelText('Title (English)')
    type('Title (English)', 'Demo Summit 2027')
    fireEvent.click(screen.getByRole('radio', { name: 'Visitors sign in' }))
    type('Ends', '2027-01-03 18:30')
    await press('Save settings')
    expect(api.saveMeetingSettings).toHaveBeenCalledWith(MEETING, { title: { en: 'Demo Summit 2027' }, limits_type: 1, end: 1798972200 })
    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
    expect(field('Title (English)')).toHaveValue('Demo Summit 2027')
    // The write is in the log: it reads again.
    await waitFor(() => expect(api.listMeetingAudit.mock.calls.length).toBeGreaterThan(1))
  })

  it('puts the server\'s 4220 field errors beside their fields, in the reader\'s language', async () => {
    api.saveMeetingSettings.mockRejectedValue(new ApiError(400, {
      code: 4220, message: 'body.title.en: the title is needed in every language the meeting is offered in; body.theme_color: must be a colour such as #1f6feb',
    }))
    render(variant)
    await screen.findByLabelText('Title (English)')
    // Values this form lets through; the server still refuses them.
    type('Title (English)', 'Demo Summit?')
    type('Theme colour', '#123456')
    await press('Save settings')
    expect(api.saveMeetingSettings).toHaveBeenCalled()
    expect(errorOf('Title (English)')).toBe('The title is needed in every language the meeting is offered in')
    expect(errorOf('Theme colour')).toBe('Enter a colour such as #1f6feb')
    expect(field('Theme colour')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Please correct the marked fields')).toBeInTheDocument()
    // Editing the field clears its error.
    type('Theme colour', '#ff0000')
    expect(errorOf('Theme colour')).toBe('')
  })

  it('a date that is no time is refused here, nothing sent', async () => {
    render(variant)
    await screen.findByLabelText('Starts')
    type('Starts', 'tomorrow')
    await press('Save settings')
    expect(errorOf('Starts')).toBe('Enter a time as YYYY-MM-DD HH:mm')
    expect(api.saveMeetingSettings).not.toHaveBeenCalled()
  })

  it('unpublishes and publishes', async () => {
    api.setMeetingPublished.mockResolvedValueOnce(meetingView({ published: 0 }))
    render(variant)
    await screen.findByText('Published: visitors see this meeting')
    await press('Unpublish')
    expect(api.setMeetingPublished).toHaveBeenCalledWith(MEETING, false)
    expect(await screen.findByText('Not published: only people holding a role see this meeting')).toBeInTheDocument()
    api.setMeetingPublished.mockResolvedValueOnce(meetingView({ published: 1 }))
    await press('Publish')
    expect(api.setMeetingPublished).toHaveBeenLastCalledWith(MEETING, true)
  })

  it('grants a role by phone and revokes one; a role held already is said so', async () => {
    api.grantMeetingRole.mockResolvedValue(grant({ _id: 'r2'.padEnd(24, '0'), role: 'content', user_id: null, pending: true, phone: '13900000001', name: '' }))
    api.revokeMeetingRole.mockResolvedValue(grant({ _id: 'r2'.padEnd(24, '0') }))
    render(variant)
    const roles = await waitFor(() => section('Roles'))
    expect(await within(roles).findByText('Li Organiser')).toBeInTheDocument()
    type('Phone or e-mail', 'nobody')
    await press('Grant role')
    expect(errorOf('Phone or e-mail')).toBe('Enter a mainland China mobile number or an e-mail address')
    expect(api.grantMeetingRole).not.toHaveBeenCalled()
    type('Phone or e-mail', '13900000001')
    fireEvent.click(within(roles).getByRole('radio', { name: 'Content editor' }))
    await press('Grant role')
    expect(api.grantMeetingRole).toHaveBeenCalledWith(MEETING, { role: 'content', phone: '13900000001' })
    expect(await within(roles).findByText('Granted; an invitation is on its way')).toBeInTheDocument()
    expect(within(roles).getByText('13900000001')).toBeInTheDocument()
    expect(within(roles).getByText(/Waiting for them to sign in/)).toBeInTheDocument()
    await press('Revoke the Content editor role of 13900000001')
    expect(api.revokeMeetingRole).toHaveBeenCalledWith(MEETING, 'r2'.padEnd(24, '0'))
    await waitFor(() => expect(within(roles).queryByText('13900000001')).toBeNull())

    api.grantMeetingRole.mockRejectedValue(new ApiError(409, { code: 4501, message: 'held already' }))
    type('Phone or e-mail', 'li@example.com')
    await press('Grant role')
    expect(api.grantMeetingRole).toHaveBeenLastCalledWith(MEETING, { role: 'content', email: 'li@example.com' })
    expect(await within(roles).findByText('This person holds that role already')).toBeInTheDocument()
  })

  it('the audit log lists entries newest first as the server answers, and pages on', async () => {
    api.listMeetingAudit.mockResolvedValueOnce({
      results: [
        auditEntry({ _id: 'a2'.padEnd(24, '0'), action: 'grant', object_type: 'role', changes: { role: { after: 'content' } }, created: 1798000600 }),
        auditEntry(),
      ],
      total: 3,
    }).mockResolvedValueOnce({ results: [auditEntry({ _id: 'a3'.padEnd(24, '0'), action: 'publish', changes: {} })], total: 3 })
    render(variant)
    const log = await waitFor(() => section('Audit log'))
    await within(log).findByText('3 entries')
    const rows = within(log).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Granted · role')
    expect(rows[0]).toHaveTextContent('Fields: role')
    expect(rows[0]).toHaveTextContent('Li Organiser')
    expect(rows[1]).toHaveTextContent('Changed · meeting')
    expect(rows[1]).toHaveTextContent('Fields: theme_color')
    expect(api.listMeetingAudit).toHaveBeenCalledWith(MEETING, { skip: 0, limit: 20 })
    await act(async () => { fireEvent.click(within(log).getByRole('button', { name: /load more/i })) })
    expect(api.listMeetingAudit).toHaveBeenLastCalledWith(MEETING, { skip: 2, limit: 20 })
    expect(await within(log).findByText(/Published · meeting/)).toBeInTheDocument()
  })

  it('a content editor sees the settings but no save, roles or log', async () => {
    api.fetchOrganizerMeeting.mockResolvedValue(meetingView({ roles: ['content'] }))
    render(variant)
    await screen.findByLabelText('Title (English)')
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Roles' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull()
    expect(api.listMeetingRoles).not.toHaveBeenCalled()
    expect(api.listMeetingAudit).not.toHaveBeenCalled()
  })

  it('a person without a role in the meeting sees "no permission" and goes back to their meetings', async () => {
    api.fetchOrganizerMeeting.mockRejectedValue(new ApiError(403, { code: 4030, message: 'needs one of owner, admin …' }))
    render(variant)
    expect(await screen.findByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument()
    expect(screen.getByText('You hold no role in this meeting that shows its settings.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Title (English)')).toBeNull()
    await press('Back to my meetings')
    expect(navigations.at(-1)?.url).toMatch(/\/organizer(\?|$)/)
  })
})
