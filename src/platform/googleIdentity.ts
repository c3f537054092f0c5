/**
 * Google Identity Services in a browser (https://developers.google.com/identity/gsi/web): its script, loaded once
 * when a Google sign-in starts (never with the first screen: only flows/h5Calls imports this), and the part of its
 * API the sign-in uses (flows/loginGoogle.ts).
 */

/** Google's own address for the library; the server's CSP allows it when FU_GOOGLE_CLIENT_IDS is set (lib/csp.ts). */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client'
const LOAD_TIMEOUT_MS = 15000

/** What Google hands back: `credential` is the ID token POST /tokens/google verifies. */
interface GoogleCredentialResponse { credential?: string; select_by?: string }

/** Google's word on its prompt (FedCM's dialog or One Tap); with FedCM only the skipped and dismissed moments exist. */
export interface GooglePromptMoment {
  isNotDisplayed?(): boolean
  isSkippedMoment?(): boolean
}

export interface GoogleIdConfig {
  client_id: string
  callback: (response: GoogleCredentialResponse) => void
  auto_select?: boolean
  cancel_on_tap_outside?: boolean
  use_fedcm_for_prompt?: boolean
  itp_support?: boolean
  context?: 'signin' | 'signup' | 'use'
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon'
  theme?: 'outline' | 'filled_blue' | 'filled_black'
  size?: 'large' | 'medium' | 'small'
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin'
  shape?: 'rectangular' | 'pill'
  locale?: string
}

/** `google.accounts.id`. */
export interface GoogleAccountsId {
  initialize(config: GoogleIdConfig): void
  prompt(listener?: (moment: GooglePromptMoment) => void): void
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void
  cancel(): void
}

declare global {
  interface Window { google?: { accounts?: { id?: GoogleAccountsId } } }
}

let loading: Promise<GoogleAccountsId> | undefined

/** `google.accounts.id`, its script added to the page on the first call; a failed or slow load can be tried again. */
export function loadGoogleIdentity(timeoutMs = LOAD_TIMEOUT_MS): Promise<GoogleAccountsId> {
  const ready = () => window.google?.accounts?.id
  const present = ready()
  if (present) return Promise.resolve(present)
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script')
    const fail = (message: string) => {
      clearTimeout(timer)
      loading = undefined
      script.remove()
      reject(new Error(message))
    }
    // Google out of reach (a network that blocks it) must not leave the button waiting for ever.
    const timer = setTimeout(() => fail('Google Identity Services did not load in time'), timeoutMs)
    script.src = GIS_SCRIPT_URL
    script.async = true
    script.onload = () => {
      const id = ready()
      if (!id) return fail('Google Identity Services did not define google.accounts.id')
      clearTimeout(timer)
      resolve(id)
    }
    script.onerror = () => fail('Google Identity Services failed to load')
    document.head.appendChild(script)
  })
  return loading
}
