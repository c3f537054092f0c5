/**
 * WeChat's content check (msgSecCheck v2) of what people post, besides the server's own word lists (modules/moderation/sensitive.ts):
 * a mini-program whose user posts are not checked by WeChat fails its review. It runs only with the real WeChat client
 * (FU_WECHAT_MINI_*) and for a person who has an openid in the mini-program (WeChat checks only its recent users);
 * otherwise the word lists alone decide. Risky or to-review text is 400 / 4300 with `data: { category, field, source:
 * 'wechat' }`, like the word lists' refusal. A WeChat that does not answer does not stop the post (the word lists
 * already passed it); the failure is logged.
 */
import type { Db } from '../../db/client'
import { ApiError, ErrorCode } from '../../http/errors'
import { wechatOpenid } from '../accounts/wechatCredentials'
import type { WechatProvider } from '../../providers/wechat/provider'

/** msgSecCheck's labels as the categories our 4300 answers name. */
export const WECHAT_LABELS: Record<number, string> = { 10001: 'ad', 20001: 'politics', 20002: 'porn', 20003: 'abuse', 20006: 'contraband', 20008: 'spam', 20012: 'harmful', 20013: 'harmful', 21000: 'harmful' }

/** WeChat's scenes: 1 profile, 2 comment, 3 forum post, 4 social log. */
export type TextScene = 1 | 2 | 3 | 4

export interface TextCheckInput {
  userId: string
  /** The text to check, by the field it came in (the refusal names the field). */
  fields: Record<string, string | undefined | null>
  scene: TextScene
}

/** Throws 400 / 4300 when WeChat finds one of the fields risky (see the module's note for when it asks at all). */
export async function rejectWechatRisky(
  db: Db,
  provider: WechatProvider | undefined,
  input: TextCheckInput,
  log?: { warn(details: object, message: string): void },
): Promise<void> {
  if (provider?.kind !== 'wechat' || !provider.defaultAppId) return
  const openid = await wechatOpenid(db, input.userId, provider.defaultAppId)
  if (!openid) return
  for (const [field, value] of Object.entries(input.fields)) {
    if (!value) continue
    let verdict
    try {
      verdict = await provider.checkText({ content: value, openid, scene: input.scene })
    } catch (err) {
      log?.warn({ err, field }, 'WeChat content check failed; the post passed the word lists')
      return
    }
    if (verdict.suggest !== 'pass') {
      throw new ApiError(400, ErrorCode.SensitiveContent, `sensitive content (WeChat) in ${field}`, { category: WECHAT_LABELS[verdict.label] ?? 'harmful', field, source: 'wechat' })
    }
  }
}
