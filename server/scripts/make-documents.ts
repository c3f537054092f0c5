/**
 * Writes the demo meeting's documents under server/static/docs/ (committed; re-run after changing them):
 * `node --import tsx server/scripts/make-documents.ts`. Real small files of the kinds SPEC §9 names: a PDF (the
 * exhibitor manual), a PNG (the hall plan), a Word document (the visitor guide) and an Excel workbook (the move-in
 * schedule). Office files are zip packages of XML written with adm-zip.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'

/** The part of adm-zip used here (the package ships no types). */
interface Zip { addFile(name: string, content: Buffer): void; toBuffer(): Buffer }
const AdmZip = createRequire(__filename)('adm-zip') as new () => Zip

const OUT = path.join(__dirname, '..', 'static', 'docs')

/** A one-page PDF 1.4 in Helvetica: a title and lines of text, with a correct cross-reference table. */
export function pdf(title: string, lines: string[]): Buffer {
  const esc = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')
  const content = [
    'BT', '/F1 22 Tf', '56 780 Td', `(${esc(title)}) Tj`, '/F1 12 Tf', '0 -34 Td', '16 TL',
    ...lines.map((line) => `(${esc(line)}) '`),
    'ET',
    // A rule under the title, in the expo's blue.
    '0.09 0.47 1 RG', '2 w', '56 768 m 539 768 l S',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${esc(title)}) /Producer (International Innovation Expo) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** The hall plan: three halls (blue, violet, teal) with rows of booths and the aisles between them, as an RGB PNG. */
export function hallPlan(width = 480, height = 300): Buffer {
  const px = Buffer.alloc((width * 3 + 1) * height)
  const set = (x: number, y: number, [r, g, b]: number[]) => { const o = y * (width * 3 + 1) + 1 + x * 3; px[o] = r; px[o + 1] = g; px[o + 2] = b }
  const rect = (x0: number, y0: number, w: number, h: number, colour: number[]) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y, colour)
  }
  rect(0, 0, width, height, [238, 243, 251])
  const halls = [[22, 119, 255], [109, 74, 255], [15, 181, 174]]
  halls.forEach((colour, i) => {
    const x0 = 20 + i * 153, y0 = 30
    rect(x0, y0, 140, 230, colour)
    for (let row = 0; row < 6; row++) for (let col = 0; col < 3; col++) rect(x0 + 12 + col * 42, y0 + 14 + row * 36, 32, 24, [255, 255, 255])
  })
  rect(0, 272, width, 10, [255, 122, 69]) // the entrance walkway
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', Buffer.from([...u32(width), ...u32(height), 8, 2, 0, 0, 0])),
    pngChunk('IDAT', zlib.deflateSync(px)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
function u32(n: number): number[] { return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255] }

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** A Word document (WordprocessingML): a bold title and paragraphs. */
export function docx(title: string, paragraphs: string[]): Buffer {
  const zip = new AdmZip()
  zip.addFile('[Content_Types].xml', Buffer.from(`${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`))
  zip.addFile('_rels/.rels', Buffer.from(`${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`))
  const para = (text: string, bold = false) => `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`
  zip.addFile('word/document.xml', Buffer.from(`${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${para(title, true)}${paragraphs.map((p) => para(p)).join('')}</w:body></w:document>`))
  return zip.toBuffer()
}

/** An Excel workbook (SpreadsheetML) of one sheet; cells are inline strings. */
export function xlsx(sheet: string, rows: string[][]): Buffer {
  const zip = new AdmZip()
  zip.addFile('[Content_Types].xml', Buffer.from(`${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`))
  zip.addFile('_rels/.rels', Buffer.from(`${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`))
  zip.addFile('xl/workbook.xml', Buffer.from(`${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlEscape(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`))
  zip.addFile('xl/_rels/workbook.xml.rels', Buffer.from(`${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`))
  const col = (i: number) => String.fromCharCode(65 + i)
  const cells = rows.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => `<c r="${col(c)}${r + 1}" t="inlineStr"><is><t>${xmlEscape(value)}</t></is></c>`).join('')}</row>`).join('')
  zip.addFile('xl/worksheets/sheet1.xml', Buffer.from(`${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`))
  return zip.toBuffer()
}

/** The demo documents by file name (the seed names them: server/seed/meetingInfo.ts). */
export const DOCUMENTS: Record<string, () => Buffer> = {
  'exhibitor-manual.pdf': () => pdf('International Innovation Expo 2026 - Exhibitor manual', [
    'Move-in: day before opening, 08:00-20:00, Gate 3 (goods lift to all halls).',
    'Opening hours: 09:00-17:30 daily; exhibitors may enter from 08:00.',
    'Booth height limit: 4.5 m in halls A and C, 6 m in hall B.',
    'Electricity orders close 14 days before opening.',
    'Badges: collect at the exhibitor desk, Gate 1, with your confirmation e-mail.',
    'Move-out: last day from 18:00; nothing may leave the halls before then.',
    'Questions: exhibitor services, +86 21 5555 0102, exhibitors@expo.demo.test',
  ]),
  'hall-plan.png': () => hallPlan(),
  'visitor-guide.docx': () => docx('2026 国际创新博览会 参观指南 / Visitor guide', [
    '开放时间：每天 9:00–17:30。Opening hours: 9:00–17:30 daily.',
    '入场：凭电子门票二维码从 1 号门入场。Entry: Gate 1 with your ticket QR code.',
    '交通：地铁 2 号线国家会展中心站，出站即达。Metro line 2, Expo Centre station.',
    '餐饮：各展馆二层设有餐饮区。Food courts on the first floor of every hall.',
  ]),
  'move-in-schedule.xlsx': () => xlsx('Move-in', [
    ['展馆 Hall', '日期 Date', '时间 Time', '入口 Gate'],
    ['A 馆 Hall A', 'D-2', '08:00–20:00', '3'],
    ['B 馆 Hall B', 'D-2', '08:00–20:00', '4'],
    ['C 馆 Hall C', 'D-1', '08:00–18:00', '3'],
  ]),
}

if (process.argv[1]?.endsWith('make-documents.ts')) {
  fs.mkdirSync(OUT, { recursive: true })
  for (const [name, make] of Object.entries(DOCUMENTS)) fs.writeFileSync(path.join(OUT, name), make())
  console.log(`wrote ${Object.keys(DOCUMENTS).length} documents to ${OUT}`)
}
