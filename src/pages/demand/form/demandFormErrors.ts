import { ApiError, NetworkError } from '@/api/http'
import type { MessageKey } from '@/i18n'
import { ErrorCode, SENSITIVE_CATEGORIES, type SensitiveCategory } from '@fu-types/errors'

/** A field the server may name (its sensitive-content check names the field that held the words). */
export type DemandField = 'title' | 'description' | 'area' | 'images'

/** Where a refused post is said: beside a field, or as the form's notice (with a way on, e.g. registering). */
export interface DemandFailure {
  key: MessageKey
  params?: { category: SensitiveCategory }
  field?: DemandField
  /** 4116: the person must register for the meeting first. */
  register?: boolean
}

const FIELDS: readonly string[] = ['title', 'description', 'area']
const isCategory = (value: unknown): value is SensitiveCategory => (SENSITIVE_CATEGORIES as readonly unknown[]).includes(value)

/**
 * SPEC §8 for posts and comments: 4116 register first, 4300 sensitive content with its category (beside the field it
 * was found in), 4290 "do not operate frequently", 4302 comment already left; anything else a failed post.
 */
export function demandFailure(error: unknown, fallback: MessageKey): DemandFailure {
  if (error instanceof NetworkError) return { key: 'error.network' }
  if (!(error instanceof ApiError)) return { key: fallback }
  switch (error.code) {
    case ErrorCode.RegistrationRequired: return { key: 'demand.error.registrationRequired', register: true }
    case ErrorCode.TooFrequent: return { key: 'demand.error.tooFrequent' }
    case ErrorCode.CommentExists: return { key: 'demand.error.commentExists' }
    case ErrorCode.SensitiveContent: {
      const { category, field } = error.body.data ?? {}
      return {
        key: 'demand.error.sensitive',
        params: { category: isCategory(category) ? category : 'harmful' },
        field: typeof field === 'string' && FIELDS.includes(field) ? field as DemandField : undefined,
      }
    }
    default: return { key: fallback }
  }
}
