/**
 * @jest-environment jsdom
 */
// Flows.scanCode in each runtime, with the runtime faked at the adapter's edge: Taro's scanCode on native pages,
// WeChat's JS-SDK (jweixin) and its signature call in the WeChat browser and the web-view, nothing in a plain browser.
import { createH5Platform } from '@/platform/h5'
import { createH5Flows } from '@/flows/h5'
import { createWeappFlows } from '@/flows/weapp'
import { ScanError, type WechatScanSdk } from '@/flows/scan'

const mockScanCode = jest.fn<Promise<{ result?: string }>, [Record<string, unknown>]>()
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    scanCode: (options: Record<string, unknown>) => mockScanCode(options),
    getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined,
  },
}))
const mockJssdkConfig = jest.fn(async (..._args: unknown[]) => ({ appId: 'wx-app', timestamp: 1, nonceStr: 'n', signature: 's' }))
jest.mock('@/api/wechat', () => ({ jssdkConfig: (...args: unknown[]) => mockJssdkConfig(...args) }))

Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

/** A jweixin whose scanner answers with `answer` (success / cancel / fail) once the page is signed. */
function fakeJssdk(answer: (options: Parameters<WechatScanSdk['scanQRCode']>[0]) => void, calls: string[] = []): WechatScanSdk {
  let ready = () => undefined as void
  return {
    config: options => { calls.push(`config ${(options.jsApiList as string[]).join(',')}`); setTimeout(() => ready(), 0) },
    ready: cb => { ready = cb },
    error: () => undefined,
    scanQRCode: options => { calls.push(`scan ${options.scanType.join(',')} needResult=${options.needResult}`); answer(options) },
  }
}

afterEach(() => {
  delete window.wx
  delete window.__wxjs_environment
  jest.clearAllMocks()
})

describe('plain browser', () => {
  it('cannot scan: the screen is told to offer manual entry', async () => {
    setUserAgent('Mozilla/5.0 Chrome/120')
    await expect(createH5Flows(createH5Platform()).scanCode({ wechatAppId: 'wx-app' })).resolves.toEqual({ status: 'manual' })
    expect(mockJssdkConfig).not.toHaveBeenCalled()
  })
})

describe('WeChat browser', () => {
  beforeEach(() => setUserAgent('Mozilla/5.0 MicroMessenger/8.0.40'))

  it('signs the page for scanQRCode and answers the scanned text, trimmed', async () => {
    const calls: string[] = []
    window.wx = fakeJssdk(o => o.success({ resultStr: ' GUEST002 \n' }), calls)
    await expect(createH5Flows(createH5Platform()).scanCode({ wechatAppId: 'wx-app' })).resolves.toEqual({ status: 'scanned', code: 'GUEST002' })
    expect(mockJssdkConfig).toHaveBeenCalledWith('http://localhost/', 'wx-app')
    expect(calls).toEqual(['config scanQRCode', 'scan qrCode needResult=1'])
  })

  it('answers cancelled when the person closes the scanner', async () => {
    window.wx = fakeJssdk(o => o.cancel?.())
    await expect(createH5Flows(createH5Platform()).scanCode({})).resolves.toEqual({ status: 'cancelled' })
  })

  it('rejects with a ScanError when scanning fails or the page cannot be signed', async () => {
    window.wx = fakeJssdk(o => o.fail({ errMsg: 'scanQRCode:permission denied' }))
    await expect(createH5Flows(createH5Platform()).scanCode({})).rejects.toBeInstanceOf(ScanError)
    mockJssdkConfig.mockRejectedValueOnce(new Error('official account not authorized'))
    await expect(createH5Flows(createH5Platform()).scanCode({})).rejects.toThrow('the JS-SDK is not available')
  })
})

describe('mini-program web-view', () => {
  it('scans through the JS-SDK as the WeChat browser does', async () => {
    setUserAgent('Mozilla/5.0 MicroMessenger/8.0.40 miniProgram')
    window.__wxjs_environment = 'miniprogram'
    window.wx = fakeJssdk(o => o.success({ resultStr: 'T-1001' }))
    await expect(createH5Flows(createH5Platform()).scanCode({})).resolves.toEqual({ status: 'scanned', code: 'T-1001' })
  })
})

describe('native mini-program pages', () => {
  it('opens the camera scanner for QR codes and answers its result', async () => {
    mockScanCode.mockResolvedValueOnce({ result: 'GUEST001' })
    await expect(createWeappFlows().scanCode({})).resolves.toEqual({ status: 'scanned', code: 'GUEST001' })
    expect(mockScanCode).toHaveBeenCalledWith({ onlyFromCamera: true, scanType: ['qrCode'] })
  })

  it('tells a cancel from a failure', async () => {
    mockScanCode.mockRejectedValueOnce({ errMsg: 'scanCode:fail cancel' })
    await expect(createWeappFlows().scanCode({})).resolves.toEqual({ status: 'cancelled' })
    mockScanCode.mockRejectedValueOnce({ errMsg: 'scanCode:fail no camera' })
    await expect(createWeappFlows().scanCode({})).rejects.toBeInstanceOf(ScanError)
  })
})
