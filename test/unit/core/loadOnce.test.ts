import { loadOnce } from '@/core/loadOnce'

describe('a load run once', () => {
  it('loads once however often it is asked, and keeps what it gave', async () => {
    const load = jest.fn(async () => ({ code: 42 }))
    const once = loadOnce(load)
    expect(once.loaded()).toBeUndefined()
    const [a, b] = await Promise.all([once(), once()])
    expect(a).toBe(b)
    expect(once.loaded()).toBe(a)
    await once()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load (offline), and keeps the later success', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('chunk')
    const once = loadOnce<string>(load)
    await expect(once()).rejects.toThrow('ChunkLoadError')
    expect(once.loaded()).toBeUndefined()
    await expect(once()).resolves.toBe('chunk')
    expect(once.loaded()).toBe('chunk')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
