/**
 * Scanning a code (the check-in QR of /my/registration/ticket, a guest's query code) in each runtime: native
 * mini-program pages through Taro's scanCode, the WeChat browser and the mini-program's web-view through the JS-SDK's
 * scanQRCode, and a plain browser not at all (`manual`: the screen offers its code entry field instead).
 * Each runtime's own API is reached only through the `edge` arguments, so tests fake exactly that.
 */

/** `manual`: this runtime cannot scan; the person types the code. `cancelled`: they closed the scanner. */
export type ScanOutcome = { status: 'scanned'; code: string } | { status: 'cancelled' } | { status: 'manual' }

export interface ScanRequest {
  /** The meeting's WeChat official account app id, to sign the page for the JS-SDK. */
  wechatAppId?: string
}

/** The scanner opened but failed (no camera permission, a JS-SDK that refused to sign): the screen says so. */
export class ScanError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message)
    this.name = 'ScanError'
  }
}

const isCancel = (error: unknown) => /cancel/i.test(String((error as { errMsg?: string })?.errMsg ?? error))

function scanned(text: string | undefined): ScanOutcome {
  const code = (text ?? '').trim()
  return code ? { status: 'scanned', code } : { status: 'cancelled' }
}

/** Native pages: Taro.scanCode opens WeChat's camera scanner. */
export async function scanInMiniProgram(scanCode: () => Promise<{ result?: string }>): Promise<ScanOutcome> {
  try {
    return scanned((await scanCode()).result)
  } catch (error) {
    if (isCancel(error)) return { status: 'cancelled' }
    throw new ScanError('scanCode failed', error)
  }
}

export interface WechatScanSdk {
  config(options: Record<string, unknown>): void
  ready(callback: () => void): void
  error(callback: (error: unknown) => void): void
  scanQRCode(options: { needResult: 0 | 1; scanType: string[]; success: (answer: { resultStr?: string }) => void; fail: (error: unknown) => void; cancel?: () => void }): void
}

interface WechatScanEdge {
  sdk: () => Promise<WechatScanSdk>
  /** Signed JS-SDK config for this page URL (POST /wechat/service/jssdk, cached in src/api/wechat.ts). */
  signature: (url: string, appId: string) => Promise<Record<string, unknown>>
  pageUrl: () => string
}

/** The WeChat browser and the mini-program's web-view: sign the page, then WeChat's scanner answers the text. */
export async function scanInWechatBrowser(request: ScanRequest, edge: WechatScanEdge): Promise<ScanOutcome> {
  let sdk: WechatScanSdk
  let config: Record<string, unknown>
  try {
    [sdk, config] = await Promise.all([edge.sdk(), edge.signature(edge.pageUrl().split('#')[0], request.wechatAppId ?? '')])
  } catch (error) {
    throw new ScanError('the JS-SDK is not available', error)
  }
  return new Promise((resolve, reject) => {
    sdk.error(error => reject(new ScanError('the JS-SDK refused the page', error)))
    sdk.ready(() => {
      sdk.scanQRCode({
        needResult: 1,
        scanType: ['qrCode'],
        success: answer => resolve(scanned(answer.resultStr)),
        cancel: () => resolve({ status: 'cancelled' }),
        fail: error => (isCancel(error) ? resolve({ status: 'cancelled' }) : reject(new ScanError('scanQRCode failed', error))),
      })
    })
    sdk.config({ ...config, jsApiList: ['scanQRCode'] })
  })
}
