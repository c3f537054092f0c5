/**
 * A streaming UTF-8 decoder for the mini-program, whose runtime may have no TextDecoder: bytes arrive in chunks cut
 * anywhere (onChunkReceived), so a character's 2–4 bytes can straddle two chunks. The bytes of an unfinished
 * character are kept for the next chunk instead of being decoded as U+FFFD; an invalid byte becomes U+FFFD, as
 * TextDecoder would make it.
 */
export class Utf8StreamDecoder {
  private pending: number[] = []

  /** The text of the complete characters so far; an unfinished last character waits for the next chunk. */
  decode(chunk: Uint8Array): string {
    const bytes = this.pending.length ? [...this.pending, ...chunk] : Array.from(chunk)
    this.pending = []
    const codes: number[] = []
    let i = 0
    while (i < bytes.length) {
      const b = bytes[i]
      const size = b < 0x80 ? 1 : b >= 0xf0 && b < 0xf8 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0
      if (size === 0) { codes.push(0xfffd); i += 1; continue }
      if (i + size > bytes.length) {
        // Unfinished: keep it if what came so far could still be a character, else it is invalid.
        const rest = bytes.slice(i + 1)
        if (rest.every(x => (x & 0xc0) === 0x80)) { this.pending = bytes.slice(i); break }
      }
      let code = size === 1 ? b : b & (0xff >> (size + 1))
      let valid = true
      for (let k = 1; k < size; k++) {
        const next = bytes[i + k]
        if (next === undefined || (next & 0xc0) !== 0x80) { valid = false; break }
        code = (code << 6) | (next & 0x3f)
      }
      if (!valid) { codes.push(0xfffd); i += 1; continue }
      codes.push(code)
      i += size
    }
    let text = ''
    // String.fromCodePoint in slices: a long chunk would overflow the argument list.
    for (let k = 0; k < codes.length; k += 4096) text += String.fromCodePoint(...codes.slice(k, k + 4096))
    return text
  }

  /** At the end of the stream: an unfinished character left over becomes U+FFFD. */
  end(): string {
    const left = this.pending.length ? '\ufffd' : ''
    this.pending = []
    return left
  }
}
