import { readdirSync, readFileSync, statSync } from 'fs'
import { join } from 'path'
import * as core from '@/core'

const CORE = join(__dirname, '../../../src/core')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

describe('src/core stays pure', () => {
  it.each(sources(CORE).map((p) => [p.slice(CORE.length + 1), p]))('%s imports no Taro/React and reads no clock', (_name, path) => {
    const text = readFileSync(path, 'utf8')
    expect(text).not.toMatch(/from ['"](@tarojs|react|mobx)/)
    expect(text).not.toMatch(/Date\.now\(\)|new Date\(\)/)
    expect(text).not.toMatch(/\b(fetch|XMLHttpRequest|localStorage)\b/)
  })

  it('re-exports the public rules from one index', () => {
    for (const name of ['registrationState', 'liveState', 'applyDiscount', 'sanitizeHtml', 'isSafeRedirect', 'orderDisplay', 'validateInvoice', 'localize']) {
      expect(typeof (core as Record<string, unknown>)[name]).toBe('function')
    }
  })
})
