import type { Discount, TicketPrice } from '@fu-types/entities'
import type { Tone } from './display'
import type { PriceKey } from './messages'

export type PriceLabel =
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

/**
 * Price in cents after a discount (SPEC §5):
 * type 1 pays `ceil(amount × rate / 100)`; type 2 takes the fixed amount off only when amount ≥ it;
 * type 3 takes the promotion amount off only when amount ≥ threshold. Never below 0.
 * A discount with its figure missing leaves the amount as it is.
 */
export function applyDiscount(amount: number, discount: Discount | null | undefined): number {
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

/**
 * Lowest and highest price in cents over an activity's ticket types (withdrawn ones left out), so a paid
 * activity with a free student ticket reads "free – ¥999.00", not just "free". Without ticket types: `fallback` both.
 */
export function priceSpan(prices: Pick<TicketPrice, 'amount' | 'deleted'>[] | null | undefined, fallback = 0): { min: number; max: number } {
  const amounts = (prices ?? []).filter((p) => p.deleted !== 1).map((p) => Math.max(0, p.amount))
  if (!amounts.length) return { min: Math.max(0, fallback), max: Math.max(0, fallback) }
  return { min: Math.min(...amounts), max: Math.max(...amounts) }
}
