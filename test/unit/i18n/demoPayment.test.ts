import { catalogues } from '@/i18n/complete'

/** The demo payment has one name across the app (issue 25): the cashier's method, its note and the order's channel. */
describe.each(['zh', 'en', 'ja', 'ko'] as const)('the demo payment in %s', language => {
  const messages = catalogues[language] as Record<string, string>
  const name = messages['cashier.method.demo']

  it('is the cashier method\'s word on the order and in the cashier\'s note', () => {
    expect(messages['order.channel.sandbox']).toBe(name)
    expect(messages['cashier.demoNote'].startsWith(name)).toBe(true)
  })

  it('is never called a test, sandbox or simulated payment anywhere', () => {
    const others = /test payment|sandbox|simulated payment|测试支付|模拟支付|テスト決済|테스트 결제/i
    expect(Object.entries(messages).filter(([, text]) => others.test(text)).map(([key]) => key)).toEqual([])
  })
})
