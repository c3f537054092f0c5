import crypto from 'node:crypto'
import { hmacSha256Hex, sha256Hex, utf8Bytes } from '@/core/sha256'

const node = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

it('matches the FIPS 180-4 examples and Node\'s digest for every padding length and script', () => {
  expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  for (let n = 0; n < 140; n++) expect(sha256Hex('x'.repeat(n))).toBe(node('x'.repeat(n)))
  for (const text of ['报名 ✓ 登録 등록', '😀 emoji + ü', 'a=1&b=%E4%B8%AD', 'line\nbreak'.repeat(40)]) expect(sha256Hex(text)).toBe(node(text))
})

it('encodes UTF-8 as TextEncoder does, lone surrogates included', () => {
  for (const text of ['ascii', 'é中😀', '\ud800 alone']) expect([...utf8Bytes(text)]).toEqual([...new TextEncoder().encode(text)])
})

describe('hmacSha256Hex', () => {
  const nodeHmac = (keyHex: string, text: string) => crypto.createHmac('sha256', Buffer.from(keyHex, 'hex')).update(text, 'utf8').digest('hex')

  it('matches RFC 4231 test case 2 and Node\'s HMAC for short, block-sized and long keys', () => {
    // RFC 4231 case 2: key "Jefe", data "what do ya want for nothing?"
    expect(hmacSha256Hex(Buffer.from('Jefe').toString('hex'), 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    for (const length of [1, 32, 63, 64, 65, 131]) {
      const key = crypto.randomBytes(length).toString('hex')
      for (const text of ['', 'fu-pass-1|ticket|64b7f0c2a1e4d3b2c1a09f8e', '报名 ✓']) expect(hmacSha256Hex(key, text)).toBe(nodeHmac(key, text))
    }
  })
})
