/**
 * Writes the Sichuan heritage festival's artwork under server/static/ (committed; re-run after changing the list):
 * `node --import tsx server/scripts/make-festival-images.ts`. Each key visual is drawn from the item's own motif —
 * embroidered hibiscus, opera mask, lanterns, brocade lattice, auspicious clouds, mountains, torches, loom threads,
 * a pavilion roof, a circuit of dots — in the festival's palette (cinnabar, ink, gold, jade, indigo on rice paper),
 * with the item's real title in Chinese and English. Never a file name or a placeholder word.
 */
import fs from 'node:fs'
import path from 'node:path'

const OUT = path.join(__dirname, '..', 'static')
const FONT = "'Noto Serif SC', 'Songti SC', 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', serif"
export const FESTIVAL = { ink: '#2b1416', cinnabar: '#a8232c', vermilion: '#d94a38', gold: '#e3b04b', jade: '#2f7d6d', indigo: '#27406b', paper: '#f6ecd9' }
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type Motif = 'flower' | 'mask' | 'lantern' | 'lattice' | 'cloud' | 'mountain' | 'torch' | 'loom' | 'roof' | 'circuit'

const W = 750
const H = 420

function motif(kind: Motif, accent: string): string {
  const cx = 560, cy = 210
  const out: string[] = []
  if (kind === 'flower') {
    for (let ring = 0; ring < 3; ring++) for (let i = 0; i < 8; i++) {
      const a = (i / 8) * 360 + ring * 22
      out.push(`<ellipse cx="${cx}" cy="${cy - 60 + ring * 18}" rx="${34 - ring * 8}" ry="${70 - ring * 18}" transform="rotate(${a} ${cx} ${cy})" fill="${ring === 2 ? FESTIVAL.gold : FESTIVAL.paper}" fill-opacity="${0.25 + ring * 0.2}" stroke="${FESTIVAL.paper}" stroke-opacity="0.6" stroke-dasharray="3 4"/>`)
    }
    out.push(`<circle cx="${cx}" cy="${cy}" r="16" fill="${FESTIVAL.gold}"/>`)
  } else if (kind === 'mask') {
    out.push(`<path d="M${cx - 95} ${cy - 110} Q${cx} ${cy - 150} ${cx + 95} ${cy - 110} Q${cx + 115} ${cy + 40} ${cx} ${cy + 140} Q${cx - 115} ${cy + 40} ${cx - 95} ${cy - 110} Z" fill="${FESTIVAL.paper}"/>`)
    out.push(`<path d="M${cx - 95} ${cy - 110} Q${cx} ${cy - 150} ${cx + 95} ${cy - 110} L${cx + 60} ${cy - 40} Q${cx} ${cy - 70} ${cx - 60} ${cy - 40} Z" fill="${accent}"/>`)
    for (const s of [-1, 1]) {
      out.push(`<path d="M${cx + s * 20} ${cy - 20} Q${cx + s * 60} ${cy - 55} ${cx + s * 88} ${cy - 10} Q${cx + s * 55} ${cy + 10} ${cx + s * 20} ${cy - 20} Z" fill="${FESTIVAL.ink}"/>`)
      out.push(`<circle cx="${cx + s * 52}" cy="${cy - 14}" r="7" fill="${FESTIVAL.gold}"/>`)
      out.push(`<path d="M${cx + s * 30} ${cy + 50} Q${cx + s * 70} ${cy + 40} ${cx + s * 80} ${cy + 10}" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`)
    }
    out.push(`<path d="M${cx} ${cy - 60} L${cx} ${cy + 40}" stroke="${FESTIVAL.ink}" stroke-width="10" stroke-linecap="round"/>`)
    out.push(`<path d="M${cx - 30} ${cy + 85} Q${cx} ${cy + 105} ${cx + 30} ${cy + 85}" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`)
  } else if (kind === 'lantern') {
    const spots: [number, number, number][] = [[470, 130, 46], [585, 190, 64], [690, 120, 40], [640, 320, 34], [505, 300, 30]]
    for (const [x, y, r] of spots) {
      out.push(`<line x1="${x}" y1="0" x2="${x}" y2="${y - r}" stroke="${FESTIVAL.gold}" stroke-width="2"/>`)
      out.push(`<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.82}" fill="${FESTIVAL.vermilion}" stroke="${FESTIVAL.gold}" stroke-width="3"/>`)
      for (const k of [-0.5, 0, 0.5]) out.push(`<ellipse cx="${x}" cy="${y}" rx="${Math.abs(r * k) + 2}" ry="${r * 0.82}" fill="none" stroke="${FESTIVAL.gold}" stroke-opacity="0.55"/>`)
      out.push(`<rect x="${x - r * 0.35}" y="${y - r * 0.95}" width="${r * 0.7}" height="${r * 0.16}" fill="${FESTIVAL.gold}"/>`)
      out.push(`<path d="M${x} ${y + r * 0.82} v${r * 0.5}" stroke="${FESTIVAL.gold}" stroke-width="4"/>`)
    }
  } else if (kind === 'lattice') {
    for (let x = 436; x < W + 60; x += 56) for (let y = -28; y < H + 60; y += 56) {
      out.push(`<path d="M${x} ${y - 26} L${x + 26} ${y} L${x} ${y + 26} L${x - 26} ${y} Z" fill="none" stroke="${FESTIVAL.gold}" stroke-opacity="0.75" stroke-width="2"/>`)
      out.push(`<circle cx="${x}" cy="${y}" r="7" fill="${(x + y) % 112 ? FESTIVAL.paper : accent}" fill-opacity="0.8"/>`)
    }
  } else if (kind === 'cloud') {
    for (const [x, y, s] of [[470, 120, 1], [620, 220, 1.4], [520, 320, 0.9], [700, 90, 0.8]] as const) {
      out.push(`<path d="M${x} ${y} c ${-30 * s} 0 ${-30 * s} ${-40 * s} 0 ${-40 * s} c ${10 * s} ${-30 * s} ${60 * s} ${-30 * s} ${70 * s} 0 c ${30 * s} 0 ${30 * s} ${40 * s} 0 ${40 * s} Z" fill="none" stroke="${FESTIVAL.gold}" stroke-width="${4 * s}" stroke-linecap="round"/>`)
      out.push(`<path d="M${x + 10 * s} ${y - 18 * s} q ${15 * s} ${-14 * s} ${30 * s} 0" fill="none" stroke="${FESTIVAL.paper}" stroke-opacity="0.7" stroke-width="${3 * s}" stroke-linecap="round"/>`)
    }
  } else if (kind === 'mountain') {
    const layers = [[FESTIVAL.jade, 0.9, 260], [FESTIVAL.indigo, 0.7, 210], [FESTIVAL.paper, 0.35, 160]] as const
    layers.forEach(([color, opacity, top], i) => {
      out.push(`<path d="M300 ${H} L${380 + i * 30} ${top + 40} L${470 + i * 20} ${top + 90} L${560 - i * 10} ${top} L${650} ${top + 70} L${720 - i * 20} ${top + 20} L${W} ${top + 60} L${W} ${H} Z" fill="${color}" fill-opacity="${opacity}"/>`)
    })
    out.push(`<circle cx="640" cy="110" r="36" fill="${FESTIVAL.gold}" fill-opacity="0.9"/>`)
  } else if (kind === 'torch') {
    for (const [x, s] of [[470, 0.8], [560, 1.2], [660, 1], [720, 0.7]] as const) {
      out.push(`<rect x="${x - 5}" y="${230 - 10 * s}" width="10" height="${190}" fill="${FESTIVAL.ink}" stroke="${FESTIVAL.gold}" stroke-opacity="0.6"/>`)
      out.push(`<path d="M${x} ${230 - 120 * s} C ${x + 45 * s} ${230 - 70 * s}, ${x + 35 * s} ${230 - 10 * s}, ${x} ${230} C ${x - 35 * s} ${230 - 10 * s}, ${x - 45 * s} ${230 - 70 * s}, ${x} ${230 - 120 * s} Z" fill="${FESTIVAL.vermilion}"/>`)
      out.push(`<path d="M${x} ${230 - 70 * s} C ${x + 20 * s} ${230 - 40 * s}, ${x + 15 * s} ${230 - 10 * s}, ${x} ${230 - 5 * s} C ${x - 15 * s} ${230 - 10 * s}, ${x - 20 * s} ${230 - 40 * s}, ${x} ${230 - 70 * s} Z" fill="${FESTIVAL.gold}"/>`)
    }
  } else if (kind === 'loom') {
    for (let x = 400; x < W; x += 12) out.push(`<line x1="${x}" y1="40" x2="${x}" y2="${H - 40}" stroke="${(x / 12) % 3 ? FESTIVAL.paper : FESTIVAL.gold}" stroke-opacity="0.55" stroke-width="3"/>`)
    for (let y = 80; y < H - 40; y += 40) out.push(`<path d="M400 ${y} Q575 ${y + (y % 80 ? 18 : -18)} ${W} ${y}" stroke="${accent === FESTIVAL.gold ? FESTIVAL.vermilion : FESTIVAL.gold}" stroke-width="6" fill="none"/>`)
    out.push(`<rect x="390" y="28" width="${W - 380}" height="14" fill="${FESTIVAL.ink}"/>`)
  } else if (kind === 'roof') {
    out.push(`<path d="M380 170 Q560 70 740 170 L700 165 Q560 110 420 165 Z" fill="${FESTIVAL.ink}"/>`)
    out.push(`<path d="M370 172 Q380 150 360 140" stroke="${FESTIVAL.ink}" stroke-width="8" fill="none"/><path d="M750 172 Q740 150 760 140" stroke="${FESTIVAL.ink}" stroke-width="8" fill="none"/>`)
    for (const x of [440, 520, 600, 680]) out.push(`<rect x="${x - 9}" y="170" width="18" height="200" fill="${FESTIVAL.vermilion}"/>`)
    out.push(`<rect x="400" y="370" width="320" height="22" fill="${FESTIVAL.ink}"/>`)
    out.push(`<rect x="430" y="180" width="260" height="26" fill="${FESTIVAL.gold}" fill-opacity="0.9"/>`)
  } else {
    for (let x = 400; x < W; x += 36) for (let y = 40; y < H; y += 36) {
      const on = ((x * 7 + y * 13) % 5) < 2
      out.push(`<circle cx="${x}" cy="${y}" r="${on ? 5 : 2.5}" fill="${on ? FESTIVAL.gold : FESTIVAL.paper}" fill-opacity="${on ? 0.95 : 0.4}"/>`)
      if (on && x + 36 < W) out.push(`<line x1="${x}" y1="${y}" x2="${x + 36}" y2="${y}" stroke="${FESTIVAL.gold}" stroke-opacity="0.5" stroke-width="2"/>`)
    }
    out.push(`<circle cx="${cx}" cy="${cy}" r="70" fill="none" stroke="${FESTIVAL.paper}" stroke-width="3" stroke-dasharray="8 6"/>`)
  }
  return out.join('\n')
}

/** A festival key visual: ink to the item's colour, its motif on the right, its title on the left. */
export function festivalVisual(kind: Motif, accent: string, zh: string, en: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img">
<title>${escapeXml(`${zh} · ${en}`)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${FESTIVAL.ink}"/><stop offset="0.55" stop-color="${accent}"/><stop offset="1" stop-color="${FESTIVAL.ink}"/></linearGradient>
<linearGradient id="shade"><stop offset="0" stop-color="${FESTIVAL.ink}" stop-opacity="0.9"/><stop offset="0.6" stop-color="${FESTIVAL.ink}" stop-opacity="0"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
${motif(kind, accent)}
<rect width="100%" height="100%" fill="url(#shade)"/>
<rect x="46" y="150" width="6" height="110" fill="${FESTIVAL.gold}"/>
<text x="70" y="200" font-family="${FONT}" font-size="52" font-weight="700" fill="${FESTIVAL.paper}">${escapeXml(zh)}</text>
<text x="72" y="246" font-family="${FONT}" font-size="24" font-weight="500" fill="${FESTIVAL.paper}" fill-opacity="0.88">${escapeXml(en)}</text>
</svg>
`
}

/** Every festival visual the seed names (server/seed/festival.ts): motif, colour and the real title. */
export const FESTIVAL_VISUALS: Record<string, [Motif, string, string, string]> = {
  'sc-festival': ['cloud', FESTIVAL.cinnabar, '四川非遗节', 'Sichuan Heritage Festival'],
  'sc-hall-embroidery': ['flower', FESTIVAL.cinnabar, '蜀绣蜀锦馆', 'Shu Embroidery and Brocade Hall'],
  'sc-hall-lantern': ['lantern', FESTIVAL.indigo, '自贡彩灯馆', 'Zigong Lantern Hall'],
  'sc-hall-customs': ['torch', FESTIVAL.jade, '民族民俗馆', 'Ethnic Customs Hall'],
  'sc-hall-flavours': ['mountain', FESTIVAL.vermilion, '川味非遗美食馆', 'Sichuan Flavours Hall'],
  'sc-hall-digital': ['circuit', FESTIVAL.indigo, '数字非遗馆', 'Digital Heritage Hall'],
  'sc-hall-lab': ['circuit', FESTIVAL.jade, '非遗科技实验室', 'Heritage Tech Lab'],
  'sc-shu-embroidery': ['flower', FESTIVAL.jade, '蜀绣', 'Shu embroidery'],
  'sc-face-changing': ['mask', FESTIVAL.cinnabar, '川剧变脸', 'Sichuan opera face-changing'],
  'sc-zigong-lantern': ['lantern', FESTIVAL.cinnabar, '自贡灯会', 'Zigong lanterns'],
  'sc-shu-brocade': ['lattice', FESTIVAL.indigo, '蜀锦织造技艺', 'Shu brocade weaving'],
  'sc-qiang-embroidery': ['lattice', FESTIVAL.jade, '羌族刺绣', 'Qiang embroidery'],
  'sc-mianzhu-prints': ['cloud', FESTIVAL.vermilion, '绵竹木版年画', 'Mianzhu New Year prints'],
  'sc-qingyin': ['cloud', FESTIVAL.indigo, '四川清音', 'Sichuan qingyin ballads'],
  'sc-shadow-puppets': ['mask', FESTIVAL.indigo, '川北皮影戏', 'Northern Sichuan shadow puppetry'],
  'sc-mengding-tea': ['mountain', FESTIVAL.jade, '蒙山茶', 'Mengding tea making'],
  'sc-pixian-douban': ['mountain', FESTIVAL.cinnabar, '郫县豆瓣', 'Pixian bean paste'],
  'sc-torch-festival': ['torch', FESTIVAL.cinnabar, '彝族火把节', 'Yi Torch Festival'],
  'sc-lacquerware': ['lattice', FESTIVAL.cinnabar, '成都漆艺', 'Chengdu lacquerware'],
  'sc-project-taoping': ['mountain', FESTIVAL.indigo, '桃坪羌寨', 'Taoping Qiang village'],
  'sc-project-mianzhu': ['roof', FESTIVAL.jade, '绵竹年画村', 'Mianzhu print village'],
  'sc-project-loom': ['loom', FESTIVAL.cinnabar, '汉代提花织机', 'The Han-dynasty pattern loom'],
  'sc-project-stage': ['roof', FESTIVAL.indigo, '古戏台修缮', 'Old opera stages'],
}

if (process.argv[1]?.endsWith('make-festival-images.ts')) {
  fs.mkdirSync(OUT, { recursive: true })
  for (const [name, [kind, accent, zh, en]] of Object.entries(FESTIVAL_VISUALS)) fs.writeFileSync(path.join(OUT, `${name}.svg`), festivalVisual(kind, accent, zh, en))
  console.log(`wrote ${Object.keys(FESTIVAL_VISUALS).length} festival images to ${OUT}`)
}
