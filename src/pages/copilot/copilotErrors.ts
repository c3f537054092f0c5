import { ErrorCode } from '@fu-types/errors'
import { ApiError, NetworkError } from '@/api/http'
import type { MessageKey } from '@/i18n'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/**
 * Why an answer failed, in the UI's language (never the server's or the browser's English): asked too often (the
 * server's 429 / 4290, with the seconds to wait), no network, or nothing more to say than "could not answer".
 */
export function copilotFailure(error: unknown, t: Translate): string | undefined {
  if (error instanceof ApiError && (error.status === 429 || error.code === ErrorCode.TooFrequent)) {
    const seconds = Number(error.body.data?.retry_after)
    return Number.isFinite(seconds) && seconds > 0 ? t('copilot.error.tooFrequentFor', { seconds }) : t('copilot.error.tooFrequent')
  }
  if (error instanceof NetworkError) return t('error.network')
  return undefined
}
