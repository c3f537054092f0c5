import { ApiError, NetworkError } from '@/api/http'
import { formatYuan } from '@/core/money'
import { localize } from '@/core/localize'
import type { MessageKey } from '@/i18n'
import type { LocalizedText } from '@fu-types/entities'
import { PaymentError } from '@/flows'
import { ErrorCode } from '@fu-types/errors'

/** Where a failed submission is shown: beside one field (`field`), or as the form's notice. */
interface SubmitFailure {
  key: MessageKey
  /** `phone`, `email`, `id_number`, `ticket`, `coupon`, or a question id. */
  field?: string
  /** The ticket types changed on the server: load them again (4340, a withdrawn or sold-out type). */
  reloadPrices?: boolean
  /** The message's placeholders (a coupon's minimum spend, the activity it is for). */
  params?: Record<string, string>
}

/** SPEC §8 registration errors, each by the server's code, with its own message in every language. */
const BY_CODE: Record<number, SubmitFailure> = {
  [ErrorCode.ActivityFull]: { key: 'registration.error.full' },
  [ErrorCode.AlreadyRegistered]: { key: 'registration.error.alreadyRegistered' },
  [ErrorCode.IdNumberRegistered]: { key: 'registration.error.idNumberRegistered', field: 'id_number' },
  [ErrorCode.PhoneRegistered]: { key: 'registration.error.phoneRegistered', field: 'phone' },
  [ErrorCode.EmailRegistered]: { key: 'registration.error.emailRegistered', field: 'email' },
  [ErrorCode.EmailBlacklisted]: { key: 'registration.error.emailBlacklisted', field: 'email' },
  [ErrorCode.TicketSoldOut]: { key: 'registration.error.soldOut', field: 'ticket', reloadPrices: true },
  [ErrorCode.UnpaidTicketStockShort]: { key: 'registration.error.unpaidStockShort', field: 'ticket' },
  [ErrorCode.TicketInfoChanged]: { key: 'registration.error.ticketInfoChanged', field: 'ticket', reloadPrices: true },
  [ErrorCode.PriceInvalid]: { key: 'registration.error.priceInvalid', field: 'ticket', reloadPrices: true },
  [ErrorCode.PriceOverLimit]: { key: 'registration.error.priceOverLimit', field: 'ticket' },
  [ErrorCode.PaymentRequired]: { key: 'registration.error.ticketInfoChanged', field: 'ticket', reloadPrices: true },
  [ErrorCode.SourceFull]: { key: 'registration.error.sourceFull' },
  [ErrorCode.SourceInvalid]: { key: 'registration.error.sourceInvalid' },
  [ErrorCode.RegistrationEnded]: { key: 'registration.error.ended' },
  [ErrorCode.RegistrationNotStarted]: { key: 'registration.error.notStarted' },
  [ErrorCode.ResubmitNotAllowed]: { key: 'registration.error.resubmitNotAllowed' },
  [ErrorCode.NoPermission]: { key: 'registration.error.private' },
  [ErrorCode.PaymentFailed]: { key: 'registration.pay.failed' },
}

/** 4115 names why the code was refused (server modules/orders/coupons.ts): each reason has its own message. */
function couponFailure(data: Record<string, unknown> | undefined, language: string): SubmitFailure {
  const field = 'coupon'
  switch (data?.reason) {
    case 'other_activity': {
      const title = localize(data.activity_title as LocalizedText | undefined, language)
      return title ? { key: 'registration.error.couponOtherActivityNamed', field, params: { title } } : { key: 'registration.error.couponOtherActivity', field }
    }
    case 'not_started': return { key: 'registration.error.couponNotStarted', field }
    case 'expired': return { key: 'registration.error.couponExpired', field }
    case 'used_up': return { key: 'registration.error.couponUsedUp', field }
    case 'min_spend':
      return typeof data.min_amount === 'number'
        ? { key: 'registration.error.couponMinSpend', field, params: { amount: formatYuan(data.min_amount) } }
        : { key: 'registration.error.couponInvalid', field }
    default: return { key: 'registration.error.couponInvalid', field }
  }
}

/** The message (and field) for whatever a registration, order or payment call threw, in `language`'s words. */
export function submitFailure(error: unknown, language = 'zh'): SubmitFailure {
  if (error instanceof PaymentError) return { key: 'registration.pay.failed' }
  if (error instanceof NetworkError) return { key: 'error.network' }
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.CouponInvalid) return couponFailure(error.body.data as Record<string, unknown> | undefined, language)
    const known = BY_CODE[error.code]
    if (known) return known
    if (error.code === ErrorCode.ValidationFailed) {
      // The server names a required question it found unanswered.
      const questionId = error.body.data?.question_id
      return typeof questionId === 'string' ? { key: 'validation.required', field: questionId } : { key: 'registration.error.invalid' }
    }
  }
  return { key: 'error.request' }
}
