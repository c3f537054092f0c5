import crypto from 'node:crypto'
import { sha256Hex, utf8Bytes } from '@/core/sha256'

const node = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

it('matches the FIPS 180-4 examples and Node\'s digest for every padding length and script', () => {
  expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  for (let n = 0; n < 140; n++) expect(sha256Hex('x'.repeat(n))).toBe(node('x'.repeat(n)))
  for (const text of ['报名 ✓ 登録 등록', '😀 emoji + ü', 'a=1&b=%E4%B8%AD', 'line\nbreak'.repeat(40)]) expect(sha256Hex(text)).toBe(node(text))
})

it('encodes UTF-8 as TextEncoder does, lone surrogates included', () => {
  for (const text of ['ascii', 'é中😀', '\ud800 alone']) expect(utf8Bytes(text)).toEqual([...new TextEncoder().encode(text)])
})
