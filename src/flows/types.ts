import type { PayRequest, PayResult } from './payment'
import type { ShareOutcome, ShareRequest } from './share'
import type { LoginProvider, SocialLoginOptions, SocialLoginResult, SocialProvider } from './loginProviders'
import type { ScanOutcome, ScanRequest } from './scan'
import type { SaveImageOutcome } from './cardImage'
import type { CardDrawing } from '@/core/invitationCard'

/**
 * The user flows that differ by runtime and need the server (src/api): above src/api and the runtime adapter
 * (src/platform), below the stores and screens, which reach them as `useStores().flows`.
 */
export interface Flows {
  /**
   * Pays an order (SPEC §7 orders): the browser through the server's sandbox channel, the WeChat browser through
   * WeixinJSBridge `getBrandWCPayRequest`, the mini-program's web-view through the bridge page, native pages through
   * `requestPayment`.
   */
  pay(request: PayRequest): Promise<PayResult>
  /** Shares a screen the way this runtime can (link copied, WeChat card, mini-program card). */
  share(request: ShareRequest): Promise<ShareOutcome>
  /** The sign-in ways this runtime offers, in the order the login screen shows them (SPEC §1). */
  loginProviders(): readonly LoginProvider[]
  /**
   * Signs in with an outside identity (Google, Facebook, WeChat) through this runtime's edge; WeChat's 4260 comes back
   * as `needs-binding`. In the WeChat browser WeChat goes through `options.officialAccount`'s authorisation page
   * (`redirected`; finishSocialLogin picks the answer up). Rejects with a LoginProviderError when the runtime cannot,
   * or with the server's ApiError.
   */
  socialLogin(provider: SocialProvider, options?: SocialLoginOptions): Promise<SocialLoginResult>
  /**
   * At app start, where an authorisation page sends people back (the WeChat browser): the sign-in its answer in the
   * address gives, after the state check; undefined when there is none. Runtimes without such a return omit it.
   */
  finishSocialLogin?(): Promise<SocialLoginResult | undefined>
  /**
   * Scans a QR code with the camera (native pages: scanCode; WeChat browser and web-view: the JS-SDK's scanQRCode);
   * `manual` where the runtime cannot (a plain browser), so the screen offers a code entry field. Rejects with a ScanError.
   */
  scanCode(request: ScanRequest): Promise<ScanOutcome>
  /**
   * Leaves the app for another site in this window, replacing the current page (an OAuth partner's redirect URI with
   * its code: Back must not return to the answered consent). Runtimes that cannot (the mini-program) omit it.
   */
  leaveForSite?(url: string): void
  /** Paints a card (core/invitationCard) on this runtime's canvas and answers it as a PNG data URL. */
  renderCard(drawing: CardDrawing): Promise<string>
  /**
   * Keeps an image: a plain browser downloads it (`downloaded`); native pages save it to the album (`saved`); the
   * WeChat browser and the web-view cannot, so the screen asks for a long press on the image (`long-press`).
   */
  saveImage(image: { dataUrl: string; fileName: string }): Promise<SaveImageOutcome>
}
