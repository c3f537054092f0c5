import type { ClientEnvironment } from './types'

/**
 * H5 runs in three places: a plain browser, the WeChat browser (MicroMessenger UA), and the
 * mini-program's <web-view> (WeChat sets window.__wxjs_environment or adds "miniProgram" to the UA).
 */
export function detectH5Environment(userAgent: string, wxjsEnvironment?: string): Exclude<ClientEnvironment, 'weapp'> {
  if (wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(userAgent)) return 'miniprogram'
  if (/MicroMessenger/i.test(userAgent)) return 'wechat'
  return 'browser'
}
