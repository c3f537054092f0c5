import type { KeyValueStorage } from '@/platform'
import { getChunked, removeChunked, setChunked, splitChunks } from '@/platform/chunkedStorage'
import { loadDesk, saveDesk } from '@/pages/reception/checkin/deskStorage'
import type { DeskGuest, DeskList } from '@/core/offlineCheckin'

const MB = 1024 * 1024
const utf8Bytes = (s: string) => Buffer.byteLength(s, 'utf8')

/** The mini-program's storage as WeChat keeps it: a value over 1 MB under one key is refused (setStorageSync throws). */
function wechatLikeStorage() {
  const data = new Map<string, string>()
  const storage: KeyValueStorage = {
    get: key => data.get(key) ?? null,
    set: (key, value) => {
      if (utf8Bytes(key) + utf8Bytes(value) > MB) throw new Error('setStorage:fail exceed storage item max length')
      data.set(key, value)
    },
    remove: key => { data.delete(key) },
  }
  return { storage, data }
}

describe('a value bigger than one storage key takes', () => {
  it('is kept in chunks under 1 MB each and reads back whole, Chinese and emoji included', () => {
    const { storage, data } = wechatLikeStorage()
    const value = '张伟🎫 '.repeat(400_000)
    expect(utf8Bytes(value)).toBeGreaterThan(3 * MB)
    setChunked(storage, 'big', value)
    expect(getChunked(storage, 'big')).toBe(value)
    expect(Math.max(...[...data.values()].map(utf8Bytes))).toBeLessThanOrEqual(MB)
    expect(data.size).toBeGreaterThan(3)
  })

  it('a new save replaces the old chunks (none left behind), a small value goes back to one key', () => {
    const { storage, data } = wechatLikeStorage()
    setChunked(storage, 'big', 'a'.repeat(2 * MB))
    setChunked(storage, 'big', 'b'.repeat(3 * MB))
    expect(getChunked(storage, 'big')).toBe('b'.repeat(3 * MB))
    const chunks = data.size - 1
    setChunked(storage, 'big', 'small')
    expect(chunks).toBeGreaterThan(1)
    expect([...data.keys()]).toEqual(['big'])
    expect(getChunked(storage, 'big')).toBe('small')
    setChunked(storage, 'big', 'c'.repeat(2 * MB))
    removeChunked(storage, 'big')
    expect(data.size).toBe(0)
  })

  it('a save cut short (storage full) leaves the previous value readable', () => {
    const { storage, data } = wechatLikeStorage()
    setChunked(storage, 'big', 'a'.repeat(2 * MB))
    const set = storage.set
    let writes = 0
    storage.set = (key, value) => { if (++writes > 2) throw new Error('setStorage:fail storage full'); set(key, value) }
    expect(() => setChunked(storage, 'big', 'b'.repeat(3 * MB))).toThrow('storage full')
    expect(getChunked(storage, 'big')).toBe('a'.repeat(2 * MB))
    expect(data.size).toBeGreaterThan(1)
  })

  it('a chunk refused silently (Taro swallows the failure) keeps the previous value, with no chunk left behind', () => {
    const { storage, data } = wechatLikeStorage()
    setChunked(storage, 'big', 'a'.repeat(2 * MB))
    const before = new Set(data.keys())
    const set = storage.set
    let writes = 0
    storage.set = (key, value) => { if (++writes === 3) return; set(key, value) }
    setChunked(storage, 'big', 'b'.repeat(3 * MB))
    expect(getChunked(storage, 'big')).toBe('a'.repeat(2 * MB))
    expect(new Set(data.keys())).toEqual(before)
  })

  it('a value kept in one key before chunking reads as it was', () => {
    const { storage } = wechatLikeStorage()
    storage.set('old', '{"a":1}')
    expect(getChunked(storage, 'old')).toBe('{"a":1}')
  })

  it('never cuts a character made of two UTF-16 units in half', () => {
    const pieces = splitChunks('a🎫🎫', 2)
    expect(pieces).toEqual(['a', '🎫', '🎫'])
    expect(pieces.join('')).toBe('a🎫🎫')
  })
})

describe('the check-in desk of a big event', () => {
  it('keeps a guest list over 1 MB on the mini-program and finds it again after a restart', () => {
    const { storage } = wechatLikeStorage()
    const guests: DeskGuest[] = Array.from({ length: 20_000 }, (_, i) => ({
      ticket_id: i.toString(16).padStart(24, '0'), code: `C${String(i).padStart(7, '0')}`, name: `参会者 ${i} Participant`, status: 1, attended: null,
    }))
    const list: DeskList = { activity_id: 'a'.repeat(24), meeting_id: 'm'.repeat(24), downloaded: 1_800_000_000, keys: [], guests }
    expect(utf8Bytes(JSON.stringify(list))).toBeGreaterThan(MB)
    saveDesk(storage, 'm'.repeat(24), { lists: { [list.activity_id]: list }, queue: [], reports: [] })
    const again = loadDesk(storage, 'm'.repeat(24))
    expect(again.lists[list.activity_id].guests).toHaveLength(20_000)
    expect(again.lists[list.activity_id].guests[19_999]).toEqual(guests[19_999])
  })
})
