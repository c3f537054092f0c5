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
