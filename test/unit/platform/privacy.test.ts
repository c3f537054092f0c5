import { createPrivacyGate, type PrivacyAnswer } from '@/platform/privacy'

describe("WeChat's privacy flow (the gate the privacy sheet follows)", () => {
  it('opens the sheet when WeChat asks and answers agree with the button id', () => {
    const gate = createPrivacyGate()
    const shown: unknown[] = []
    gate.watch(request => shown.push(request))
    const answers: PrivacyAnswer[] = []
    gate.need(answer => answers.push(answer), { referrer: 'getPhoneNumber' })
    expect(gate.current()).toEqual({ referrer: 'getPhoneNumber' })
    gate.agree('fu-privacy-agree')
    expect(answers).toEqual([{ event: 'agree', buttonId: 'fu-privacy-agree' }])
    expect(shown).toEqual([{ referrer: 'getPhoneNumber' }, null])
    expect(gate.current()).toBeNull()
  })

  it('answers disagree on refuse, and only once', () => {
    const gate = createPrivacyGate()
    const answers: PrivacyAnswer[] = []
    gate.need(answer => answers.push(answer))
    gate.refuse()
    gate.refuse()
    gate.agree('late')
    expect(answers).toEqual([{ event: 'disagree' }])
  })

  it('a newer request refuses the older one, which WeChat still waits for', () => {
    const gate = createPrivacyGate()
    const first: PrivacyAnswer[] = []
    const second: PrivacyAnswer[] = []
    gate.need(answer => first.push(answer), { referrer: 'chooseImage' })
    gate.need(answer => second.push(answer), { referrer: 'scanCode' })
    expect(first).toEqual([{ event: 'disagree' }])
    expect(gate.current()).toEqual({ referrer: 'scanCode' })
    gate.agree('fu-privacy-agree')
    expect(second).toEqual([{ event: 'agree', buttonId: 'fu-privacy-agree' }])
  })

  it('a closed sheet stops following', () => {
    const gate = createPrivacyGate()
    const shown: unknown[] = []
    const stop = gate.watch(request => shown.push(request))
    stop()
    gate.need(() => undefined)
    expect(shown).toEqual([])
  })
})
