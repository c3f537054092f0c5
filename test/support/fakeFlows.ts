import type { Flows, LoginProvider, PayRequest, PayResult, SaveImageOutcome, ScanOutcome, ScanRequest, ShareOutcome, ShareRequest, SocialLoginResult, SocialProvider } from '@/flows'
import type { CardDrawing } from '@/core/invitationCard'

export interface FakeFlowsRecord {
  /** Every payment asked for; `payResult` is what pay() answers (replace it, or override pay, to fail). */
  payments: PayRequest[]
  payResult: PayResult
  /** Every share asked for; `shareOutcome` is what share() answers. */
  shares: ShareRequest[]
  shareOutcome: ShareOutcome
  /** What loginProviders() answers (the browser's by default). */
  providers: LoginProvider[]
  /** Every social login asked for; `socialResult` is what socialLogin() answers (override socialLogin to fail). */
  socialLogins: SocialProvider[]
  socialResult: SocialLoginResult
  /** Every scan asked for; `scanOutcome` is what scanCode() answers (a plain browser's `manual` by default). */
  scans: ScanRequest[]
  scanOutcome: ScanOutcome
  /** Every card painted (renderCard answers a fixed PNG data URL) and every image kept; `saveOutcome` is what saveImage() answers. */
  cards: CardDrawing[]
  savedImages: { dataUrl: string; fileName: string }[]
  saveOutcome: SaveImageOutcome
}

/** What the fake renderCard answers. */
export const FAKE_CARD_PNG = 'data:image/png;base64,iVBORw0KGgo='

/** User flows answered at once and recorded, for stores and screens under test (no runtime, no server). */
export function fakeFlows(overrides: Partial<Flows> = {}): Flows & FakeFlowsRecord {
  const record: FakeFlowsRecord = {
    payments: [], payResult: { status: 'paid' }, shares: [], shareOutcome: 'copied', providers: ['phone', 'email', 'google', 'facebook'],
    socialLogins: [], socialResult: { status: 'token', token: { token: 'fake-token', user_id: '6610000000000000000000ff' } },
    scans: [], scanOutcome: { status: 'manual' },
    cards: [], savedImages: [], saveOutcome: 'downloaded',
  }
  return Object.assign(record, {
    pay: async (request: PayRequest) => {
      record.payments.push(request)
      return record.payResult
    },
    share: async (request: ShareRequest) => {
      record.shares.push(request)
      return record.shareOutcome
    },
    loginProviders: () => record.providers,
    socialLogin: async (provider: SocialProvider) => {
      record.socialLogins.push(provider)
      return record.socialResult
    },
    scanCode: async (request: ScanRequest) => {
      record.scans.push(request)
      return record.scanOutcome
    },
    renderCard: async (drawing: CardDrawing) => {
      record.cards.push(drawing)
      return FAKE_CARD_PNG
    },
    saveImage: async (image: { dataUrl: string; fileName: string }) => {
      record.savedImages.push(image)
      return record.saveOutcome
    },
  }, overrides)
}
