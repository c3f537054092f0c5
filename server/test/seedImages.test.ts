/**
 * The demo artwork looks designed, not like a placeholder: no seeded SVG shows its own file name, an id or a
 * placeholder word, and every image the seed refers to exists.
 */
import fs from 'node:fs'
import path from 'node:path'
import { COMPANY_NAMES, VOTE_PROJECTS } from '../seed/names'

const STATIC = path.join(__dirname, '..', 'static')
const PLACEHOLDER_WORDS = /\b(placeholder|lorem|ipsum|sample|dummy|test|image|img|cover|banner|logo|avatar|icon|todo|untitled)\b|\.(svg|png|jpe?g)\b|[0-9a-f]{24}/i

/** What a reader sees of an SVG: its <text>, <title> and <desc> contents. */
function visibleText(svg: string): string {
  return [...svg.matchAll(/<(text|title|desc)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]).join(' ')
}

describe('seeded images', () => {
  const svgs = fs.readdirSync(STATIC).filter((name) => name.endsWith('.svg'))

  it('are there to check', () => {
    expect(svgs.length).toBeGreaterThan(20)
  })

  it.each(svgs)('%s shows neither its file name nor a placeholder word', (name) => {
    const text = visibleText(fs.readFileSync(path.join(STATIC, name), 'utf8'))
    const base = name.replace(/\.svg$/, '')
    expect(text.toLowerCase()).not.toContain(base.toLowerCase())
    expect(text.toLowerCase()).not.toContain(base.replace(/^nav-/, '').toLowerCase() + '.')
    expect(text).not.toMatch(PLACEHOLDER_WORDS)
  })

  it('exist for every image the seed names', () => {
    const seed = fs.readdirSync(path.join(__dirname, '..', 'seed')).filter((f) => f.endsWith('.ts'))
      .map((f) => fs.readFileSync(path.join(__dirname, '..', 'seed', f), 'utf8')).join('\n')
    const literal = [...seed.matchAll(/img\('([^']+)'\)/g)].map((m) => m[1])
    expect(literal.length).toBeGreaterThan(5)
    for (const file of literal) expect(fs.existsSync(path.join(STATIC, file))).toBe(true)
  })

  it('give each company a logo with its own name and each award candidate a picture with its project', () => {
    COMPANY_NAMES.forEach(([, en], i) => expect(visibleText(fs.readFileSync(path.join(STATIC, `logo-${i + 1}.svg`), 'utf8'))).toContain(en))
    VOTE_PROJECTS.forEach(([zh], i) => expect(visibleText(fs.readFileSync(path.join(STATIC, `player-${i + 1}.svg`), 'utf8'))).toContain(zh))
  })

  it('draw people as distinct portraits, not as one repeated picture', () => {
    const people = fs.readdirSync(STATIC).filter((name) => /^(speaker|avatar)-\d+\.svg$/.test(name)).map((name) => fs.readFileSync(path.join(STATIC, name), 'utf8'))
    expect(people.length).toBeGreaterThanOrEqual(8)
    expect(new Set(people).size).toBe(people.length)
  })
})
