import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Category } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import * as meetingInfoApi from '@/api/meetingInfo'
import * as meetingsApi from '@/api/meetings'
import type { MeetingAttachment } from '@/api/meetingInfo'
import { DOC_PAGE_SIZE } from '@/pages/meeting/info/doc/useMeetingDoc'
import docScreen from '@/pages/meeting/info/doc'
import { renderScreen } from '../../support/renderScreen'
import { MEETING_ID, meeting } from './fixtures'

jest.mock('@/api/categories')
jest.mock('@/api/meetingInfo')
jest.mock('@/api/meetings')
const api = meetingInfoApi as jest.Mocked<typeof meetingInfoApi>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const GUIDES = '661500000000000000004101'
const FORMS = '661500000000000000004103'
const category = (id: string, en: string): Category => ({ _id: id, meeting_id: MEETING_ID, type: 'meeting_attachment', title: { en }, weight: 1 })
// 2026-01-05 12:00 UTC: 21:00 in Tokyo, still the 5th there.
const doc = (n: number, ext: string, en: string, categoryId: string, size: number): MeetingAttachment => ({
  _id: `6640${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, category_id: categoryId, title: { en, zh: en },
  url: `/fu/static/docs/file-${n}.${ext}`, name: `file-${n}.${ext}`, ext, size, created: 1767614400,
})
const manual = doc(1, 'pdf', 'Exhibitor manual', GUIDES, 1386)
const plan = doc(2, 'png', 'Hall plan', GUIDES, 2458)
const schedule = doc(3, 'xlsx', 'Move-in schedule', FORMS, 3 * 1024 * 1024)

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.recordMeetingAction.mockResolvedValue({})
  categories.listCategories.mockResolvedValue([category(GUIDES, 'Exhibitor guides'), category(FORMS, 'Schedules and forms')])
  api.listMeetingAttachments.mockResolvedValue({ results: [manual, plan, schedule], total: 3 })
})

describe.each(['mobile', 'desktop'] as const)('meeting documents (%s)', (variant) => {
  const renderDocs = (query: Record<string, string> = { meeting_id: MEETING_ID }) =>
    renderScreen(docScreen, { route: 'meetingDoc', variant, query, language: 'en' })

  it('lists each document with its type, kind, size, category and date', async () => {
    renderDocs()
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(api.listMeetingAttachments).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: DOC_PAGE_SIZE, skip: 0 })
    expect(categories.listCategories).toHaveBeenCalledWith('meeting_attachment', { meeting_id: MEETING_ID })
    const first = within(rows[0])
    expect(first.getByRole('heading', { level: 2, name: 'Exhibitor manual' })).toBeInTheDocument()
    await waitFor(() => expect(first.getByText('PDF · Document · 1.4 KB · Exhibitor guides · Added 2026.01.05')).toBeInTheDocument())
    expect(within(rows[1]).getByText(/^PNG · Image · 2\.4 KB/)).toBeInTheDocument()
    expect(within(rows[2]).getByText(/^XLSX · Document · 3\.0 MB · Schedules and forms/)).toBeInTheDocument()
    expect(screen.getByText('3 documents')).toBeInTheDocument()
  })

  it('keeps one category when its tab is chosen', async () => {
    renderDocs()
    fireEvent.click(await screen.findByRole('tab', { name: 'Schedules and forms' }))
    await waitFor(() => expect(api.listMeetingAttachments).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, category_id: FORMS, limit: DOC_PAGE_SIZE, skip: 0 }))
    expect(screen.getByRole('tab', { name: 'Schedules and forms' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false')
  })

  it('previews a PDF in a frame and an image in the page, recording each view; Escape closes', async () => {
    const { platform } = renderDocs()
    fireEvent.click(await screen.findByRole('button', { name: 'Preview: Exhibitor manual' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exhibitor manual' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close preview' })).toHaveFocus())
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', '/fu/static/docs/file-1.pdf')
    expect(within(dialog).getByTitle('Exhibitor manual (PDF preview)')).toBeInTheDocument()
    expect(meetings.recordMeetingAction).toHaveBeenCalledWith(MEETING_ID, 'attachments/views', { target_id: manual._id })

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download: Exhibitor manual' }))
    await waitFor(() => expect(platform.files).toEqual([{ url: '/fu/static/docs/file-1.pdf', name: 'file-1.pdf' }]))
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Preview: Hall plan' }))
    const image = await screen.findByRole('dialog', { name: 'Hall plan' })
    expect(within(image).getByRole('img', { name: 'Hall plan' })).toHaveAttribute('src', '/fu/static/docs/file-2.png')
    fireEvent.click(within(image).getByRole('button', { name: 'Close preview' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(meetings.recordMeetingAction).toHaveBeenCalledWith(MEETING_ID, 'attachments/views', { target_id: plan._id })
  })

  it('downloads an office file instead of previewing it, and says so when the device cannot', async () => {
    const openFile = jest.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false)
    const { platform } = renderScreen(docScreen, { route: 'meetingDoc', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { openFile } })
    const download = await screen.findByRole('button', { name: 'Download: Move-in schedule' })
    fireEvent.click(download)
    await waitFor(() => expect(openFile).toHaveBeenCalledWith('/fu/static/docs/file-3.xlsx', 'file-3.xlsx'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(meetings.recordMeetingAction).toHaveBeenCalledWith(MEETING_ID, 'attachments/views', { target_id: schedule._id })
    fireEvent.click(download)
    await waitFor(() => expect(platform.toasts).toContain('This document could not be opened. Please try again later'))
  })

  it('says when there are no documents, and offers a retry when they fail to load', async () => {
    api.listMeetingAttachments.mockResolvedValueOnce({ results: [], total: 0 })
    const { unmount } = renderDocs()
    expect(await screen.findByText('No documents yet')).toBeInTheDocument()
    unmount()

    api.listMeetingAttachments.mockRejectedValueOnce(new Error('offline'))
    renderDocs()
    fireEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: /retry/i }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Exhibitor manual' })).toBeInTheDocument()
  })
})
