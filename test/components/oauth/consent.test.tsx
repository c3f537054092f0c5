import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { OAuthRequestCheck } from '@fu-types/oauth'
import * as oauthApi from '@/api/oauth'
import * as usersApi from '@/api/users'
import * as meetingsApi from '@/api/meetings'
import { ApiError } from '@/api/http'
import { isSafeRedirect } from '@/core/links'
import { parseQuery } from '@/core/query'
import authorizeScreen from '@/pages/oauth/authorize'
import chinaiefScreen from '@/pages/oauth/chinaief'
import { renderScreen } from '../../support/renderScreen'
import { signedInStorage } from '../my/fixtures'
import { navigations } from '../../support/taro'

jest.mock('@/api/oauth')
jest.mock('@/api/users')
jest.mock('@/api/meetings')
const api = oauthApi as jest.Mocked<typeof oauthApi>
const users = usersApi as jest.Mocked<typeof usersApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const USER_ID = '6610000000000000000000ab'
const REDIRECT_URI = 'https://www.chinaief.com/oauth/callback'
const REQUEST = {
  response_type: 'code', client_id: 'chinaief', redirect_uri: REDIRECT_URI, scope: 'profile email phone', state: 'st 1',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
}
const NAMES = { zh: '中国国际会展网 CHINAIEF', en: 'CHINAIEF China International Exhibitions', ja: 'CHINAIEF 中国国際展示会ネット', ko: 'CHINAIEF 중국 국제 전시 네트워크' }
const consent: OAuthRequestCheck = {
  kind: 'consent', redirect_uri: REDIRECT_URI, scopes: ['profile', 'email', 'phone'],
  client: { client_id: 'chinaief', name: NAMES, logo: '/fu/static/partner-chinaief.svg', website: 'https://www.chinaief.com' },
}

type Variant = 'mobile' | 'desktop'

function renderConsent(variant: Variant, options: { signedIn?: boolean; query?: Record<string, string>; leave?: jest.Mock | null; language?: 'zh' | 'en' | 'ja' | 'ko'; chinaief?: boolean } = {}) {
  const leave = options.leave === undefined ? jest.fn() : options.leave
  const rendered = renderScreen(options.chinaief ? chinaiefScreen : authorizeScreen, {
    route: options.chinaief ? 'oauthChinaief' : 'oauthAuthorize', variant, language: options.language ?? 'en',
    query: options.query ?? REQUEST,
    platform: options.signedIn === false ? {} : { storage: signedInStorage(USER_ID) },
    flows: leave ? { leaveForSite: leave } : {},
  })
  return { ...rendered, leave }
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  users.fetchUser.mockResolvedValue({ _id: USER_ID, username: 'Li Wei' })
  meetings.fetchMeeting.mockResolvedValue({ _id: 'm1', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
  meetings.fetchMeetingByDomain.mockResolvedValue({ _id: 'm1', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
  api.checkAuthorizationRequest.mockResolvedValue(consent)
})

describe.each(['mobile', 'desktop'] as const)('OAuth consent (%s)', (variant) => {
  it('names the partner, shows its mark, what it gets, the account and where the visitor returns', async () => {
    renderConsent(variant)
    expect(await screen.findByRole('heading', { name: NAMES.en })).toBeInTheDocument()
    expect(api.checkAuthorizationRequest).toHaveBeenCalledWith(REQUEST)
    expect(screen.getByAltText(`${NAMES.en} logo`)).toHaveAttribute('src', '/fu/static/partner-chinaief.svg')
    expect(screen.getByText(`${NAMES.en} wants to sign you in with your account on this platform`)).toBeInTheDocument()
    const items = screen.getAllByRole('listitem').map(item => item.textContent)
    expect(items).toEqual(['Your name, profile picture and language', 'Your e-mail address', 'Your mobile number'])
    expect(await screen.findByText('Signed in as Li Wei')).toBeInTheDocument()
    expect(screen.getByText('You will then return to www.chinaief.com')).toBeInTheDocument()
  })

  it('allow: sends the decision and goes to the partner with the server\'s answer', async () => {
    const answer = `${REDIRECT_URI}?code=abc&state=st+1`
    api.decideAuthorization.mockResolvedValue({ redirect: answer })
    const { leave } = renderConsent(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Allow and continue' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith(answer))
    expect(api.decideAuthorization).toHaveBeenCalledWith(REQUEST, 'allow')
    expect(await screen.findByText(`Returning to ${NAMES.en}…`)).toBeInTheDocument()
  })

  it('deny: sends the refusal and goes to the partner with access_denied', async () => {
    const answer = `${REDIRECT_URI}?error=access_denied&state=st+1`
    api.decideAuthorization.mockResolvedValue({ redirect: answer })
    const { leave } = renderConsent(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith(answer))
    expect(api.decideAuthorization).toHaveBeenCalledWith(REQUEST, 'deny')
  })

  it('a failed decision says so and lets the visitor answer again', async () => {
    api.decideAuthorization.mockRejectedValueOnce(new Error('Network error'))
    const { leave } = renderConsent(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Allow and continue' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your answer: Network error')
    expect(leave).not.toHaveBeenCalled()
    api.decideAuthorization.mockResolvedValueOnce({ redirect: `${REDIRECT_URI}?code=x` })
    fireEvent.click(screen.getByRole('button', { name: 'Allow and continue' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${REDIRECT_URI}?code=x`))
  })

  it('not signed in: goes to login, which comes back to this same authorize address', async () => {
    const { leave } = renderConsent(variant, { signedIn: false })
    await waitFor(() => expect(navigations.some(n => n.url.startsWith('/login'))).toBe(true))
    const login = navigations.find(n => n.url.startsWith('/login'))!
    expect(login.method).toBe('redirectTo')
    const back = parseQuery(login.url.split('?')[1]).redirect
    expect(isSafeRedirect(back)).toBe(true)
    expect(back.split('?')[0]).toBe('/oauth/authorize')
    expect(parseQuery(back.split('?')[1])).toEqual(REQUEST)
    expect(screen.queryByRole('button', { name: 'Allow and continue' })).not.toBeInTheDocument()
    expect(leave).not.toHaveBeenCalled()
  })

  it('"use another account" signs out and comes back to this consent after the next login', async () => {
    const { store } = renderConsent(variant)
    fireEvent.click(await screen.findByRole('link', { name: 'Use another account' }))
    await waitFor(() => expect(navigations.some(n => n.url.startsWith('/login'))).toBe(true))
    expect(store.session.loggedIn).toBe(false)
    // Once: the sign-out's own login, not a second one from the consent.
    expect(navigations.filter(n => n.url.startsWith('/login'))).toHaveLength(1)
    const back = parseQuery(navigations.find(n => n.url.startsWith('/login'))!.url.split('?')[1]).redirect
    expect(back.split('?')[0]).toBe('/oauth/authorize')
    expect(parseQuery(back.split('?')[1])).toEqual(REQUEST)
  })

  it('an unregistered redirect URI is shown here and never followed', async () => {
    api.checkAuthorizationRequest.mockRejectedValue(new ApiError(400, { code: 4270, message: 'invalid_redirect_uri: not registered', data: { error: 'invalid_redirect_uri' } }))
    const { leave } = renderConsent(variant, { query: { ...REQUEST, redirect_uri: 'https://evil.example/cb' } })
    expect(await screen.findByRole('heading', { name: 'Cannot authorize: the return address is not the one registered for this application' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Allow and continue' })).not.toBeInTheDocument()
    expect(leave).not.toHaveBeenCalled()
    expect(navigations.some(n => n.url.startsWith('/login'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }))
    await waitFor(() => expect(navigations.at(-1)?.url.startsWith('/meeting/home')).toBe(true))
  })

  it('an unknown client is shown as such', async () => {
    api.checkAuthorizationRequest.mockRejectedValue(new ApiError(400, { code: 4270, message: 'invalid_client: unknown client', data: { error: 'invalid_client' } }))
    renderConsent(variant, { query: { ...REQUEST, client_id: 'nobody' } })
    expect(await screen.findByRole('heading', { name: 'Cannot authorize: this application is not registered here' })).toBeInTheDocument()
  })

  it('another error of the request goes straight back to the partner, signed in or not', async () => {
    const back = `${REDIRECT_URI}?error=invalid_scope&state=st+1`
    api.checkAuthorizationRequest.mockResolvedValue({ kind: 'redirect', error: 'invalid_scope', redirect: back })
    const { leave } = renderConsent(variant, { signedIn: false })
    await waitFor(() => expect(leave).toHaveBeenCalledWith(back))
    expect(navigations.some(n => n.url.startsWith('/login'))).toBe(false)
  })

  it('a failed check can be retried', async () => {
    api.checkAuthorizationRequest.mockRejectedValue(new Error('Network error'))
    renderConsent(variant)
    const retry = await screen.findByRole('button', { name: 'Retry' })
    api.checkAuthorizationRequest.mockResolvedValue(consent)
    fireEvent.click(retry)
    expect(await screen.findByRole('heading', { name: NAMES.en })).toBeInTheDocument()
  })

  it('where this runtime cannot leave for the partner (the mini-program), it says to open the page in a browser', async () => {
    api.decideAuthorization.mockResolvedValue({ redirect: `${REDIRECT_URI}?code=abc` })
    renderConsent(variant, { leave: null })
    fireEvent.click(await screen.findByRole('button', { name: 'Allow and continue' }))
    expect(await screen.findByText(`Open this page in a browser to sign in to ${NAMES.en}.`)).toBeInTheDocument()
  })

  it('/oauth/chinaief consents for the pre-registered partner without a client_id in the address', async () => {
    const { client_id: _omitted, ...withoutClient } = REQUEST
    api.decideAuthorization.mockResolvedValue({ redirect: `${REDIRECT_URI}?code=abc&state=st+1` })
    const { leave } = renderConsent(variant, { chinaief: true, query: withoutClient })
    expect(await screen.findByRole('heading', { name: NAMES.en })).toBeInTheDocument()
    expect(api.checkAuthorizationRequest).toHaveBeenCalledWith({ ...withoutClient, client_id: 'chinaief' })
    fireEvent.click(screen.getByRole('button', { name: 'Allow and continue' }))
    await waitFor(() => expect(leave).toHaveBeenCalled())
    expect(api.decideAuthorization).toHaveBeenCalledWith({ ...withoutClient, client_id: 'chinaief' }, 'allow')
  })

  it('/oauth/chinaief sends a visitor who is not signed in to login and back to /oauth/chinaief', async () => {
    const { client_id: _omitted, ...withoutClient } = REQUEST
    renderConsent(variant, { chinaief: true, query: withoutClient, signedIn: false })
    await waitFor(() => expect(navigations.some(n => n.url.startsWith('/login'))).toBe(true))
    const back = parseQuery(navigations.find(n => n.url.startsWith('/login'))!.url.split('?')[1]).redirect
    expect(back.split('?')[0]).toBe('/oauth/chinaief')
    expect(parseQuery(back.split('?')[1])).toEqual(withoutClient)
  })
})

describe.each([
  ['zh', NAMES.zh, '你的手机号码', '同意并继续'],
  ['en', NAMES.en, 'Your mobile number', 'Allow and continue'],
  ['ja', NAMES.ja, '携帯電話番号', '同意して続ける'],
  ['ko', NAMES.ko, '휴대폰 번호', '동의하고 계속'],
] as const)('in %s', (language, name, phoneScope, allow) => {
  it.each(['mobile', 'desktop'] as const)('names the partner and the scopes in the reader\'s language (%s)', async (variant) => {
    renderConsent(variant, { language, chinaief: true })
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument()
    expect(screen.getByText(phoneScope)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: allow })).toBeInTheDocument()
  })
})
