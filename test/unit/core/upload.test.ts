// Where a picked image goes: the upload token's answer decides (this server's POST /uploads or the object storage).
import { uploadTarget } from '@/core'

it('posts to the object storage host when the token names one, in H5 and in the mini-program', () => {
  expect(uploadTarget('/fu/api', 'https://up-z2.qiniup.com')).toBe('https://up-z2.qiniup.com')
  expect(uploadTarget('https://events.example/fu/api', 'https://up-z2.qiniup.com')).toBe('https://up-z2.qiniup.com')
})

it('posts to the API\'s own origin when the token names a path, or to its /uploads when it names nothing', () => {
  expect(uploadTarget('/fu/api', '/fu/api/uploads')).toBe('/fu/api/uploads')
  expect(uploadTarget('https://events.example/fu/api', '/fu/api/uploads')).toBe('https://events.example/fu/api/uploads')
  expect(uploadTarget('https://events.example/fu/api', undefined)).toBe('https://events.example/fu/api/uploads')
  expect(uploadTarget('/fu/api', '')).toBe('/fu/api/uploads')
})
