import type { Platform } from '@/platform'
import { subscribeLiveReminder } from '@/flows/liveReminder'

const mockUpdateLiveUser = jest.fn(async (..._args: unknown[]) => ({}))
jest.mock('@/api/content', () => ({ updateLiveUser: (...args: unknown[]) => mockUpdateLiveUser(...args) }))

const TEMPLATE = 'tmpl-live-reminder-0001'
const platformWith = (requestSubscribe?: Platform['requestSubscribe']) => ({ requestSubscribe }) as unknown as Platform

beforeEach(() => mockUpdateLiveUser.mockClear())

describe('"remind me" of a live', () => {
  it('natively asks WeChat first; an accepted template is kept with the subscription', async () => {
    const ask = jest.fn(async (ids: readonly string[]) => [...ids])
    expect(await subscribeLiveReminder(platformWith(ask), 'live1', 'user1', TEMPLATE)).toEqual({ wechat: true })
    expect(ask).toHaveBeenCalledWith([TEMPLATE])
    expect(mockUpdateLiveUser).toHaveBeenCalledWith('live1', 'user1', { remind: 1, wechat_template: TEMPLATE })
  })

  it('a refused template still subscribes to SMS and e-mail', async () => {
    expect(await subscribeLiveReminder(platformWith(async () => []), 'live1', 'user1', TEMPLATE)).toEqual({ wechat: false })
    expect(mockUpdateLiveUser).toHaveBeenCalledWith('live1', 'user1', { remind: 1 })
  })

  it('asks nothing where the runtime cannot (the browser) or the build has no template', async () => {
    const ask = jest.fn(async () => [TEMPLATE])
    expect(await subscribeLiveReminder(platformWith(undefined), 'live1', 'user1', TEMPLATE)).toEqual({ wechat: false })
    expect(await subscribeLiveReminder(platformWith(ask), 'live1', 'user1', '')).toEqual({ wechat: false })
    expect(ask).not.toHaveBeenCalled()
    expect(mockUpdateLiveUser).toHaveBeenCalledTimes(2)
  })

  it('a refused subscription on the server is the caller’s failure', async () => {
    mockUpdateLiveUser.mockRejectedValueOnce(new Error('403'))
    await expect(subscribeLiveReminder(platformWith(async () => [TEMPLATE]), 'live1', 'user1', TEMPLATE)).rejects.toThrow('403')
  })
})

describe('"remind me" inside the web-view, through the bridge page', () => {
  it('opens the bridge with the template and the route to come back to', async () => {
    const { startBridgedLiveReminder, subscribeBridgeUrl } = await import('@/flows/liveReminder')
    const opened: string[] = []
    const bridge = async () => ({ navigateTo: (options: { url: string; success?: () => void }) => { opened.push(options.url); options.success?.() } })
    await startBridgedLiveReminder('/meeting/live/detail?live_id=l1', bridge as never, TEMPLATE)
    expect(opened).toEqual([subscribeBridgeUrl([TEMPLATE], '/meeting/live/detail?live_id=l1')])
    const query = new URLSearchParams(opened[0].split('?')[1])
    expect(query.get('action')).toBe('subscribe')
    expect(JSON.parse(query.get('payload')!)).toEqual({ templates: [TEMPLATE] })
    expect(query.get('back')).toBe('/meeting/live/detail?live_id=l1')
  })

  it('back from the bridge: accepted keeps the template, refused subscribes to SMS and e-mail, anything else nothing', async () => {
    const { finishBridgedLiveReminder } = await import('@/flows/liveReminder')
    expect(await finishBridgedLiveReminder('subscribed', 'l1', 'u1', TEMPLATE)).toEqual({ wechat: true })
    expect(mockUpdateLiveUser).toHaveBeenLastCalledWith('l1', 'u1', { remind: 1, wechat_template: TEMPLATE })
    expect(await finishBridgedLiveReminder('subscribe-refused', 'l1', 'u1', TEMPLATE)).toEqual({ wechat: false })
    expect(mockUpdateLiveUser).toHaveBeenLastCalledWith('l1', 'u1', { remind: 1 })
    expect(await finishBridgedLiveReminder('paid', 'l1', 'u1', TEMPLATE)).toBeUndefined()
    expect(await finishBridgedLiveReminder(undefined, 'l1', 'u1', TEMPLATE)).toBeUndefined()
    expect(mockUpdateLiveUser).toHaveBeenCalledTimes(2)
  })

  it('the bridge page reads a subscribe request and refuses a malformed template id', async () => {
    const { parseBridgeRequest } = await import('@/pages/webview/api/bridge')
    const payload = (templates: unknown) => encodeURIComponent(JSON.stringify({ templates }))
    expect(parseBridgeRequest({ action: 'subscribe', payload: payload([TEMPLATE]), back: encodeURIComponent('/meeting/live/detail?live_id=l1') }))
      .toEqual({ action: 'subscribe', templates: [TEMPLATE], back: '/meeting/live/detail?live_id=l1' })
    expect(parseBridgeRequest({ action: 'subscribe', payload: payload(['bad id!']) })).toBeNull()
    expect(parseBridgeRequest({ action: 'subscribe', payload: payload('x') })).toBeNull()
  })
})
