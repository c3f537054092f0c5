/**
 * The runtime adapter below src/api (transport, storage, routes, environment, dialogs). It imports nothing from
 * src/api, src/flows, src/stores, src/router, src/components or src/pages; the user flows that need the server
 * (payment, social sign-in, share, scan, image upload) are src/flows.
 */
import type { Platform } from './types'

export type { ExternalLinkOutcome } from './externalLinks'
export { loadWebViewDomains, meetingWebViewDomains } from './externalLinks'
export { createPrivacyGate, privacyGate, type PrivacyAnswer, type PrivacyGate, type PrivacyRequest } from './privacy'
export type { RouteMove, RouteMoveListener } from './routeMoves'
export type { Platform, ClientEnvironment, KeyValueStorage, SavedFile, TransportRequest, TransportResponse, AlertOptions, StreamRequest, StreamCall } from './types'
// Imported from their own modules, so the first screen does not carry them (issue 15): the page viewport
// (pageViewport.ts, the subpackages' long lists), streamed answers (stream.ts, the copilot) and values split over
// several storage keys (chunkedStorage.ts, the reception desk).
export type { PageViewport, ListLayout } from './pageViewport'
export { viewableInWechat } from './wechatFileTypes'
export { whenIdle } from './idle'

let current: Platform | undefined

/** The platform of this build; TARO_ENV is replaced at build time, so the other branch is dropped. */
export function platform(): Platform {
  if (!current) {
    current = process.env.TARO_ENV === 'weapp'
      ? require('./weapp').createWeappPlatform()
      : require('./h5').createH5Platform()
  }
  return current as Platform
}

/** Tests and the jest environment install a fake platform at the adapter's edge. */
export function setPlatformForTesting(fake: Platform | undefined): void {
  current = fake
}
