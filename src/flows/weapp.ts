import Taro from '@tarojs/taro'
import type { Flows } from './types'
import { payInMiniProgram, type RequestPayment } from './payment'
import { shareInMiniProgram } from './share'
import { scanInMiniProgram } from './scan'
import { loginProvidersFor } from './loginProviders'
import { socialLoginWith, weappIdentity } from './login'

/** The flows of the native mini-program pages. */
export function createWeappFlows(): Flows {
  return {
    // The success / fail callbacks decide; the promise Taro also returns would only repeat the failure.
    pay: request => payInMiniProgram(request, (options: Parameters<RequestPayment>[0]) => {
      Promise.resolve(Taro.requestPayment(options as Taro.requestPayment.Option)).catch(() => undefined)
    }),
    share: () => shareInMiniProgram(() => Taro.showShareMenu({ withShareTicket: true })),
    loginProviders: () => loginProvidersFor('weapp'),
    // Taro.login gives the one-time code POST /tokens/wechat exchanges (SPEC §7, issue 5).
    socialLogin: provider => socialLoginWith(provider, weappIdentity(() => Taro.login()), 'weapp'),
    scanCode: () => scanInMiniProgram(() => Taro.scanCode({ onlyFromCamera: true, scanType: ['qrCode'] })),
  }
}
