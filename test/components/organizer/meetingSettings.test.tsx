/** The full settings form of /organizer/meeting (issue 28): its groups, languages, look preview, assistant, errors, unsaved changes. */
import { fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/http'
import type * as organizerApi from '@/api/organizer'
import { navigations } from '../../support/taro'
import { MEETING, meetingView } from './fixtures'
import { answerMeetingCalls, errorOf, field, press, renderMeeting, type } from './screenHelpers'

jest.mock('@/api/meetings')
jest.mock('@/api/organizer')
let api: jest.Mocked<typeof organizerApi>
beforeEach(() => {
  api = answerMeetingCalls(meetingView({}, {
    copilot_name: { en: 'Guide' }, copilot_prologue_questions: [{ en: 'Where is hall A?', zh: 'A 馆在哪？', ja: 'A ホールは？' }],
  }))
})

const render = renderMeeting
const pick = (role: 'radio' | 'checkbox', name: string, group?: string) =>
  fireEvent.click(group ? within(screen.getByRole(role === 'radio' ? 'radiogroup' : 'group', { name: group })).getByRole(role, { name }) : screen.getByRole(role, { name }))

describe.each(['mobile', 'desktop'] as const)('organiser console: the settings form (%s)', (variant) => {
  it('groups every setting, and a language turned on asks for its title before anything is sent', async () => {
    render(variant)
    await screen.findByLabelText('Title (English)')
    for (const name of ['Basics', 'Look', 'Languages', 'Access', 'Domain and ICP filing', 'Sharing', 'Assistant']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument()
    }
    expect(field('Place (English)')).toHaveValue('')
    expect(field('Assistant’s name (English)')).toHaveValue('Guide')
    expect(screen.queryByLabelText('Title (Japanese)')).toBeNull()
    pick('checkbox', 'Japanese')
    expect(field('Title (Japanese)')).toHaveValue('')
    expect(field('Share description (Japanese)')).toBeInTheDocument()
    await press('Save settings')
    expect(errorOf('Title (Japanese)')).toBe('The title is needed in every language the meeting is offered in')
    expect(api.saveMeetingSettings).not.toHaveBeenCalled()
    // All languages off: refused here too.
    for (const l of ['Chinese', 'English', 'Japanese']) pick('checkbox', l)
    await press('Save settings')
    expect(screen.getByRole('group', { name: 'Languages' })).toHaveAccessibleDescription(expect.stringContaining('Keep at least one language on'))
    expect(api.saveMeetingSettings).not.toHaveBeenCalled()
  })

  it('the look: the preview follows the colours as typed, and saving sends the look that changed', async () => {
    api.saveMeetingSettings.mockImplementation(async (_id, patch) => meetingView({}, patch as object))
    render(variant)
    await screen.findByLabelText('Theme colour')
    expect(screen.getByRole('img', { name: 'Preview: theme #1f6feb, buttons #1f6feb' })).toBeInTheDocument()
    // Buttons follow the theme: no button colour to type.
    expect(screen.queryByLabelText('Button colour value')).toBeNull()
    type('Theme colour', '#aa3300')
    expect(screen.getByRole('img', { name: 'Preview: theme #aa3300, buttons #aa3300' })).toBeInTheDocument()
    pick('radio', 'Its own colour')
    type('Button colour value', '#008800')
    expect(screen.getByRole('img', { name: 'Preview: theme #aa3300, buttons #008800' })).toBeInTheDocument()
    pick('radio', 'Square')
    pick('radio', 'Dark')
    expect(screen.getByText('There are unsaved changes')).toBeInTheDocument()
    await press('Save settings')
    expect(api.saveMeetingSettings).toHaveBeenCalledWith(MEETING, {
      theme_color: '#aa3300', main_button_color: '#008800', follow_theme_color: 0, border_radius: 'square', main_button_theme: 'dark',
    })
    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
    expect(screen.queryByText('There are unsaved changes')).toBeNull()
  })

  it('access, template, sharing and the assistant: each sent as the server keeps it, questions line by line', async () => {
    api.saveMeetingSettings.mockResolvedValue(meetingView())
    render(variant)
    await screen.findByLabelText('Title (English)')
    pick('radio', 'No', 'Guests may browse')
    pick('radio', 'On', 'Offer as a template')
    pick('radio', 'On', 'Assistant')
    type('Greeting title (English)', 'Hello')
    type('Suggested questions (English)', 'Where is hall A?\nWhen does it open?')
    type('Suggested questions (Chinese)', 'A 馆在哪？\n几点开门？')
    type('Share description (Chinese)', '欢迎')
    type('ICP filing number', '京ICP备1号')
    await press('Save settings')
    expect(api.saveMeetingSettings).toHaveBeenCalledWith(MEETING, {
      allow_guest_view: 0, template: 1, enable_copilot: 1, icp: '京ICP备1号',
      copilot_prologue_title: { en: 'Hello' }, share_desc: { zh: '欢迎' },
      // Japanese is off: its text of the first question stays.
      copilot_prologue_questions: [{ ja: 'A ホールは？', zh: 'A 馆在哪？', en: 'Where is hall A?' }, { zh: '几点开门？', en: 'When does it open?' }],
    })
  })

  it('a domain another meeting uses is marked at the field, what was typed kept; leaving with unsaved changes warns first', async () => {
    api.saveMeetingSettings.mockRejectedValue(new ApiError(409, { code: 4502, message: 'another meeting uses the domain expo.example.com already' }))
    render(variant)
    await screen.findByLabelText('Custom domain')
    type('Custom domain', 'expo.example.com')
    type('Place (English)', 'Hall 3')
    await press('Save settings')
    expect(api.saveMeetingSettings).toHaveBeenCalledWith(MEETING, { domain: 'expo.example.com', place: { en: 'Hall 3' } })
    expect(errorOf('Custom domain')).toBe('Another meeting uses this domain already')
    expect(field('Custom domain')).toHaveValue('expo.example.com')
    expect(field('Place (English)')).toHaveValue('Hall 3')

    await press('Back to my meetings')
    expect(navigations).toHaveLength(0)
    expect(screen.getByText(/Press “Back to my meetings” again to leave without saving/)).toBeInTheDocument()
    await press('Back to my meetings')
    expect(navigations.at(-1)?.url).toMatch(/\/organizer(\?|$)/)
  })
})
