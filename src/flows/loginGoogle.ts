/**
 * Google sign-in in a browser through Google Identity Services (platform/googleIdentity.ts): Google's own prompt
 * (the browser's FedCM dialog, else One Tap) gives the ID token (`credential`) that POST /tokens/google verifies.
 * Where Google does not show its prompt (dismissed before and cooling down, third-party sign-in blocked), Google's
 * button is drawn in the login screen's slot and gives the token on a tap. The web client id comes from the build
 * (FU_GOOGLE_CLIENT_ID, the first of the server's FU_GOOGLE_CLIENT_IDS).
 */
import type { GoogleAccountsId } from '@/platform/googleIdentity'
import { LoginProviderError } from './loginProviders'

/** How long the sign-in waits for a Google account to be chosen before the button is free again. */
const GOOGLE_WAIT_MS = 3 * 60_000

interface GoogleIdentityEdgeOptions {
  clientId: string
  /** Google Identity Services, loaded on this first use. */
  load: () => Promise<GoogleAccountsId>
  /** Where Google's own button may be drawn when its prompt does not show; null: nowhere. */
  buttonSlot: () => HTMLElement | null
  waitMs?: number
}

/** The ID token of the Google account the person chooses. */
export function googleIdentityEdge({ clientId, load, buttonSlot, waitMs = GOOGLE_WAIT_MS }: GoogleIdentityEdgeOptions): () => Promise<string> {
  return async () => {
    let google: GoogleAccountsId
    try {
      google = await load()
    } catch (error) {
      throw new LoginProviderError('Google Identity Services could not be loaded', error)
    }
    return new Promise<string>((resolve, reject) => {
      let slot: HTMLElement | null = null
      const settle = (finish: () => void) => {
        clearTimeout(timer)
        slot?.replaceChildren()
        finish()
      }
      const timer = setTimeout(() => {
        google.cancel()
        settle(() => reject(new LoginProviderError('no Google account was chosen in time')))
      }, waitMs)
      google.initialize({
        client_id: clientId,
        callback: response => settle(() => response.credential
          ? resolve(response.credential)
          : reject(new LoginProviderError('Google gave no credential', response))),
        auto_select: false,
        cancel_on_tap_outside: true,
        use_fedcm_for_prompt: true,
        itp_support: true,
        context: 'signin',
      })
      google.prompt(moment => {
        if (!moment.isNotDisplayed?.() && !moment.isSkippedMoment?.()) return
        slot = buttonSlot()
        if (!slot) {
          settle(() => reject(new LoginProviderError('Google did not show its sign-in')))
          return
        }
        slot.replaceChildren()
        google.renderButton(slot, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', shape: 'rectangular' })
      })
    })
  }
}
