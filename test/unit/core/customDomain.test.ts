import { customDomainOf } from '@/core/customDomain'

describe('customDomainOf', () => {
  const main = ['m.fu-events.test', 'localhost', '127.0.0.1']

  it('is the host when it is not a main host', () => {
    expect(customDomainOf('expo.partner.cn', main)).toBe('expo.partner.cn')
    expect(customDomainOf('Expo.Partner.CN.', main)).toBe('expo.partner.cn')
  })

  it('is nothing on a main host or without a host', () => {
    expect(customDomainOf('m.fu-events.test', main)).toBeUndefined()
    expect(customDomainOf('LOCALHOST', main)).toBeUndefined()
    expect(customDomainOf(undefined, main)).toBeUndefined()
  })
})
