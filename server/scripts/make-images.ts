/**
 * Writes the demo images under server/static/ (committed; re-run after changing the list):
 * `node --import tsx server/scripts/make-images.ts`. SVG key visuals (abstract patterns in the expo's colours, the
 * expo's texts where a title belongs, never a file name), navigation icons from the Lucide icon set, PNG avatars and logos.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'

const OUT = path.join(__dirname, '..', 'static')

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** A size×size PNG: a diagonal two-colour gradient so avatars are told apart. */
export function png(size: number, [r1, g1, b1]: number[], [r2, g2, b2]: number[]): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size)
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size)
      const o = y * (size * 3 + 1) + 1 + x * 3
      raw[o] = Math.round(r1 + (r2 - r1) * t); raw[o + 1] = Math.round(g1 + (g2 - g1) * t); raw[o + 2] = Math.round(b1 + (b2 - b1) * t)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0); header.writeUInt32BE(size, 4)
  header[8] = 8; header[9] = 2; header[10] = 0; header[11] = 0; header[12] = 0
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

/** The expo's palette: deep navy, electric blue, violet, teal and a warm accent (the meeting's theme is the blue). */
const EXPO = { navy: '#0b1f4d', blue: '#1677ff', violet: '#6d4aff', teal: '#0fb5ae', coral: '#ff7a45', gold: '#ffc53d', ice: '#e6f0ff' }
const ACCENTS = [EXPO.blue, EXPO.violet, EXPO.teal, EXPO.coral, EXPO.gold]

/** A small deterministic generator, so every image is distinct per name and the same on every run. */
function random(seed: string): () => number {
  let h = 2166136261
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    return ((h ^= h >>> 16) >>> 0) / 4294967296
  }
}

const FONT = "'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Zen Hei', sans-serif"
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * An abstract key visual: a navy-to-accent gradient with one of four patterns (orbits, a dot grid, waves, facets),
 * drawn from the seed so covers of different items never look alike. Text only where a title belongs (`lines`).
 */
export function keyVisual(seed: string, width: number, height: number, lines: { text: string; size: number; weight?: number; opacity?: number }[] = []): string {
  const rnd = random(seed)
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]
  const accent = pick(ACCENTS)
  const second = pick(ACCENTS.filter((c) => c !== accent))
  const angle = Math.round(rnd() * 60)
  const shapes: string[] = []
  const kind = Math.floor(rnd() * 4)
  if (kind === 0) {
    const cx = width * (0.72 + rnd() * 0.2), cy = height * (0.2 + rnd() * 0.6)
    for (let i = 1; i <= 7; i++) shapes.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(i * height * 0.16).toFixed(0)}" fill="none" stroke="#fff" stroke-opacity="${(0.22 - i * 0.02).toFixed(2)}" stroke-width="${i % 2 ? 2 : 1}"/>`)
    shapes.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(height * 0.09).toFixed(0)}" fill="${second}" fill-opacity="0.85"/>`)
  } else if (kind === 1) {
    const step = Math.round(height / 11)
    for (let x = step; x < width; x += step) for (let y = step; y < height; y += step) {
      const r = 1.5 + 3.5 * Math.max(0, Math.sin((x + y * 1.3) / (width / 3) + rnd() * 0.4))
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="#fff" fill-opacity="${(0.12 + r / 30).toFixed(2)}"/>`)
    }
  } else if (kind === 2) {
    for (let i = 0; i < 6; i++) {
      const y = height * (0.35 + i * 0.11), amp = height * (0.05 + rnd() * 0.08), phase = rnd() * width
      shapes.push(`<path d="M0 ${y.toFixed(0)} C ${(width * 0.3 + phase * 0.1).toFixed(0)} ${(y - amp).toFixed(0)}, ${(width * 0.6).toFixed(0)} ${(y + amp).toFixed(0)}, ${width} ${(y - amp / 2).toFixed(0)} L ${width} ${height} L 0 ${height} Z" fill="${i % 2 ? second : '#fff'}" fill-opacity="${(0.06 + i * 0.02).toFixed(2)}"/>`)
    }
  } else {
    for (let i = 0; i < 9; i++) {
      const x = width * rnd(), y = height * rnd(), s = height * (0.2 + rnd() * 0.5)
      shapes.push(`<polygon points="${x.toFixed(0)},${(y - s).toFixed(0)} ${(x + s).toFixed(0)},${(y + s * 0.6).toFixed(0)} ${(x - s * 0.8).toFixed(0)},${(y + s * 0.4).toFixed(0)}" fill="${i % 3 ? '#fff' : second}" fill-opacity="${(0.05 + rnd() * 0.12).toFixed(2)}"/>`)
    }
  }
  let y = height / 2 - (lines.reduce((sum, l) => sum + l.size * 1.25, 0) / 2) + (lines[0]?.size ?? 0)
  const text = lines.map((line) => {
    const el = `<text x="${Math.round(width * 0.07)}" y="${Math.round(y)}" font-family="${FONT}" font-size="${line.size}" font-weight="${line.weight ?? 700}" fill="#fff" fill-opacity="${line.opacity ?? 1}">${escapeXml(line.text)}</text>`
    y += line.size * 1.3
    return el
  }).join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice" role="img">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${EXPO.navy}"/><stop offset="0.65" stop-color="${accent}"/><stop offset="1" stop-color="${second}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
${shapes.join('\n')}
${lines.length ? `<linearGradient id="shade"><stop offset="0" stop-color="${EXPO.navy}" stop-opacity="0.85"/><stop offset="0.75" stop-color="${EXPO.navy}" stop-opacity="0"/></linearGradient><rect width="100%" height="100%" fill="url(#shade)"/>` : ''}
${text}
</svg>
`
}

/** The Lucide glyph of each navigation kind (lucide-static, ISC licence). */
const NAV_GLYPHS: Record<string, string> = {
  agenda: 'calendar-days', live: 'video', news: 'newspaper', exhibitor: 'store', product: 'package',
  activity: 'ticket', speaker: 'mic', demand: 'handshake', vote: 'vote',
  exhibition: 'building-2', conference: 'presentation', thread: 'messages-square',
}

/** A navigation icon: the kind's Lucide glyph in white on a rounded tile of the expo's colours. */
export function navIcon(kind: string, from: string, to: string): string {
  const source = fs.readFileSync(createRequire(__filename).resolve(`lucide-static/icons/${NAV_GLYPHS[kind]}.svg`), 'utf8')
  const glyph = source.slice(source.indexOf('>', source.indexOf('<svg')) + 1, source.lastIndexOf('</svg>')).trim()
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">
<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="96" height="96" rx="26" fill="url(#tile)"/>
<g transform="translate(24 24) scale(2)" fill="none" stroke="#fff" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
</svg>
`
}

const palette: [string, string][] = [['#1f6feb', '#7c3aed'], ['#0ea5e9', '#22c55e'], ['#f97316', '#ef4444'], ['#14b8a6', '#0f766e'], ['#a855f7', '#ec4899'], ['#64748b', '#0f172a']]
const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))

export const COVERS = ['meeting', 'banner-1', 'banner-2', 'banner-3', 'activity-1', 'activity-2', 'activity-3', 'activity-4', 'live-1', 'live-2', 'live-3', 'agenda', 'news-1', 'news-2', 'news-3', 'vote', 'product-1', 'product-2', 'product-3', 'invitation', 'share', 'booth-1', 'booth-2', 'booth-3']
export const ICONS = ['nav-agenda', 'nav-live', 'nav-news', 'nav-exhibitor', 'nav-product', 'nav-activity', 'nav-speaker', 'nav-demand', 'nav-vote', 'nav-exhibition', 'nav-conference', 'nav-thread']
export const PNGS = ['avatar-default', 'avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'speaker-1', 'speaker-2', 'speaker-3', 'speaker-4', 'logo-1', 'logo-2', 'logo-3', 'logo-4', 'logo-5', 'logo-6', 'player-1', 'player-2', 'player-3', 'player-4', 'demand-1']

/** Where a title belongs: the key visual carries the expo's name and the banners their message, in Chinese and English. */
const TITLED: Record<string, { text: string; size: number; weight?: number; opacity?: number }[]> = {
  meeting: [{ text: '2026 国际创新博览会', size: 54 }, { text: 'International Innovation Expo 2026', size: 30, weight: 500, opacity: 0.9 }],
  'banner-1': [{ text: '论坛与活动火热报名中', size: 46 }, { text: 'Forums and events: registration open', size: 26, weight: 500, opacity: 0.9 }],
  'banner-2': [{ text: '300 家展商 · 三大展馆', size: 46 }, { text: '300 exhibitors in three halls', size: 26, weight: 500, opacity: 0.9 }],
  'banner-3': [{ text: '与展商一对一洽谈', size: 46 }, { text: 'Book one-to-one meetings with exhibitors', size: 26, weight: 500, opacity: 0.9 }],
  invitation: [{ text: '诚邀莅临', size: 60 }, { text: 'You are invited', size: 32, weight: 500, opacity: 0.9 }],
}

if (process.argv[1]?.endsWith('make-images.ts')) {
  fs.mkdirSync(OUT, { recursive: true })
  COVERS.forEach((name) => fs.writeFileSync(path.join(OUT, `${name}.svg`), keyVisual(name, 750, 400, TITLED[name] ?? [])))
  ICONS.forEach((name, i) => { const [a, b] = palette[i % palette.length]; fs.writeFileSync(path.join(OUT, `${name}.svg`), navIcon(name.slice(4), a, b)) })
  PNGS.forEach((name, i) => { const [a, b] = palette[i % palette.length]; fs.writeFileSync(path.join(OUT, `${name}.png`), png(64, hex(a), hex(b))) })
  console.log(`wrote ${COVERS.length + ICONS.length + PNGS.length} images to ${OUT}`)
}
