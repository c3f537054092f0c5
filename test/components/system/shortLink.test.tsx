/**
 * /etc/redirect?hash=: a short link replaces itself with one of our routes, shows an http(s) address's host and opens
 * it through the platform only when asked (the copy dialog where it cannot open; never a `user@host` one), says "expired or unknown" otherwise, and retries a failed look-up.
 * The API is faked at its edge (resolveShortLink); test/unit/api/statics.test.ts runs it against the server.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { ApiError } from '@/api/http'
import { resolveShortLink } from '@/api/statics'
import * as meetingsApi from '@/api/meetings'
import shortLinkScreen from '@/pages/system/shortLink'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/statics', () => ({ resolveShortLink: jest.fn() }))
const resolve = resolveShortLink as jest.MockedFunction<typeof resolveShortLink>

const HASH = 'Ab3dE5gH'
const answer = (target: string) => resolve.mockResolvedValueOnce({ hash: HASH, target })
const notFound = () => new ApiError(404, { code: 404, message: 'short link not found' })

type ShowOptions = Partial<Pick<Parameters<typeof renderScreen>[1], 'language' | 'platform' | 'variant'>>

async function show(hash: string | undefined, { language = 'en', platform, variant = 'mobile' }: ShowOptions = {}) {
  const result = renderScreen(shortLinkScreen, { route: 'etcRedirect', variant, query: hash === undefined ? {} : { hash }, language, platform })
  await act(async () => { await Promise.resolve() })
  return result
}

// The frame loads the meeting of the page; the api is faked at its edge.
jest.mock('@/api/meetings')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const meeting = { _id: '660100000000000000000001', title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }

beforeEach(() => {
  navigations.length = 0
  resolve.mockReset()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

it('replaces itself with the target when it is one of our routes', async () => {
  answer('/meeting/activity/list?meeting_id=660100000000000000000001')
  await show(HASH)
  expect(resolve).toHaveBeenCalledWith(HASH)
  expect(navigations).toEqual([{ method: 'redirectTo', url: '/meeting/activity/list?meeting_id=660100000000000000000001' }])
  expect(screen.getByText('Opening the link…')).toBeTruthy()
})

it('shows the host of an http(s) address and leaves only when asked, then offers to open it again', async () => {
  answer('https://partner.example.org/guide')
  const { platform } = await show(HASH)
  // Nothing opened by itself: the visitor sees where the link leads first.
  expect(platform.externalLinks).toEqual([])
  expect(navigations).toEqual([])
  expect(screen.getByText('This link leads to another site:')).toBeTruthy()
  expect(screen.getByText('partner.example.org')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Continue to partner.example.org' }))
  expect(platform.externalLinks).toEqual(['https://partner.example.org/guide'])
  expect(screen.getByText('The link opened in a new window')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Open again' }))
  expect(platform.externalLinks).toHaveLength(2)
})

it.each([
  ['zh', '此链接将前往其他网站：', '继续前往 partner.example.org'],
  ['ja', 'このリンクは別のサイトに移動します：', 'partner.example.org へ進む'],
  ['ko', '이 링크는 다른 사이트로 이동합니다:', 'partner.example.org(으)로 계속'],
] as const)('asks before leaving in the visitor\'s language (%s), on desktop too', async (language, intro, proceed) => {
  answer('https://partner.example.org/guide')
  const { platform } = await show(HASH, { language, variant: 'desktop' })
  expect(screen.getByText(intro)).toBeTruthy()
  expect(platform.externalLinks).toEqual([])
  fireEvent.click(screen.getByRole('button', { name: proceed }))
  expect(platform.externalLinks).toEqual(['https://partner.example.org/guide'])
})

it('refuses a user@host address as unknown: never opened, its decoy host never shown', async () => {
  answer('https://good.example@evil.example/')
  const { platform } = await show(HASH)
  expect(screen.getByText('This link has expired or is unknown')).toBeTruthy()
  expect(screen.queryByText(/good\.example/)).toBeNull()
  expect(platform.externalLinks).toEqual([])
})

it('shows the copy dialog when the runtime cannot open the address', async () => {
  answer('https://not-listed.example.org/')
  await show(HASH, { language: 'en', platform: { openExternal: () => 'needs-copy' } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue to not-listed.example.org' }))
  expect(screen.getByRole('dialog')).toHaveTextContent('https://not-listed.example.org/')
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
})

it.each([
  ['an unknown hash', () => resolve.mockRejectedValueOnce(notFound())],
  ['a target that is neither our route nor http(s)', () => answer('//evil.example/x')],
  ['a javascript: target', () => answer('javascript:alert(1)')],
])('says "expired or unknown" for %s, without going anywhere', async (_, arrange) => {
  arrange()
  const { platform } = await show(HASH)
  expect(screen.getByText('This link has expired or is unknown')).toBeTruthy()
  expect(navigations).toEqual([])
  expect(platform.externalLinks).toEqual([])
  fireEvent.click(screen.getByRole('button', { name: 'Back to home' }))
  expect(navigations).toEqual([{ method: 'redirectTo', url: expect.stringMatching(/^\/meeting\/home/) }])
})

it('does not look up a missing or malformed hash', async () => {
  await show(undefined)
  expect(screen.getByText('This link has expired or is unknown')).toBeTruthy()
  await show('../../x')
  expect(resolve).not.toHaveBeenCalled()
})

it.each(['mobile', 'desktop'] as const)('stands in the standard frame (%s)', async variant => {
  resolve.mockRejectedValueOnce(notFound())
  await show(HASH, { language: 'en', variant })
  expect(screen.getByRole('heading', { level: 1, name: 'Redirecting' })).toBeTruthy()
  expect(screen.queryAllByRole('button', { name: 'Back' })).toHaveLength(variant === 'mobile' ? 1 : 0)
})

it('retries a failed look-up, in the visitor\'s language', async () => {
  resolve.mockRejectedValueOnce(new Error('network down'))
  await show(HASH, { language: 'zh' })
  expect(screen.getByText('network down')).toBeTruthy()
  answer('/meeting/news')
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '重试' })) })
  expect(navigations).toEqual([{ method: 'redirectTo', url: '/meeting/news' }])
  expect(screen.getByText('正在打开链接…')).toBeTruthy()
})
