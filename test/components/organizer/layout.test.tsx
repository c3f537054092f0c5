/**
 * /organizer/layout: the home's blocks and navigation as a draft — moved, removed (after asking), edited, added — each
 * change saved at once; the preview's addresses; publish and discard after asking; no permission, failure, empty.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import type { LayoutBlock, LayoutNavigationEntry, OrganizerLayout } from '@fu-types/api'
import { ApiError } from '@/api/http'
import type * as layoutApi from '@/api/organizerLayout'
import * as layoutCalls from '@/api/organizerLayout'
import layoutScreen from '@/pages/organizer/layout'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { MEETING } from './fixtures'
import { answerMeetingCalls, errorOf, field, type } from './screenHelpers'

jest.mock('@/api/meetings')
jest.mock('@/api/organizer')
jest.mock('@/api/organizerLayout')
let api: jest.Mocked<typeof layoutApi>

const id = (n: number) => `6622${String(n).padStart(20, '0')}`
const news: LayoutBlock = { _id: id(1), type: 'news', title: { zh: '资讯', en: 'Latest news' }, limit: 4 }
const banner: LayoutBlock = { _id: id(2), type: 'banner', title: { zh: '横幅', en: 'Banner' }, covers: [{ _id: id(9), img: '/fu/static/banner-1.svg', link: '/exhibit' }] }
const agenda: LayoutNavigationEntry = { _id: id(3), title: { zh: '议程', en: 'Agenda' }, link: '/meeting/agenda/schedule', mobile_link: '/meeting/agenda/schedule', cover: '', display: 1 }
const layout = (overrides: Partial<OrganizerLayout> = {}): OrganizerLayout => ({
  released_version: 2, draft_version: 3, has_draft: true, blocks: [banner, news], navigation: [agenda], ...overrides,
})
/** The server answers a save with the draft as sent (new items given ids). */
const echo = () => api.saveLayoutDraft.mockImplementation(async (_m, draft) => layout({ blocks: draft.blocks.map((b, i) => ({ _id: id(50 + i), ...b })), navigation: draft.navigation.map((n, i) => ({ _id: id(70 + i), ...n })) }))

beforeEach(() => {
  answerMeetingCalls()
  api = layoutCalls as jest.Mocked<typeof layoutApi>
  api.fetchLayout.mockResolvedValue(layout())
})

const render = (variant: 'mobile' | 'desktop') => renderScreen(layoutScreen, { route: 'organizerLayout', variant, query: { meeting_id: MEETING }, language: 'en' })
const press = async (name: string, from: HTMLElement = document.body) => { await act(async () => { fireEvent.click(within(from).getByRole('button', { name })) }) }
const list = (name: string) => screen.getByRole('list', { name })
const rows = (name: string) => within(list(name)).getAllByRole('listitem').map(li => li.querySelector('.fu-layout__title')?.textContent)

describe.each(['mobile', 'desktop'] as const)('organiser console: look and navigation (%s)', (variant) => {
  it('shows the draft\'s status, its blocks and entries in order, and where to preview it', async () => {
    const { container } = render(variant)
    expect(await screen.findByText('The draft (version 3) differs from the published layout (version 2)')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Look and navigation' })).toBeInTheDocument()
    expect(rows('Home blocks')).toEqual(['Banner', 'Latest news'])
    expect(rows('Navigation (tab bar and desktop menu)')).toEqual(['Agenda'])
    expect(screen.getByRole('button', { name: 'Move Banner up' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText(`/pages/fu-h5/index?link=${encodeURIComponent(`/preview?meeting_id=${MEETING}`)}`)).toBeInTheDocument()
    await press('Preview on the website')
    expect(navigations.at(-1)?.url).toBe(`/preview?meeting_id=${MEETING}`)
    expect(container.querySelector(`.fu-organizer--${variant}`)).not.toBeNull()
  })

  it('moves a block down and saves the draft in the new order at once', async () => {
    echo()
    render(variant)
    await screen.findByRole('list', { name: 'Home blocks' })
    await press('Move Banner down')
    expect(api.saveLayoutDraft).toHaveBeenCalledWith(MEETING, { blocks: [news, banner], navigation: [agenda] })
    expect(await screen.findByText('Saved to the draft.')).toBeInTheDocument()
    expect(rows('Home blocks')).toEqual(['Latest news', 'Banner'])
  })

  it('asks before removing; Cancel keeps it, Remove saves the draft without it', async () => {
    echo()
    render(variant)
    await screen.findByRole('list', { name: 'Home blocks' })
    await press('Remove Latest news')
    const question = screen.getByRole('alertdialog', { name: 'Remove “Latest news” from the draft?' })
    await press('Cancel', question)
    expect(api.saveLayoutDraft).not.toHaveBeenCalled()
    await press('Remove Latest news')
    await press('Remove', screen.getByRole('alertdialog'))
    expect(api.saveLayoutDraft).toHaveBeenCalledWith(MEETING, { blocks: [banner], navigation: [agenda] })
    expect(rows('Home blocks')).toEqual(['Banner'])
  })

  it('edits a block\'s title and count in each enabled language, and adds a navigation entry to one of our pages', async () => {
    echo()
    render(variant)
    await press('Edit Latest news', await screen.findByRole('list', { name: 'Home blocks' }))
    expect(screen.getByRole('group', { name: 'Edit the News block' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Title (Japanese)')).toBeNull()
    type('Title (English)', 'Press room')
    type('Items shown (1–20)', '0')
    await press('Save to draft')
    expect(errorOf('Items shown (1–20)')).toBe('Write a whole number from 1 to 20')
    type('Items shown (1–20)', '6')
    await press('Save to draft')
    expect(api.saveLayoutDraft).toHaveBeenLastCalledWith(MEETING, { blocks: [banner, { ...news, title: { zh: '资讯', en: 'Press room' }, limit: 6 }], navigation: [agenda] })
    expect(rows('Home blocks')).toEqual(['Banner', 'Press room'])

    await press('Add a navigation entry')
    type('Title (Chinese)', '指南')
    type('Title (English)', 'Guide')
    type('Page it opens', '/meeting/nowhere')
    await press('Save to draft')
    expect(errorOf('Page it opens')).toBe('Not one of our pages: write a path such as /meeting/agenda/schedule')
    expect(api.saveLayoutDraft).toHaveBeenCalledTimes(1)
    type('Page it opens', '/meeting/introduction')
    await press('Save to draft')
    expect(api.saveLayoutDraft.mock.calls[1][1].navigation).toEqual([
      agenda,
      { title: { zh: '指南', en: 'Guide' }, link: '/meeting/introduction', mobile_link: '', cover: '', display: 1 },
    ])
    expect(rows('Navigation (tab bar and desktop menu)')).toEqual(['Agenda', 'Guide'])
  })

  it('adds a block of a kind with its own options, and puts the server\'s refusal beside the field', async () => {
    api.saveLayoutDraft.mockRejectedValue(new ApiError(400, { code: 4220, message: 'body.blocks.2.content.en: Too big: expected string to have <=20000 characters' }))
    render(variant)
    await screen.findByRole('list', { name: 'Home blocks' })
    await press('Add a block: Text')
    expect(screen.getByRole('group', { name: 'New Text block' })).toBeInTheDocument()
    type('Title (Chinese)', '须知')
    type('Title (English)', 'Notes')
    type('Text (English)', '<p>Open</p>')
    await press('Save to draft')
    expect(api.saveLayoutDraft.mock.calls[0][1].blocks[2]).toEqual({ type: 'rich_text', title: { zh: '须知', en: 'Notes' }, content: { en: '<p>Open</p>' } })
    expect(errorOf('Text (English)')).toBe('Not accepted: Too big: expected string to have <=20000 characters')
    expect(field('Title (English)')).toHaveValue('Notes')
  })

  it('publishes and discards only after asking', async () => {
    api.publishLayout.mockResolvedValue(layout({ released_version: 3, draft_version: 4, has_draft: false }))
    render(variant)
    await press('Publish', (await screen.findByText(/differs from the published layout/)).parentElement!)
    await press('Cancel', screen.getByRole('alertdialog', { name: 'Publish the draft? Visitors see it at once.' }))
    expect(api.publishLayout).not.toHaveBeenCalled()
    await press('Publish')
    await press('Publish now')
    expect(api.publishLayout).toHaveBeenCalledWith(MEETING)
    expect(await screen.findByText('Published: visitors now see this layout.')).toBeInTheDocument()
    expect(screen.getByText('No unpublished changes: the draft is the published layout (version 3)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Discard draft' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('discards the draft after asking', async () => {
    api.discardLayoutDraft.mockResolvedValue(layout({ has_draft: false, blocks: [news] }))
    render(variant)
    await press('Discard draft', (await screen.findByText(/differs from the published layout/)).parentElement!)
    await press('Discard', screen.getByRole('alertdialog', { name: 'Discard the draft? It goes back to the published layout.' }))
    expect(api.discardLayoutDraft).toHaveBeenCalledWith(MEETING)
    expect(await screen.findByText('Draft discarded.')).toBeInTheDocument()
    expect(rows('Home blocks')).toEqual(['Latest news'])
  })

  it('says when there are no blocks or entries yet', async () => {
    api.fetchLayout.mockResolvedValue(layout({ has_draft: false, blocks: [], navigation: [] }))
    render(variant)
    expect(await screen.findByText('No blocks yet: add one below.')).toBeInTheDocument()
    expect(screen.getByText('No navigation entries yet.')).toBeInTheDocument()
  })

  it('shows no permission for a role without layout rights, and a retry after a failure', async () => {
    api.fetchLayout.mockRejectedValueOnce(new ApiError(403, { code: 4030, message: 'no permission' }))
    const first = render(variant)
    expect(await screen.findByText('Editing the home layout needs the owner, admin or content editor role in this meeting.')).toBeInTheDocument()
    first.unmount()
    api.fetchLayout.mockRejectedValueOnce(new Error('HTTP 502'))
    render(variant)
    await press('Retry', await screen.findByRole('alert'))
    expect(await screen.findByRole('list', { name: 'Home blocks' })).toBeInTheDocument()
  })
})
