// The console's programme screen: speakers, agenda sessions and news listed, created, edited, refused and deleted.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError } from '@/api/http'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import * as organizerApi from '@/api/organizer'
import contentScreen from '@/pages/organizer/content'
import meetingScreen from '@/pages/organizer/meeting'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { MEETING, meetingView, publicMeeting } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/organizer')
jest.mock('@/api/content')
const api = organizerApi as jest.Mocked<typeof organizerApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const content = contentApi as jest.Mocked<typeof contentApi>

const id = (n: string) => n.padEnd(24, '0')
const SPEAKER = { _id: id('s1'), name: { zh: '李雷', en: 'Li Lei' }, work_title: { en: 'CTO' }, company: { en: 'Acme' }, weight: 5 }
// 2027-01-01 09:00 and 2027-01-02 10:00 in Shanghai.
const SESSION = { _id: id('a1'), title: { zh: '开幕', en: 'Opening' }, start: 1798765200, end: 1798768800, enable_show: 1, speakers: [id('s1')] }
const HIDDEN = { _id: id('a2'), title: { zh: '闭门会', en: 'Closed door' }, start: 1798855200, end: 1798858800, enable_show: 0, speakers: [] }
const OLD_NEWS = { _id: id('n1'), title: { zh: '旧闻', en: 'Old story' }, created: 1790000000 }
const NEW_NEWS = { _id: id('n2'), title: { zh: '新闻', en: 'Fresh story' }, created: 1798000000 }

function listOf(kind: string) {
  if (kind === 'speakers') return [SPEAKER]
  if (kind === 'agendas') return [HIDDEN, SESSION]
  return [OLD_NEWS, NEW_NEWS]
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(publicMeeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(publicMeeting)
  api.fetchOrganizerMeeting.mockResolvedValue(meetingView())
  api.listMeetingContent.mockImplementation(async (_m, kind) => listOf(kind) as never)
  content.listLives.mockResolvedValue({ results: [{ _id: id('l1'), meeting_id: MEETING, title: { en: 'Main stage live' }, start: 1798765200, end: 1798790000 }], total: 1 })
})

const render = (variant: 'mobile' | 'desktop', kind = 'speakers') =>
  renderScreen(contentScreen, { route: 'organizerContent', variant, query: { meeting_id: MEETING, kind }, language: 'en' })
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } })
const errorOf = (label: string) => field(label).closest('.fu-field')?.querySelector('.fu-field__error')?.textContent ?? ''
const press = async (name: string) => { await act(async () => { fireEvent.click(screen.getByRole('button', { name })) }) }
const rows = () => screen.getAllByRole('listitem').map(row => row.textContent ?? '')

describe.each(['mobile', 'desktop'] as const)('organiser console: programme and content (%s)', (variant) => {
  it('lists the speakers and adds one in every enabled language', async () => {
    const created = { _id: id('s2'), name: { zh: '韩梅梅', en: 'Han Meimei' }, weight: 0 }
    api.createMeetingContent.mockResolvedValue(created as never)
    render(variant)
    expect(await screen.findByText('Li Lei')).toBeInTheDocument()
    expect(screen.getByText('CTO · Acme')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Speakers' })).toHaveAttribute('aria-selected', 'true')
    await press('Add a speaker')
    expect(screen.getByRole('heading', { level: 2, name: 'New speaker' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Name (Japanese)')).toBeNull()
    type('Name (Chinese)', '韩梅梅')
    type('Name (English)', 'Han Meimei')
    type('Biography (English)', '<p>Hi<script>alert(1)</script></p>')
    // The preview is the sanitised HTML visitors would see.
    const preview = screen.getByRole('region', { name: 'Preview (English), as visitors see it' })
    expect(preview.querySelector('script')).toBeNull()
    expect(within(preview).getByText('Hi')).toBeInTheDocument()
    await press('Save')
    expect(api.createMeetingContent).toHaveBeenCalledWith(MEETING, 'speakers', expect.objectContaining({
      name: { zh: '韩梅梅', en: 'Han Meimei' }, description: { zh: '', en: '<p>Hi<script>alert(1)</script></p>' }, weight: 0,
    }))
    expect(await screen.findByText('Han Meimei')).toBeInTheDocument()
    expect(screen.getByText('Saved')).toBeInTheDocument()
  })

  it('edits a speaker and sends only what changed', async () => {
    api.updateMeetingContent.mockResolvedValue({ ...SPEAKER, company: { en: 'Acme Labs' } } as never)
    render(variant)
    await screen.findByText('Li Lei')
    await press('Edit “Li Lei”')
    expect(field('Name (English)')).toHaveValue('Li Lei')
    expect(field('Order')).toHaveValue('5')
    type('Company (English)', 'Acme Labs')
    await press('Save')
    expect(api.updateMeetingContent).toHaveBeenCalledWith(MEETING, 'speakers', SPEAKER._id, { company: { zh: '', en: 'Acme Labs' } })
    expect(await screen.findByText('CTO · Acme Labs')).toBeInTheDocument()
  })

  it('puts a refusal at its field and keeps what was typed', async () => {
    api.createMeetingContent.mockRejectedValue(new ApiError(400, { code: 4220, message: 'body.photo: must be an http(s) address or an upload of this server (/fu/…)' }))
    render(variant)
    await screen.findByText('Li Lei')
    await press('Add a speaker')
    type('Name (English)', 'Han Meimei')
    await press('Save')
    // Ours first: the Chinese name is needed too, nothing sent.
    expect(errorOf('Name (Chinese)')).toBe('Needed in every language the meeting is offered in')
    expect(api.createMeetingContent).not.toHaveBeenCalled()
    type('Name (Chinese)', '韩梅梅')
    type('Photo', 'ftp://example.com/a.png')
    await press('Save')
    expect(errorOf('Photo')).toBe('Enter an https:// address or one of this server’s uploads')
    expect(field('Photo')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Please correct the marked fields')).toBeInTheDocument()
    expect(field('Name (English)')).toHaveValue('Han Meimei')
    expect(field('Photo')).toHaveValue('ftp://example.com/a.png')
  })

  it('deletes only after the question is answered', async () => {
    api.deleteMeetingContent.mockResolvedValue({})
    render(variant)
    await screen.findByText('Li Lei')
    await press('Delete “Li Lei”')
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Li Lei”?' })
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })) })
    expect(api.deleteMeetingContent).not.toHaveBeenCalled()
    expect(screen.getByText('Li Lei')).toBeInTheDocument()
    await press('Delete “Li Lei”')
    await act(async () => { fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })) })
    expect(api.deleteMeetingContent).toHaveBeenCalledWith(MEETING, 'speakers', SPEAKER._id)
    await waitFor(() => expect(screen.queryByText('Li Lei')).toBeNull())
    expect(screen.getByText('No speakers yet')).toBeInTheDocument()
  })

  it('groups sessions by day in the meeting\'s zone, marks a hidden one, and adds one with its speaker and live', async () => {
    api.createMeetingContent.mockImplementation(async (_m, _k, body) => ({ _id: id('a3'), ...body }) as never)
    render(variant, 'agendas')
    expect(await screen.findByRole('heading', { level: 3, name: '2027-01-01' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: '2027-01-02' })).toBeInTheDocument()
    expect(rows()[0]).toContain('Opening')
    expect(rows()[0]).toContain('09:00 - 10:00')
    expect(rows()[0]).toContain('Li Lei')
    expect(rows()[1]).toContain('Closed door')
    expect(within(screen.getAllByRole('listitem')[1]).getByText('Hidden')).toBeInTheDocument()
    await press('Add a session')
    type('Title (Chinese)', '圆桌')
    type('Title (English)', 'Panel')
    type('Date', '2027-01-02')
    type('Starts', '14:00')
    type('Ends', '13:00')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Li Lei' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Main stage live' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Panel' }))
    await press('Save')
    expect(errorOf('Ends')).toBe('The end must not be before the start')
    type('Ends', '15:30')
    await press('Save')
    expect(api.createMeetingContent).toHaveBeenCalledWith(MEETING, 'agendas', expect.objectContaining({
      title: { zh: '圆桌', en: 'Panel' }, start: 1798869600, end: 1798875000, type: 'panel', speakers: [SPEAKER._id], lives: [id('l1')], enable_show: 1,
    }))
    await waitFor(() => expect(rows().some(r => r.includes('14:00 - 15:30'))).toBe(true))
  })

  it('lists news newest first and publishes one at the time given', async () => {
    api.createMeetingContent.mockImplementation(async (_m, _k, body) => ({ _id: id('n3'), ...body }) as never)
    render(variant, 'news')
    await screen.findByText('Fresh story')
    expect(rows()[0]).toContain('Fresh story')
    expect(rows()[1]).toContain('Old story')
    await press('Add a news item')
    type('Title (Chinese)', '报名开放')
    type('Title (English)', 'Registration open')
    type('Published', '2027-01-03 08:00')
    type('Cover', 'https://cdn.example.com/cover.png')
    await press('Save')
    expect(api.createMeetingContent).toHaveBeenCalledWith(MEETING, 'news', expect.objectContaining({
      title: { zh: '报名开放', en: 'Registration open' }, created: 1798934400, cover: 'https://cdn.example.com/cover.png',
    }))
    await waitFor(() => expect(rows()[0]).toContain('Registration open'))
  })

  it('offers speakers and sessions as a spreadsheet, and news not', async () => {
    render(variant, 'speakers')
    const sheet = await screen.findByRole('region', { name: /spreadsheet/ })
    expect(sheet).toHaveTextContent(/speakers/i)
    cleanup()
    render(variant, 'news')
    await screen.findByText('Fresh story')
    expect(screen.queryByRole('region', { name: /spreadsheet/ })).toBeNull()
  })

  it('a content editor edits the programme', async () => {
    api.fetchOrganizerMeeting.mockResolvedValue(meetingView({ roles: ['content'] }))
    render(variant)
    expect(await screen.findByRole('button', { name: 'Add a speaker' })).toBeInTheDocument()
    expect(api.listMeetingContent).toHaveBeenCalledWith(MEETING, 'speakers')
  })

  it('a role that does not edit content, and a visitor without a role, see "no permission"', async () => {
    api.fetchOrganizerMeeting.mockResolvedValue(meetingView({ roles: ['finance'] }))
    const first = render(variant)
    expect(await screen.findByText('Your role in this meeting does not edit its programme and content.')).toBeInTheDocument()
    expect(api.listMeetingContent).not.toHaveBeenCalled()
    first.unmount()
    api.fetchOrganizerMeeting.mockRejectedValue(new ApiError(403, { code: 4030, message: 'needs one of owner, admin, content' }))
    render(variant)
    expect(await screen.findByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument()
    await press('Back to the meeting')
    expect(navigations.at(-1)?.url).toContain('/organizer/meeting')
  })

  it('a failed list says so and tries again', async () => {
    api.listMeetingContent.mockRejectedValueOnce(new Error('offline'))
    render(variant)
    const retry = await screen.findByRole('button', { name: 'Retry' })
    await act(async () => { fireEvent.click(retry) })
    expect(await screen.findByText('Li Lei')).toBeInTheDocument()
  })
})

describe('the meeting console links to the programme', () => {
  it('opens the agenda editor', async () => {
    api.listMeetingRoles.mockResolvedValue([])
    api.listMeetingAudit.mockResolvedValue({ results: [], total: 0 })
    renderScreen(meetingScreen, { route: 'organizerMeeting', variant: 'desktop', query: { meeting_id: MEETING }, language: 'en' })
    const link = await screen.findByRole('link', { name: 'Edit the Agenda' })
    await act(async () => { fireEvent.click(link) })
    expect(navigations.at(-1)?.url).toContain('/organizer/content')
    expect(navigations.at(-1)?.url).toContain('kind=agendas')
  })
})
