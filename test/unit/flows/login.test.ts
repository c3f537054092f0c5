/**
 * @jest-environment jsdom
 */
// Platform.loginProviders and Platform.socialLogin in each runtime, with the runtime faked at the adapter's edge:
// the server's token calls (src/api/auth), Taro.login and Taro's storage. Nothing else is faked.
import * as auth from '@/api/auth'
import { ApiError } from '@/api/http'
import { createH5Platform } from '@/platform/h5'
import { createH5Flows } from '@/flows/h5'
import { createWeappFlows } from '@/flows/weapp'
import { LoginProviderError, loginProvidersFor, type Flows } from '@/flows'
import { DEV_IDENTITY_KEY, developmentIdentity, weappIdentity } from '@/flows/login'

jest.mock('@/api/auth', () => ({
  ...jest.requireActual('@/api/auth'),
  loginWithWechat: jest.fn(),
  loginWithGoogle: jest.fn(),
  loginWithFacebook: jest.fn(),
}))
const api = auth as jest.Mocked<typeof auth>

const mockLogin = jest.fn()
const mockStored = new Map<string, string>()
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    login: () => mockLogin(),
    getStorageSync: (key: string) => mockStored.get(key) ?? '',
    setStorageSync: (key: string, value: string) => { mockStored.set(key, value) },
    removeStorageSync: (key: string) => { mockStored.delete(key) },
    navigateTo: async () => undefined, redirectTo: async () => undefined,
    getCurrentPages: () => [],
  },
}))

Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

const USER_AGENTS = {
  browser: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50',
  miniprogram: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50 miniProgram',
}

function h5In(environment: keyof typeof USER_AGENTS): Flows {
  Object.defineProperty(window.navigator, 'userAgent', { value: USER_AGENTS[environment], configurable: true })
  const platform = createH5Platform()
  expect(platform.environment).toBe(environment)
  return createH5Flows(platform)
}

const TOKEN = { token: 't0k3n', user_id: '6610000000000000000000ab' }
const BINDING = { code: 4260 as const, message: 'bind a phone number to this WeChat account first', data: { provider: 'wechat' } }

beforeEach(() => {
  jest.resetAllMocks()
  mockStored.clear()
})

describe('which providers each runtime offers (SPEC §1, issue 5)', () => {
  it('browser: phone, e-mail, Google, Facebook', () => {
    expect(h5In('browser').loginProviders()).toEqual(['phone', 'email', 'google', 'facebook'])
  })
  it('WeChat browser: WeChat authorisation first, then phone and e-mail; no Google or Facebook', () => {
    expect(h5In('wechat').loginProviders()).toEqual(['wechat', 'phone', 'email'])
  })
  it('mini-program web-view: WeChat through the native bridge page, then the code forms', () => {
    expect(h5In('miniprogram').loginProviders()).toEqual(['wechat', 'phone', 'email'])
  })
  it('native mini-program pages: WeChat only', () => {
    expect(createWeappFlows().loginProviders()).toEqual(['wechat'])
    expect(loginProvidersFor('weapp')).toEqual(['wechat'])
  })
})

describe('browser: Google and Facebook through the development identity provider', () => {
  it('signs in with Google with a dev- ID token and gives back the token (a build without a Google client id)', async () => {
    api.loginWithGoogle.mockResolvedValue(TOKEN)
    await expect(h5In('browser').socialLogin('google')).resolves.toEqual({ status: 'token', token: TOKEN })
    const [body] = api.loginWithGoogle.mock.calls[0]
    expect(body).toEqual({ id_token: expect.stringMatching(/^dev-google-[A-Za-z0-9]+$/) })
    expect(api.loginWithFacebook).not.toHaveBeenCalled()
  })

  it('signs in with Facebook, keeping the same subject for this device', async () => {
    api.loginWithGoogle.mockResolvedValue(TOKEN)
    api.loginWithFacebook.mockResolvedValue(TOKEN)
    const flows = h5In('browser')
    await flows.socialLogin('google')
    await flows.socialLogin('facebook')
    await flows.socialLogin('facebook')
    const google = api.loginWithGoogle.mock.calls[0][0].id_token!
    const [first, second] = api.loginWithFacebook.mock.calls.map(call => call[0].access_token)
    expect(first).toBe(second)
    expect(first!.replace('dev-facebook-', '')).toBe(google.replace('dev-google-', ''))
    expect(mockStored.get(DEV_IDENTITY_KEY)).toBe(google.replace('dev-google-', ''))
  })

  it('passes the server refusing on as its ApiError', async () => {
    const refusal = new ApiError(503, { code: 5030, message: 'google login is not configured on this server' })
    api.loginWithGoogle.mockRejectedValue(refusal)
    await expect(h5In('browser').socialLogin('google')).rejects.toBe(refusal)
  })

  it('refuses WeChat in a plain browser without calling the server', async () => {
    await expect(h5In('browser').socialLogin('wechat')).rejects.toBeInstanceOf(LoginProviderError)
    expect(api.loginWithWechat).not.toHaveBeenCalled()
  })
})

describe('WeChat browser: WeChat authorisation (the redirect itself: wechatOAuth.test.ts)', () => {
  it("needs the meeting's official account and calls no server without one", async () => {
    await expect(h5In('wechat').socialLogin('wechat')).rejects.toBeInstanceOf(LoginProviderError)
    expect(api.loginWithWechat).not.toHaveBeenCalled()
  })

  it('does not offer Google there', async () => {
    await expect(h5In('wechat').socialLogin('google')).rejects.toBeInstanceOf(LoginProviderError)
    expect(api.loginWithGoogle).not.toHaveBeenCalled()
  })
})

describe('native mini-program: Taro.login + POST /tokens/wechat', () => {
  it("sends Taro.login's code to the server", async () => {
    mockLogin.mockResolvedValue({ code: '071abcWX' })
    api.loginWithWechat.mockResolvedValue(TOKEN)
    await expect(createWeappFlows().socialLogin('wechat')).resolves.toEqual({ status: 'token', token: TOKEN })
    expect(api.loginWithWechat).toHaveBeenCalledWith({ code: '071abcWX' })
  })

  it('gives needs-binding on 4260', async () => {
    mockLogin.mockResolvedValue({ code: 'dev-mini' })
    api.loginWithWechat.mockResolvedValue(BINDING)
    await expect(createWeappFlows().socialLogin('wechat')).resolves.toEqual({ status: 'needs-binding', provider: 'wechat', code: 'dev-mini' })
  })

  it('fails with a LoginProviderError when Taro.login fails or gives no code, without calling the server', async () => {
    mockLogin.mockRejectedValueOnce({ errMsg: 'login:fail' })
    await expect(createWeappFlows().socialLogin('wechat')).rejects.toBeInstanceOf(LoginProviderError)
    mockLogin.mockResolvedValueOnce({})
    await expect(createWeappFlows().socialLogin('wechat')).rejects.toBeInstanceOf(LoginProviderError)
    expect(api.loginWithWechat).not.toHaveBeenCalled()
  })

  it('refuses Facebook', async () => {
    await expect(createWeappFlows().socialLogin('facebook')).rejects.toBeInstanceOf(LoginProviderError)
  })
})

describe('the edges on their own', () => {
  it('developmentIdentity keeps only characters the server accepts', async () => {
    const stored = new Map<string, string>()
    const storage = { get: (k: string) => stored.get(k) ?? null, set: (k: string, v: string) => { stored.set(k, v) }, remove: (k: string) => { stored.delete(k) } }
    const edge = developmentIdentity(storage, () => 'a b/c?1')
    await expect(edge('google')).resolves.toBe('dev-google-abc1')
    expect(stored.get(DEV_IDENTITY_KEY)).toBe('abc1')
  })
  it('weappIdentity refuses other providers before calling wx.login', async () => {
    const login = jest.fn()
    await expect(weappIdentity(login)('google')).rejects.toBeInstanceOf(LoginProviderError)
    expect(login).not.toHaveBeenCalled()
  })
})
