/**
 * Writes the demo images under server/static/ (committed; re-run after changing the list):
 * `node --import tsx server/scripts/make-images.ts`. SVG covers with a label, PNG avatars and logos (solid colour).
 */
import fs from 'node:fs'
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

function svg(label: string, from: string, to: string, width = 750, height = 400): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="52%" font-family="sans-serif" font-size="${Math.round(height / 8)}" fill="#fff" text-anchor="middle">${label}</text>
</svg>
`
}

const palette: [string, string][] = [['#1f6feb', '#7c3aed'], ['#0ea5e9', '#22c55e'], ['#f97316', '#ef4444'], ['#14b8a6', '#0f766e'], ['#a855f7', '#ec4899'], ['#64748b', '#0f172a']]
const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))

export const COVERS = ['meeting', 'banner-1', 'banner-2', 'banner-3', 'activity-1', 'activity-2', 'activity-3', 'activity-4', 'live-1', 'live-2', 'live-3', 'agenda', 'news-1', 'news-2', 'news-3', 'vote', 'product-1', 'product-2', 'product-3', 'invitation', 'share', 'booth-1', 'booth-2', 'booth-3']
export const ICONS = ['nav-agenda', 'nav-live', 'nav-news', 'nav-exhibitor', 'nav-product', 'nav-activity', 'nav-speaker', 'nav-demand', 'nav-vote']
export const PNGS = ['avatar-default', 'avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'speaker-1', 'speaker-2', 'speaker-3', 'speaker-4', 'logo-1', 'logo-2', 'logo-3', 'logo-4', 'logo-5', 'logo-6', 'player-1', 'player-2', 'player-3', 'player-4', 'demand-1']

if (process.argv[1]?.endsWith('make-images.ts')) {
  fs.mkdirSync(OUT, { recursive: true })
  COVERS.forEach((name, i) => { const [a, b] = palette[i % palette.length]; fs.writeFileSync(path.join(OUT, `${name}.svg`), svg(name, a, b)) })
  ICONS.forEach((name, i) => { const [a, b] = palette[i % palette.length]; fs.writeFileSync(path.join(OUT, `${name}.svg`), svg(name.slice(4, 5).toUpperCase(), a, b, 96, 96)) })
  PNGS.forEach((name, i) => { const [a, b] = palette[i % palette.length]; fs.writeFileSync(path.join(OUT, `${name}.png`), png(64, hex(a), hex(b))) })
  console.log(`wrote ${COVERS.length + ICONS.length + PNGS.length} images to ${OUT}`)
}
