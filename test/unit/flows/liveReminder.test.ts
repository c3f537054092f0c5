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
    const { startBridgedReminder, subscribeBridgeUrl } = await import('@/flows/liveReminder')
    const opened: string[] = []
    const bridge = async () => ({ navigateTo: (options: { url: string; success?: () => void }) => { opened.push(options.url); options.success?.() } })
    await startBridgedReminder('/meeting/live/detail?live_id=l1', bridge as never, TEMPLATE)
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

describe('"remind me" of an activity asks WeChat for its own template, not the live reminder\'s', () => {
  const ACTIVITY_TEMPLATE = 'tmpl-activity-reminder-01'
  const mockSetActivityReminder = jest.fn(async (..._args: unknown[]) => ({}))
  /** The flows as a build with both templates (FU_WX_TEMPLATE_LIVE_REMIND, FU_WX_TEMPLATE_ACTIVITY_REMIND) has them. */
  function buildWithTemplates(): typeof import('@/flows/liveReminder') {
    Object.assign(globalThis, { WX_TEMPLATE_LIVE_REMIND: TEMPLATE, WX_TEMPLATE_ACTIVITY_REMIND: ACTIVITY_TEMPLATE })
    let flows!: typeof import('@/flows/liveReminder')
    jest.isolateModules(() => {
      jest.doMock('@/api/activities', () => ({ setActivityReminder: (...args: unknown[]) => mockSetActivityReminder(...args) }))
      flows = require('@/flows/liveReminder')
    })
    return flows
  }
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).WX_TEMPLATE_LIVE_REMIND
    delete (globalThis as Record<string, unknown>).WX_TEMPLATE_ACTIVITY_REMIND
  })

  it('natively: WeChat is asked for the activity template and the accepted one is kept with the reminder', async () => {
    const flows = buildWithTemplates()
    expect(flows.ACTIVITY_REMIND_TEMPLATE).toBe(ACTIVITY_TEMPLATE)
    const ask = jest.fn(async (ids: readonly string[]) => [...ids])
    expect(await flows.subscribeActivityReminder(platformWith(ask), 'a1')).toEqual({ wechat: true })
    expect(ask).toHaveBeenCalledWith([ACTIVITY_TEMPLATE])
    expect(mockSetActivityReminder).toHaveBeenLastCalledWith('a1', { wechat_template: ACTIVITY_TEMPLATE })
  })

  it('back from the bridge page: the accepted activity template is kept', async () => {
    const flows = buildWithTemplates()
    expect(await flows.finishBridgedActivityReminder('subscribed', 'a1')).toEqual({ wechat: true })
    expect(mockSetActivityReminder).toHaveBeenLastCalledWith('a1', { wechat_template: ACTIVITY_TEMPLATE })
  })
})
