import type { KeyValueStorage } from './types'

/**
 * A value too big for one storage key, kept in several: WeChat's storage takes at most 1 MB per key (10 MB in all),
 * and a big event's desk guest list is more. The key holds a small manifest naming a generation of chunk keys; a
 * save writes a new generation before it points the manifest at it, then removes the old one, so a save cut short
 * (the app killed, storage full) leaves the previous value whole. A value stored in one key before reads as it was.
 */

/** Characters per chunk: a UTF-16 code unit is at most 3 UTF-8 bytes, so 256 Ki units stay under 1 MB however stored. */
const CHUNK_CHARS = 256 * 1024
const MANIFEST = '\u0000fu-chunks:'

interface Manifest { generation: string; count: number }

function manifestOf(stored: string | null): Manifest | null {
  if (!stored?.startsWith(MANIFEST)) return null
  const [generation, count] = stored.slice(MANIFEST.length).split(':')
  const n = Number(count)
  return generation && Number.isInteger(n) && n >= 0 ? { generation, count: n } : null
}

const chunkKey = (key: string, generation: string, index: number) => `${key}.${generation}.${index}`

/** Cuts `value` into pieces of at most `size` code units, never between the two halves of a surrogate pair. */
export function splitChunks(value: string, size = CHUNK_CHARS): string[] {
  const pieces: string[] = []
  let start = 0
  while (start < value.length) {
    let end = Math.min(start + size, value.length)
    const last = value.charCodeAt(end - 1)
    if (end < value.length && last >= 0xd800 && last <= 0xdbff) end -= 1
    pieces.push(value.slice(start, end))
    start = end
  }
  return pieces
}

/** The value under `key` (null when none, or a chunk is missing). */
export function getChunked(storage: KeyValueStorage, key: string): string | null {
  const stored = storage.get(key)
  const manifest = manifestOf(stored)
  if (!manifest) return stored
  const pieces: string[] = []
  for (let i = 0; i < manifest.count; i++) {
    const piece = storage.get(chunkKey(key, manifest.generation, i))
    if (piece === null) return null
    pieces.push(piece)
  }
  return pieces.join('')
}

function removeGeneration(storage: KeyValueStorage, key: string, manifest: Manifest | null): void {
  for (let i = 0; manifest && i < manifest.count; i++) storage.remove(chunkKey(key, manifest.generation, i))
}

/** Keeps `value` under `key`, in one key when it is small, else in chunks; a refused chunk keeps the previous value. */
export function setChunked(storage: KeyValueStorage, key: string, value: string, size = CHUNK_CHARS): void {
  const previous = manifestOf(storage.get(key))
  if (value.length <= size) {
    storage.set(key, value)
    if (storage.get(key) !== value) return
  } else {
    const generation = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const pieces = splitChunks(value, size)
    const written = { generation, count: 0 }
    for (const piece of pieces) {
      storage.set(chunkKey(key, generation, written.count), piece)
      written.count += 1
      // Taro's storage swallows a refused write: a chunk not read back means the previous value stays.
      if (storage.get(chunkKey(key, generation, written.count - 1)) !== piece) { removeGeneration(storage, key, written); return }
    }
    storage.set(key, `${MANIFEST}${generation}:${pieces.length}`)
  }
  removeGeneration(storage, key, previous)
}

/** Removes the value under `key` and its chunks. */
export function removeChunked(storage: KeyValueStorage, key: string): void {
  removeGeneration(storage, key, manifestOf(storage.get(key)))
  storage.remove(key)
}
