import type { Platform } from '@/platform'
import { askWaitlistNotice, bridgedWaitlistJoin, startBridgedWaitlistJoin, WAITLIST_TEMPLATE } from '@/flows/waitlistNotice'

const TEMPLATE = 'tmplWaitlistHold0001'
const platformWith = (requestSubscribe?: Platform['requestSubscribe']) => ({ requestSubscribe }) as unknown as Platform
const VIP = '660800000000000000000002'

describe('the waitlist hold\'s WeChat message', () => {
  it('takes the template the build was given (FU_WX_TEMPLATE_WAITLIST)', () => {
    expect(WAITLIST_TEMPLATE).toBe(TEMPLATE)
  })

  it('natively asks WeChat for the template and hands back the accepted one for the join', async () => {
    const ask = jest.fn(async (ids: readonly string[]) => [...ids])
    expect(await askWaitlistNotice(platformWith(ask), TEMPLATE)).toBe(TEMPLATE)
    expect(ask).toHaveBeenCalledWith([TEMPLATE])
  })

  it('a refused template sends none (SMS and e-mail still tell)', async () => {
    expect(await askWaitlistNotice(platformWith(async () => []), TEMPLATE)).toBeUndefined()
  })

  it('asks nothing where the runtime cannot (browser, web-view) or the build has no template', async () => {
    const ask = jest.fn(async () => [TEMPLATE])
    expect(await askWaitlistNotice(platformWith(undefined), TEMPLATE)).toBeUndefined()
    expect(await askWaitlistNotice(platformWith(ask), '')).toBeUndefined()
    expect(ask).not.toHaveBeenCalled()
  })
})

describe('joining from the web-view, through the bridge page', () => {
  const back = '/meeting/activity/detail?activity_id=a1'

  it('opens the bridge with the template and a route that names the join to finish', async () => {
    const urls: string[] = []
    const mp = { navigateTo: ({ url, success }: { url: string; success?: () => void }) => { urls.push(url); success?.() } }
    await startBridgedWaitlistJoin(back, VIP, async () => mp as never, TEMPLATE)
    const opened = new URLSearchParams(urls[0].split('?')[1])
    expect(urls[0]).toMatch(/^\/pages\/webview\/api\/api\?action=subscribe/)
    expect(JSON.parse(opened.get('payload')!)).toEqual({ templates: [TEMPLATE] })
    expect(opened.get('back')).toBe(`${back}&waitlist_join=${VIP}`)
  })

  it('rejects when the bridge cannot open', async () => {
    const mp = { navigateTo: ({ fail }: { fail?: (e: unknown) => void }) => fail?.(new Error('no bridge')) }
    await expect(startBridgedWaitlistJoin(back, undefined, async () => mp as never, TEMPLATE)).rejects.toThrow('no bridge')
  })

  it('back with the answer: the join body, with the template only when WeChat accepted', () => {
    expect(bridgedWaitlistJoin(`${back}&waitlist_join=activity&bridge_result=subscribed`, TEMPLATE)).toEqual({ wechat_template: TEMPLATE })
    expect(bridgedWaitlistJoin(`${back}&waitlist_join=${VIP}&bridge_result=subscribe-refused`, TEMPLATE)).toEqual({ price_id: VIP })
    expect(bridgedWaitlistJoin(`${back}&bridge_result=subscribed`, TEMPLATE)).toBeUndefined()
    expect(bridgedWaitlistJoin(`${back}&waitlist_join=activity`, TEMPLATE)).toBeUndefined()
  })
})
