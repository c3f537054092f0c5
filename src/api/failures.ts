import { ErrorCode } from '@fu-types/errors'
import { httpHooks } from './hooks'
import { EMAIL_CODE_PATH, WECHAT_LOGIN_PATH } from './rules'

/** The parts of a non-2xx answer (http.ts's ApiError) that decide what it does. */
interface Failure { code: number; message: string }

/** SPEC §8: WeChat login's "bind a phone first" is an answer for the caller, not a failure. */
export const isAnswer = (path: string, failure: Failure): boolean =>
  path === WECHAT_LOGIN_PATH && failure.code === ErrorCode.WechatLoginNeedsBinding

/** SPEC §8 reactions to a failed call; the error is still thrown to the caller. */
export function react(path: string, failure: Failure): void {
  const hooks = httpHooks()
  if (failure.code === ErrorCode.TokenInvalid) {
    hooks.toast('token.invalid')
    hooks.logout()
  } else if (failure.message.includes('parsing ObjectId string')) {
    void hooks.openRoute('/404', { replace: true })
  } else if (path === EMAIL_CODE_PATH && failure.code === ErrorCode.EmailBlacklisted) {
    hooks.alert({ title: 'error.emailBlacklisted', confirm: 'common.confirm' })
  }
}
