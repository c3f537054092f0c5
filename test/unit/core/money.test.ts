import { priceLabel, formatYuan, applyDiscount, priceSpan } from '@/core/money'

describe('priceLabel', () => {
  it('shows 0 as free in green', () => {
    expect(priceLabel(0)).toEqual({ kind: 'free', key: 'price.free', tone: 'green' })
  })
  it('treats a missing price as free', () => {
    expect(priceLabel(undefined).kind).toBe('free')
  })
  it('shows cents as ¥ yuan with two decimals in red', () => {
    expect(priceLabel(1250)).toEqual({ kind: 'paid', text: '¥12.50', tone: 'red' })
    expect(priceLabel(1)).toEqual({ kind: 'paid', text: '¥0.01', tone: 'red' })
  })
})

describe('formatYuan', () => {
  it('divides by 100', () => {
    expect(formatYuan(120000)).toBe('¥1200.00')
  })
})

describe('applyDiscount', () => {
  it('type 1 pays ceil(amount × rate / 100)', () => {
    expect(applyDiscount(1000, { type: 1, discount_rate: 80 })).toBe(800)
    expect(applyDiscount(999, { type: 1, discount_rate: 85 })).toBe(850) // 849.15 rounds up
  })
  it('type 2 subtracts the fixed amount when amount equals it', () => {
    expect(applyDiscount(500, { type: 2, discount_amount: 500 })).toBe(0)
  })
  it('type 2 leaves the amount when it is below the fixed amount', () => {
    expect(applyDiscount(499, { type: 2, discount_amount: 500 })).toBe(499)
  })
  it('type 2 subtracts when the amount is above', () => {
    expect(applyDiscount(1500, { type: 2, discount_amount: 500 })).toBe(1000)
  })
  it('type 3 subtracts the promotion exactly at the threshold', () => {
    expect(applyDiscount(10000, { type: 3, promotion_threshold: 10000, promotion_amount: 2000 })).toBe(8000)
  })
  it('type 3 does nothing one cent below the threshold', () => {
    expect(applyDiscount(9999, { type: 3, promotion_threshold: 10000, promotion_amount: 2000 })).toBe(9999)
  })
  it('never goes below 0', () => {
    expect(applyDiscount(100, { type: 3, promotion_threshold: 50, promotion_amount: 500 })).toBe(0)
    expect(applyDiscount(100, { type: 1, discount_rate: -10 })).toBe(0)
  })
  it('leaves the amount without a discount or its figure', () => {
    expect(applyDiscount(700, null)).toBe(700)
    expect(applyDiscount(700, { type: 1 })).toBe(700)
  })
})

describe('priceSpan', () => {
  it('spans the paid ticket types and notes a free tier, leaving withdrawn ones out', () => {
    expect(priceSpan([{ amount: 39900 }, { amount: 0 }, { amount: 99900 }, { amount: 500000, deleted: 1 }])).toEqual({ min: 39900, max: 99900, freeTier: true })
  })
  it('is one paid price with a free tier when a single paid type sits beside a free one', () => {
    expect(priceSpan([{ amount: 0 }, { amount: 99900 }])).toEqual({ min: 99900, max: 99900, freeTier: true })
  })
  it('is free only when every type is free', () => {
    expect(priceSpan([{ amount: 0 }, { amount: 0 }, { amount: 5000, deleted: 1 }])).toEqual({ min: 0, max: 0, freeTier: false })
  })
  it('has no free tier when every type is paid', () => {
    expect(priceSpan([{ amount: 5000 }, { amount: 12000 }])).toEqual({ min: 5000, max: 12000, freeTier: false })
  })
  it('is one price for one type', () => {
    expect(priceSpan([{ amount: 5000 }])).toEqual({ min: 5000, max: 5000, freeTier: false })
  })
  it('falls back to the given price without ticket types', () => {
    expect(priceSpan([], 1200)).toEqual({ min: 1200, max: 1200, freeTier: false })
    expect(priceSpan(undefined)).toEqual({ min: 0, max: 0, freeTier: false })
    expect(priceSpan([{ amount: 1, deleted: 1 }], 0)).toEqual({ min: 0, max: 0, freeTier: false })
  })
})
