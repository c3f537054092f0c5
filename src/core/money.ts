import type { Discount, TicketPrice } from '@fu-types/entities'
import type { Tone } from './display'
import type { PriceKey } from './messages'

type PriceLabel =
  | { kind: 'free'; key: PriceKey; tone: Tone }
  | { kind: 'paid'; text: string; tone: Tone }

/** Cents to `¥12.50`. */
export function formatYuan(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`
}

/** SPEC §9: 0 shows "free" in green, anything else the ¥ amount in red. */
export function priceLabel(cents: number | undefined | null): PriceLabel {
  if (!cents || cents <= 0) return { kind: 'free', key: 'price.free', tone: 'green' }
  return { kind: 'paid', text: formatYuan(cents), tone: 'red' }
}

/** What applyDiscount reads of a discount: a coupon as the client gets it, or the server's coupon row (type a number). */
export type DiscountTerms = Pick<Discount, 'discount_rate' | 'discount_amount' | 'promotion_threshold' | 'promotion_amount'> & { type: number }

/**
 * Price in cents after a discount (SPEC §5), for the client's displayed price and the server's order alike:
 * type 1 pays `ceil(amount × rate / 100)`; type 2 takes the fixed amount off only when amount ≥ it;
 * type 3 takes the promotion amount off only when amount ≥ threshold. Never below 0.
 * A discount with its figure missing leaves the amount as it is.
 */
export function applyDiscount(amount: number, discount: DiscountTerms | null | undefined): number {
  if (!discount) return Math.max(0, amount)
  let result = amount
  switch (discount.type) {
    case 1:
      if (discount.discount_rate != null) result = Math.ceil((amount * discount.discount_rate) / 100)
      break
    case 2: {
      const off = discount.discount_amount ?? 0
      if (amount >= off) result = amount - off
      break
    }
    case 3: {
      const threshold = discount.promotion_threshold ?? 0
      if (amount >= threshold) result = amount - (discount.promotion_amount ?? 0)
      break
    }
  }
  return Math.max(0, result)
}

/** What an activity's ticket types cost: the paid range in cents, and whether a free type is on offer too. */
export interface PriceRange {
  /** The cheapest paid type (0 only when every type is free). */
  min: number
  /** The dearest paid type (0 only when every type is free). */
  max: number
  /** Some types are free while others are paid: the range is the paid one, with a "free tier" note beside it. */
  freeTier: boolean
}

/**
 * The price range of an activity's ticket types (withdrawn ones left out), honest about what paying costs:
 * a paid activity with a free student ticket reads "¥399.00 – ¥999.00, free tier available", never a green
 * "free – ¥999.00". The range is "free" only when every type is free. Without ticket types: `fallback`.
 */
export function priceSpan(prices: Pick<TicketPrice, 'amount' | 'deleted'>[] | null | undefined, fallback = 0): PriceRange {
  const amounts = (prices ?? []).filter((p) => p.deleted !== 1).map((p) => Math.max(0, p.amount))
  if (!amounts.length) {
    const only = Math.max(0, fallback)
    return { min: only, max: only, freeTier: false }
  }
  const paid = amounts.filter((amount) => amount > 0)
  if (!paid.length) return { min: 0, max: 0, freeTier: false }
  return { min: Math.min(...paid), max: Math.max(...paid), freeTier: paid.length < amounts.length }
}
