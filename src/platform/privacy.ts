/**
 * WeChat's privacy flow (required since 2023-09, app.json `__usePrivacyCheck__`): when a native page calls an API that
 * touches personal data (the phone number, images, the scanner) before the person agreed, WeChat calls
 * `onNeedPrivacyAuthorization(resolve)`. Our privacy sheet shows; "agree" is a button with
 * `open-type="agreePrivacyAuthorization"` whose id goes back as `resolve({ event: 'agree', buttonId })`, "refuse"
 * answers `resolve({ event: 'disagree' })` and the API call fails. One request at a time: a newer one replaces the
 * older, which is refused (WeChat waits for each resolve).
 */

export type PrivacyAnswer = { event: 'agree'; buttonId: string } | { event: 'disagree' }

export interface PrivacyRequest {
  /** The API WeChat asked about (`getPhoneNumber`, `chooseImage`, `scanCode`…), when it says. */
  referrer?: string
}

type Listener = (request: PrivacyRequest | null) => void

export interface PrivacyGate {
  /** What WeChat's onNeedPrivacyAuthorization hands us. */
  need(resolve: (answer: PrivacyAnswer) => void, eventInfo?: { referrer?: string }): void
  /** The person pressed the agree button (its id, as WeChat needs it). */
  agree(buttonId: string): void
  refuse(): void
  /** The open request, if any. */
  current(): PrivacyRequest | null
  /** The sheet follows the open request (null: closed); returns the function that stops. */
  watch(listener: Listener): () => void
}

export function createPrivacyGate(): PrivacyGate {
  let pending: { request: PrivacyRequest; resolve: (answer: PrivacyAnswer) => void } | null = null
  const listeners = new Set<Listener>()
  const tell = () => { for (const l of listeners) l(pending?.request ?? null) }
  const settle = (answer: PrivacyAnswer) => {
    const open = pending
    pending = null
    open?.resolve(answer)
    tell()
  }
  return {
    need(resolve, eventInfo) {
      if (pending) pending.resolve({ event: 'disagree' })
      pending = { request: { referrer: eventInfo?.referrer }, resolve }
      tell()
    },
    agree(buttonId) { if (pending) settle({ event: 'agree', buttonId }) },
    refuse() { if (pending) settle({ event: 'disagree' }) },
    current: () => pending?.request ?? null,
    watch(listener) {
      listeners.add(listener)
      return () => { listeners.delete(listener) }
    },
  }
}

let shared: PrivacyGate | undefined

/** The app's one gate (the weapp platform connects it to WeChat once). */
export function privacyGate(): PrivacyGate {
  if (!shared) shared = createPrivacyGate()
  return shared
}
