/**
 * @jest-environment jsdom
 */
// Google sign-in in a browser built with a Google client id (FU_GOOGLE_CLIENT_ID): Google Identity Services is loaded
// only when the Google button is pressed, its prompt's credential (the ID token) goes to POST /tokens/google, and
// where Google does not show its prompt its own button is drawn in the login screen's slot. GIS is faked at the page's
// edge: the script element the flow adds, and window.google.accounts.id it defines.
import * as auth from '@/api/auth'
import { createH5Platform } from '@/platform/h5'
import { GIS_SCRIPT_URL, type GoogleAccountsId, type GoogleButtonOptions, type GoogleIdConfig, type GooglePromptMoment } from '@/platform/googleIdentity'
import { createH5Flows } from '@/flows/h5'
import { LoginProviderError, type Flows } from '@/flows'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), loginWithGoogle: jest.fn() }))
const api = auth as jest.Mocked<typeof auth>

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined,
    navigateTo: async () => undefined, redirectTo: async () => undefined, getCurrentPages: () => [],
  },
}))

const CLIENT_ID = '1234567890-web.apps.googleusercontent.com'
const CREDENTIAL = 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiIxMTEifQ.c2lnbmF0dXJl'
const TOKEN = { token: 't0k3n', user_id: '6610000000000000000000ab' }
const SLOT = 'fu-login-provider-button'
Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

/** What the fake Google does when prompted: give a credential, or skip its prompt. */
let promptAnswer: 'credential' | 'skipped' = 'credential'
let config: GoogleIdConfig | undefined
const fakeGoogle: jest.Mocked<GoogleAccountsId> = {
  initialize: jest.fn((c: GoogleIdConfig) => { config = c }),
  prompt: jest.fn((listener?: (moment: GooglePromptMoment) => void) => {
    if (promptAnswer === 'credential') config!.callback({ credential: CREDENTIAL, select_by: 'fedcm' })
    else listener?.({ isSkippedMoment: () => true })
  }),
  renderButton: jest.fn((parent: HTMLElement, _options: GoogleButtonOptions) => { parent.appendChild(document.createElement('iframe')) }),
  cancel: jest.fn(),
}

const gisScripts = () => [...document.querySelectorAll('script')].filter(script => script.src === GIS_SCRIPT_URL)
/** The browser finishing (or failing) the script the flow added: on load it defines google.accounts.id. */
async function answerScript(outcome: 'load' | 'error') {
  for (let i = 0; i < 20 && !gisScripts().length; i++) await new Promise(resolve => setTimeout(resolve, 0))
  const [script] = gisScripts()
  expect(script).toBeDefined()
  if (outcome === 'load') window.google = { accounts: { id: fakeGoogle } }
  script.dispatchEvent(new Event(outcome))
}

function browserFlows(clientId: string): Flows {
  Object.assign(globalThis, { GOOGLE_CLIENT_ID: clientId })
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', configurable: true })
  return createH5Flows(createH5Platform())
}

beforeEach(() => {
  jest.clearAllMocks()
  promptAnswer = 'credential'
  api.loginWithGoogle.mockResolvedValue(TOKEN)
  document.body.innerHTML = `<div id="${SLOT}"></div>`
  for (const script of gisScripts()) script.remove()
})

it('loads Google Identity Services only when Google is pressed; a failed load says so and the next press tries again', async () => {
  const flows = browserFlows(CLIENT_ID)
  expect(flows.loginProviders()).toContain('google')
  expect(gisScripts()).toHaveLength(0)

  const failed = flows.socialLogin('google', { buttonSlot: SLOT })
  await answerScript('error')
  await expect(failed).rejects.toBeInstanceOf(LoginProviderError)
  expect(gisScripts()).toHaveLength(0)
  expect(api.loginWithGoogle).not.toHaveBeenCalled()

  const signedIn = flows.socialLogin('google', { buttonSlot: SLOT })
  await answerScript('load')
  await expect(signedIn).resolves.toEqual({ status: 'token', token: TOKEN })
  expect(fakeGoogle.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID, use_fedcm_for_prompt: true, auto_select: false }))
  // The ID token Google gave, as it is: the server verifies it.
  expect(api.loginWithGoogle).toHaveBeenCalledWith({ id_token: CREDENTIAL })
  expect(fakeGoogle.renderButton).not.toHaveBeenCalled()
})

it('where Google does not show its prompt, draws Google\'s button in the slot, whose credential signs in', async () => {
  promptAnswer = 'skipped'
  const pending = browserFlows(CLIENT_ID).socialLogin('google', { buttonSlot: SLOT })
  for (let i = 0; i < 20 && !fakeGoogle.renderButton.mock.calls.length; i++) await new Promise(resolve => setTimeout(resolve, 0))
  const slot = document.getElementById(SLOT)!
  expect(fakeGoogle.renderButton).toHaveBeenCalledWith(slot, expect.objectContaining({ type: 'standard', text: 'signin_with' }))
  expect(slot.querySelector('iframe')).not.toBeNull()
  expect(api.loginWithGoogle).not.toHaveBeenCalled()

  config!.callback({ credential: CREDENTIAL, select_by: 'btn' })
  await expect(pending).resolves.toEqual({ status: 'token', token: TOKEN })
  expect(api.loginWithGoogle).toHaveBeenCalledWith({ id_token: CREDENTIAL })
  // Signed in: Google's button is gone again.
  expect(slot.childElementCount).toBe(0)
})

it('a skipped prompt without a place for Google\'s button fails as a provider error, not a hang', async () => {
  promptAnswer = 'skipped'
  await expect(browserFlows(CLIENT_ID).socialLogin('google')).rejects.toBeInstanceOf(LoginProviderError)
  expect(api.loginWithGoogle).not.toHaveBeenCalled()
})

it('a build without a Google client id keeps the development identity and never asks Google', async () => {
  delete window.google
  await expect(browserFlows('').socialLogin('google', { buttonSlot: SLOT })).resolves.toEqual({ status: 'token', token: TOKEN })
  expect(api.loginWithGoogle).toHaveBeenCalledWith({ id_token: expect.stringMatching(/^dev-google-/) })
  expect(gisScripts()).toHaveLength(0)
  expect(fakeGoogle.initialize).not.toHaveBeenCalled()
})
