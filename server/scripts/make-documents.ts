/**
 * Writes the demo meeting's documents under server/static/docs/ (committed; re-run after changing them):
 * `node --import tsx server/scripts/make-documents.ts`. Real small files of the kinds SPEC §9 names: a PDF (the
 * exhibitor manual), a PNG (the hall plan), a Word document (the visitor guide) and an Excel workbook (the move-in
 * schedule), made with pdf-lib, pngjs and adm-zip (Office files are zip packages of XML; no maintained library here
 * writes .docx / .xlsx without a large dependency tree, and these four are tiny).
 */
import fs from 'node:fs'
import path from 'node:path'
import AdmZip from 'adm-zip'
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import { PNG } from 'pngjs'

const OUT = path.join(__dirname, '..', 'static', 'docs')

/** A one-page A4 PDF in Helvetica: a title over a rule in the expo's blue, then lines of text. */
export async function pdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setProducer('International Innovation Expo')
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([595, 842])
  page.drawText(title, { x: 56, y: 780, size: 22, font })
  page.drawLine({ start: { x: 56, y: 768 }, end: { x: 539, y: 768 }, thickness: 2, color: rgb(0.09, 0.47, 1) })
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 746 - i * 16, size: 12, font }))
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}

/** The hall plan: three halls (blue, violet, teal) with rows of booths and the aisles between them, as an RGB PNG. */
export function hallPlan(width = 480, height = 300): Buffer {
  const png = new PNG({ width, height })
  const rect = (x0: number, y0: number, w: number, h: number, [r, g, b]: number[]) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) {
      const o = (y * width + x) * 4
      png.data[o] = r; png.data[o + 1] = g; png.data[o + 2] = b; png.data[o + 3] = 255
    }
  }
  rect(0, 0, width, height, [238, 243, 251])
  const halls = [[22, 119, 255], [109, 74, 255], [15, 181, 174]]
  halls.forEach((colour, i) => {
    const x0 = 20 + i * 153, y0 = 30
    rect(x0, y0, 140, 230, colour)
    for (let row = 0; row < 6; row++) for (let col = 0; col < 3; col++) rect(x0 + 12 + col * 42, y0 + 14 + row * 36, 32, 24, [255, 255, 255])
  })
  rect(0, 272, width, 10, [255, 122, 69]) // the entrance walkway
  return PNG.sync.write(png, { colorType: 2 })
}

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
export const DOCUMENTS: Record<string, () => Buffer | Promise<Buffer>> = {
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
  void (async () => {
    for (const [name, make] of Object.entries(DOCUMENTS)) fs.writeFileSync(path.join(OUT, name), await make())
    console.log(`wrote ${Object.keys(DOCUMENTS).length} documents to ${OUT}`)
  })()
}
