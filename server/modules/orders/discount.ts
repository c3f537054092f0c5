/** Discounts of SPEC §5, in cents: 1 rate (ceil), 2 fixed amount, 3 threshold promotion. */
export interface DiscountRule { type: number; discount_rate: number; discount_amount: number; promotion_threshold: number; promotion_amount: number }

export function applyDiscount(amount: number, rule: DiscountRule | undefined): number {
  if (!rule) return amount
  switch (rule.type) {
    case 1: return Math.ceil((amount * rule.discount_rate) / 100)
    case 2: return amount >= rule.discount_amount ? amount - rule.discount_amount : amount
    case 3: return amount >= rule.promotion_threshold ? amount - rule.promotion_amount : amount
    default: return amount
  }
}
