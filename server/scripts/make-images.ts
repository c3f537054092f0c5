/**
 * Writes the demo images under server/static/ (committed; re-run after changing the list):
 * `node --import tsx server/scripts/make-images.ts`. SVG key visuals (abstract patterns in the expo's colours, the
 * expo's texts where a title belongs, never a file name), navigation icons from the Lucide icon set, illustrated
 * portraits for speakers and people, and logos that set each company's own name.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { COMPANY_NAMES, VOTE_PROJECTS } from '../seed/names'

const OUT = path.join(__dirname, '..', 'static')

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
  doc: 'file-text', introduction: 'info', branch: 'split', contact: 'phone',
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

const SKIN = ['#f1c7a5', '#e0ac85', '#c68863', '#8d5b3e', '#f6d5bd']
const HAIR = ['#1f1a17', '#3b2a20', '#6b4a2f', '#a0a0a0', '#2b2b3a']
const JACKET = [EXPO.navy, '#334155', EXPO.violet, EXPO.teal, '#7c2d12']

/**
 * A partner site's mark (the OAuth consent screen shows who asks): interlocking rings on a rounded tile in the
 * partner's two colours, drawn from the seed; no letters.
 */
export function partnerMark(seed: string, from: string, to: string): string {
  const rnd = random(seed)
  const rings = 2 + Math.floor(rnd() * 2)
  const shapes: string[] = []
  for (let i = 0; i < rings; i++) {
    const angle = (i / rings) * Math.PI * 2 + rnd() * 0.4
    const cx = 64 + Math.cos(angle) * 16, cy = 64 + Math.sin(angle) * 16
    shapes.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(24 + rnd() * 6).toFixed(1)}" fill="none" stroke="#fff" stroke-width="7" stroke-opacity="${(0.95 - i * 0.2).toFixed(2)}"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">
<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="128" height="128" rx="30" fill="url(#mark)"/>
${shapes.join('\n')}
</svg>
`
}

/** The OAuth partners' marks (server/seed/oauth.ts) and their colours. */
export const PARTNER_MARKS: [string, string, string][] = [['partner-chinaief', '#c8102e', '#7a0019'], ['partner-planner', '#0fb5ae', '#1677ff']]


/**
 * An illustrated portrait: head, hair and shoulders in flat colours on a patterned tile, drawn from the seed so no
 * two people look alike. No text: a face needs no caption (the screen names the person).
 */
export function portrait(seed: string, { neutral = false } = {}): string {
  const rnd = random(seed)
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]
  const [from, to] = neutral ? ['#e2e8f0', '#cbd5e1'] : pick(palette)
  const [skin, hair, jacket, shirt] = neutral ? ['#94a3b8', '#64748b', '#64748b', '#f1f5f9'] : [pick(SKIN), pick(HAIR), pick(JACKET), pick(['#ffffff', EXPO.ice, '#fde68a'])]
  // Hair in two layers: what shows behind the head (long hair, curls, a bun) and the fringe over the forehead.
  const fringe = '<path d="M82 102 C 78 60, 162 60, 158 102 C 150 84, 134 78, 120 78 C 104 78, 90 84, 82 102 Z"/>'
  const [back, front] = [
    ['', fringe],
    ['<path d="M76 112 C 66 52, 174 52, 164 112 L 172 176 L 68 176 Z"/>', fringe],
    ['<circle cx="120" cy="96" r="50"/>', '<circle cx="98" cy="74" r="14"/><circle cx="120" cy="68" r="15"/><circle cx="142" cy="74" r="14"/>'],
    ['<circle cx="120" cy="56" r="20"/>', fringe],
  ][Math.floor(rnd() * 4)]
  const glasses = !neutral && rnd() < 0.3 ? '<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="104" cy="112" r="11"/><circle cx="136" cy="112" r="11"/><path d="M115 112 h10"/></g>' : ''
  const rings = Array.from({ length: 4 }, (_, i) => `<circle cx="${Math.round(rnd() * 240)}" cy="${Math.round(rnd() * 240)}" r="${20 + i * 18}" fill="#fff" fill-opacity="0.08"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#bg)"/>${rings}
<path d="M40 240 C 44 188, 80 168, 120 168 C 160 168, 196 188, 200 240 Z" fill="${jacket}"/>
<path d="M102 170 L 120 206 L 138 170 Z" fill="${shirt}"/>
<g fill="${hair}">${back}</g>
<rect x="106" y="140" width="28" height="34" rx="12" fill="${skin}"/>
<ellipse cx="120" cy="112" rx="38" ry="44" fill="${skin}"/>
<g fill="${hair}">${front}</g>
${neutral ? '' : `<circle cx="106" cy="114" r="4" fill="#1f2937"/><circle cx="134" cy="114" r="4" fill="#1f2937"/>${glasses}
<path d="M108 134 q12 8 24 0" fill="none" stroke="#7f1d1d" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>`}
</svg>
`
}

/** A company logo: a geometric mark in the company's colours above its name, set in the expo's typeface. */
export function logo(seed: string, name: string): string {
  const rnd = random(seed)
  const [from, to] = palette[Math.floor(rnd() * palette.length)]
  const mark = [
    `<polygon points="120,34 160,57 160,103 120,126 80,103 80,57" fill="url(#mk)"/><polygon points="120,58 140,70 140,92 120,104 100,92 100,70" fill="#fff" fill-opacity="0.85"/>`,
    `<path d="M120 30 C 170 50, 170 110, 120 128 C 70 110, 70 50, 120 30 Z" fill="url(#mk)"/><path d="M120 44 L 120 118" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="120" cy="78" r="46" fill="url(#mk)"/><path d="M82 84 C 100 60, 140 100, 158 72" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="78" y="36" width="84" height="84" rx="18" fill="url(#mk)" transform="rotate(45 120 78)"/><circle cx="120" cy="78" r="16" fill="#fff"/>`,
  ][Math.floor(rnd() * 4)]
  // The wordmark is set large enough to read on a 64 px card logo: one or two lines (split at the space nearest the
  // middle), as big as the longer line allows in the tile.
  const words = name.split(' ')
  const split = words.length < 2 ? 1 : words.slice(1).reduce((best, _, i) => {
    const cut = i + 1
    const width = Math.max(words.slice(0, cut).join(' ').length, words.slice(cut).join(' ').length)
    const bestWidth = Math.max(words.slice(0, best).join(' ').length, words.slice(best).join(' ').length)
    return width < bestWidth ? cut : best
  }, 1)
  const lines = words.length < 2 ? [name] : [words.slice(0, split).join(' '), words.slice(split).join(' ')]
  const size = Math.min(36, Math.floor(216 / (Math.max(...lines.map((line) => line.length)) * 0.6)))
  const firstY = lines.length === 1 ? 196 : 176
  const wordmark = lines.map((line, i) => `<text x="120" y="${firstY + i * Math.round(size * 1.15)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${EXPO.navy}">${escapeXml(line)}</text>`).join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img">
<defs><linearGradient id="mk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="240" rx="28" fill="#fff"/>
<g transform="translate(120 74) scale(0.78) translate(-120 -78)">${mark}</g>
${wordmark}
</svg>
`
}

const palette: [string, string][] = [['#1f6feb', '#7c3aed'], ['#0ea5e9', '#22c55e'], ['#f97316', '#ef4444'], ['#14b8a6', '#0f766e'], ['#a855f7', '#ec4899'], ['#64748b', '#0f172a']]

export const COVERS = ['meeting', 'banner-1', 'banner-2', 'banner-3', 'activity-1', 'activity-2', 'activity-3', 'activity-4', 'live-1', 'live-2', 'live-3', 'agenda', 'news-1', 'news-2', 'news-3', 'vote', 'product-1', 'product-2', 'product-3', 'invitation', 'share', 'booth-1', 'booth-2', 'booth-3', 'branch-1', 'branch-2', 'branch-3']
export const ICONS = ['nav-agenda', 'nav-live', 'nav-news', 'nav-exhibitor', 'nav-product', 'nav-activity', 'nav-speaker', 'nav-demand', 'nav-vote', 'nav-doc', 'nav-introduction', 'nav-branch', 'nav-contact', 'nav-exhibition', 'nav-conference', 'nav-thread']
export const PORTRAITS = ['avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'speaker-1', 'speaker-2', 'speaker-3', 'speaker-4']
/** The seeded companies' logos (the names of server/seed/content.ts, in their English form) and the expo's own. */
export const LOGOS: Record<string, string> = Object.fromEntries([
  ...COMPANY_NAMES.map(([, en], i) => [`logo-${i + 1}`, en]),
  ['logo-expo', 'Innovation Expo'],
])
/** Vote candidates and the demand photo: key visuals carrying the project's name where one belongs. */
export const PICTURES: Record<string, string[]> = {
  ...Object.fromEntries(VOTE_PROJECTS.map(([zh, en], i) => [`player-${i + 1}`, [zh, en]])),
  'demand-1': [],
}

/** Where a title belongs: the key visual carries the expo's name and the banners their message, in Chinese and English. */
const TITLED: Record<string, { text: string; size: number; weight?: number; opacity?: number }[]> = {
  meeting: [{ text: '2026 国际创新博览会', size: 54 }, { text: 'International Innovation Expo 2026', size: 30, weight: 500, opacity: 0.9 }],
  'banner-1': [{ text: '论坛与活动火热报名中', size: 46 }, { text: 'Forums and events: registration open', size: 26, weight: 500, opacity: 0.9 }],
  'banner-2': [{ text: '300 家展商 · 三大展馆', size: 46 }, { text: '300 exhibitors in three halls', size: 26, weight: 500, opacity: 0.9 }],
  'banner-3': [{ text: '与展商一对一洽谈', size: 46 }, { text: 'Book one-to-one meetings with exhibitors', size: 26, weight: 500, opacity: 0.9 }],
  invitation: [{ text: '诚邀莅临', size: 60 }, { text: 'You are invited', size: 32, weight: 500, opacity: 0.9 }],
  'branch-1': [{ text: '人工智能分论坛', size: 48 }, { text: 'AI forum', size: 28, weight: 500, opacity: 0.9 }],
  'branch-2': [{ text: '新能源分论坛', size: 48 }, { text: 'New energy forum', size: 28, weight: 500, opacity: 0.9 }],
  'branch-3': [{ text: '生物医药分论坛', size: 48 }, { text: 'Biomedicine forum', size: 28, weight: 500, opacity: 0.9 }],
}

/**
 * The venue plan of the contact page, drawn here (no map service): the three halls, the gates, the metro exit and
 * the car park around the central plaza, labelled in Chinese and English.
 */
export function venueMap(width = 750, height = 460): string {
  const label = (x: number, y: number, text: string, size = 18, fill = '#fff', weight = 600) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(text)}</text>`
  const halls = [
    { x: 60, name: 'A 馆 · Hall A', colour: EXPO.blue },
    { x: 290, name: 'B 馆 · Hall B', colour: EXPO.violet },
    { x: 520, name: 'C 馆 · Hall C', colour: EXPO.teal },
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<rect width="100%" height="100%" fill="${EXPO.ice}"/>
<rect x="0" y="300" width="${width}" height="44" fill="#c9d6ea"/>
${label(width / 2, 328, '会展大道 · Expo Avenue', 16, EXPO.navy, 500)}
${halls.map((h) => `<rect x="${h.x}" y="60" width="170" height="200" rx="14" fill="${h.colour}"/>${label(h.x + 85, 168, h.name)}`).join('\n')}
${[1, 2, 3].map((n, i) => `<circle cx="${145 + i * 230}" cy="282" r="16" fill="${EXPO.coral}"/>${label(145 + i * 230, 288, String(n), 16)}`).join('\n')}
${label(375, 40, '1 2 3 = 入口 Gates', 16, EXPO.navy, 500)}
<rect x="40" y="370" width="150" height="60" rx="10" fill="${EXPO.gold}"/>${label(115, 407, '地铁 Metro 2', 17, EXPO.navy)}
<rect x="560" y="370" width="150" height="60" rx="10" fill="#94a3b8"/>${label(635, 407, '停车场 Parking', 17, EXPO.navy)}
<path d="M190 400 L 560 400" stroke="${EXPO.navy}" stroke-width="3" stroke-dasharray="10 8"/>
</svg>
`
}

/** The site's icon (index.html's <link rel="icon">, and /favicon.ico): the expo's mark, a white diamond on its blue. */
export function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<defs><linearGradient id="fv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${EXPO.navy}"/><stop offset="1" stop-color="${EXPO.blue}"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#fv)"/><rect x="20" y="20" width="24" height="24" rx="5" fill="#fff" transform="rotate(45 32 32)"/><circle cx="32" cy="32" r="5" fill="${EXPO.blue}"/>
</svg>
`
}

if (process.argv[1]?.endsWith('make-images.ts')) {
  fs.mkdirSync(OUT, { recursive: true })
  COVERS.forEach((name) => fs.writeFileSync(path.join(OUT, `${name}.svg`), keyVisual(name, 750, 400, TITLED[name] ?? [])))
  ICONS.forEach((name, i) => { const [a, b] = palette[i % palette.length]; fs.writeFileSync(path.join(OUT, `${name}.svg`), navIcon(name.slice(4), a, b)) })
  PORTRAITS.forEach((name) => fs.writeFileSync(path.join(OUT, `${name}.svg`), portrait(name)))
  // The default avatar: a neutral silhouette for people without a photo.
  fs.writeFileSync(path.join(OUT, 'avatar-default.svg'), portrait('avatar-default', { neutral: true }))
  Object.entries(LOGOS).forEach(([name, title]) => fs.writeFileSync(path.join(OUT, `${name}.svg`), logo(name, title)))
  Object.entries(PICTURES).forEach(([name, [zh, en]]) => fs.writeFileSync(path.join(OUT, `${name}.svg`),
    keyVisual(name, 480, 480, zh ? [{ text: zh, size: 40 }, { text: en, size: 24, weight: 500, opacity: 0.9 }] : [])))
  fs.writeFileSync(path.join(OUT, 'venue-map.svg'), venueMap())
  fs.writeFileSync(path.join(OUT, 'favicon.svg'), favicon())
  PARTNER_MARKS.forEach(([name, from, to]) => fs.writeFileSync(path.join(OUT, `${name}.svg`), partnerMark(name, from, to)))
  const count = COVERS.length + ICONS.length + PORTRAITS.length + 3 + PARTNER_MARKS.length + Object.keys(LOGOS).length + Object.keys(PICTURES).length
  console.log(`wrote ${count} images to ${OUT}`)
}
