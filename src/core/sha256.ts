/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, as hex. Synchronous and dependency-free because the request
 * signature is computed in every runtime, including mini-programs that have neither WebCrypto nor TextEncoder.
 */
const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]

/** The UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = []
  for (const char of text) {
    let code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return bytes
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

const toHex = (bytes: readonly number[]) => bytes.map(byte => byte.toString(16).padStart(2, '0')).join('')

/** The bytes of a hex string (two digits a byte; anything that is not an even run of hex digits gives none). */
export function hexBytes(hex: string): number[] {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) return []
  const bytes: number[] = []
  for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16))
  return bytes
}

export function sha256Hex(text: string): string {
  return toHex(sha256Bytes(utf8Bytes(text)))
}

/**
 * HMAC-SHA256 (RFC 2104) of a string's UTF-8 bytes under a key given as hex, as hex: the same value as Node's
 * `crypto.createHmac('sha256', Buffer.from(keyHex, 'hex')).update(text).digest('hex')` (the rotating ticket QR,
 * core/ticketQr.ts, is made on the phone with this and checked on the server with Node's).
 */
export function hmacSha256Hex(keyHex: string, text: string): string {
  let key = hexBytes(keyHex)
  if (key.length > 64) key = sha256Bytes(key)
  const padded = [...key, ...new Array<number>(64 - key.length).fill(0)]
  const inner = sha256Bytes([...padded.map(byte => byte ^ 0x36), ...utf8Bytes(text)])
  return toHex(sha256Bytes([...padded.map(byte => byte ^ 0x5c), ...inner]))
}

/** SHA-256 of bytes, as 32 bytes. */
export function sha256Bytes(input: readonly number[]): number[] {
  const bytes = [...input]
  const bitLength = bytes.length * 8
  bytes.push(0x80)
  while (bytes.length % 64 !== 56) bytes.push(0)
  // Length as a 64-bit big-endian number (the high word matters only beyond 512 MB).
  const high = Math.floor(bitLength / 0x100000000)
  for (const word of [high, bitLength >>> 0]) bytes.push((word >>> 24) & 255, (word >>> 16) & 255, (word >>> 8) & 255, word & 255)

  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
  const w = new Array<number>(64)
  for (let offset = 0; offset < bytes.length; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const j = offset + i * 4
      w[i] = ((bytes[j] << 24) | (bytes[j + 1] << 16) | (bytes[j + 2] << 8) | bytes[j + 3]) >>> 0
    }
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3)
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10)
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = h
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0
      hh = g; g = f; f = e; e = (d + t1) >>> 0; d = c; c = b; b = a; a = (t1 + t2) >>> 0
    }
    ;[a, b, c, d, e, f, g, hh].forEach((value, i) => { h[i] = (h[i] + value) >>> 0 })
  }
  return h.flatMap(word => [(word >>> 24) & 255, (word >>> 16) & 255, (word >>> 8) & 255, word & 255])
}
