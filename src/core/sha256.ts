/**
 * SHA-256 and HMAC-SHA256 of strings, as hex: the request signature (core/signature.ts) and the rotating ticket QR
 * (core/ticketQr.ts) are made with these in every runtime, and checked on the server with Node's crypto.
 * The hashing is @noble/hashes (audited, synchronous); only the UTF-8 encoding is ours, because mini-programs have
 * no TextEncoder (noble's utf8ToBytes needs it). Where the runtime has WebCrypto, platform.sha256Hex is used instead.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { hmac } from '@noble/hashes/hmac.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

/** The UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return Uint8Array.from(bytes)
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8Bytes(text)))
}

/**
 * HMAC-SHA256 (RFC 2104) of a string's UTF-8 bytes under a key given as hex, as hex: the same value as Node's
 * `crypto.createHmac('sha256', Buffer.from(keyHex, 'hex')).update(text).digest('hex')`.
 */
export function hmacSha256Hex(keyHex: string, text: string): string {
  return bytesToHex(hmac(sha256, hexToBytes(keyHex), utf8Bytes(text)))
}
