/**
 * A card (core/invitationCard's drawing) painted on a canvas into a PNG, and that image kept by the visitor:
 * a plain browser downloads the file; the WeChat browser and the mini-program's web-view cannot download, so the
 * visitor long-presses the shown image (WeChat's own "save image"); native pages save it to the album
 * (`saveImageToPhotosAlbum`, after writing it to a temporary file). Each runtime is reached through small edges.
 */
import QRCode from 'qrcode'
import type { CardDrawing, DrawOp } from '@/core/invitationCard'

export type SaveImageOutcome = 'downloaded' | 'saved' | 'long-press'

/** The part of a 2D context the painter uses (the browser's and the mini-program's 2D canvas both have it). */
export interface Context2D {
  fillStyle: unknown
  font: string
  textBaseline: string
  textAlign: string
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  drawImage(image: unknown, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void
  save(): void
  restore(): void
  beginPath(): void
  clip(): void
  moveTo(x: number, y: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  closePath(): void
  fill(): void
}
export interface CanvasEdge {
  canvas(width: number, height: number): { context: Context2D; toDataUrl(): string }
  /** Loads an image; rejects when it cannot (the card is then drawn without it). */
  loadImage(src: string): Promise<{ width: number; height: number; image: unknown }>
}

const FONT = '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans", "Noto Sans CJK SC", "Malgun Gothic", sans-serif'

function roundedPath(ctx: Context2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

/** Splits text into lines that fit `maxWidth` (character by character: CJK has no spaces), the last one cut with "…". */
export function wrapText(measure: (text: string) => number, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const char of Array.from(text)) {
    if (measure(line + char) > maxWidth && line) {
      lines.push(line)
      line = char.trimStart()
      if (lines.length === maxLines) break
    } else line += char
  }
  if (lines.length < maxLines && line) lines.push(line)
  const used = lines.join('')
  if (Array.from(used).length < Array.from(text.replace(/\s+$/, '')).length && lines.length) {
    let last = lines[lines.length - 1]
    while (last && measure(`${last}…`) > maxWidth) last = Array.from(last).slice(0, -1).join('')
    lines[lines.length - 1] = `${last}…`
  }
  return lines
}

async function paint(ctx: Context2D, op: DrawOp, edge: CanvasEdge): Promise<void> {
  switch (op.kind) {
    case 'rect':
      ctx.fillStyle = op.color
      if (op.radius) { roundedPath(ctx, op.x, op.y, op.w, op.h, op.radius); ctx.fill() } else ctx.fillRect(op.x, op.y, op.w, op.h)
      return
    case 'image': {
      const loaded = await edge.loadImage(op.src).catch(() => null)
      if (!loaded || !loaded.width || !loaded.height) return
      const scale = op.fit === 'cover' ? Math.max(op.w / loaded.width, op.h / loaded.height) : Math.min(op.w / loaded.width, op.h / loaded.height)
      const dw = loaded.width * scale
      const dh = loaded.height * scale
      ctx.save()
      if (op.radius) { roundedPath(ctx, op.x, op.y, op.w, op.h, op.radius); ctx.clip() }
      if (op.fit === 'cover') {
        // The source's middle, cropped to the box.
        const sw = op.w / scale
        const sh = op.h / scale
        ctx.drawImage(loaded.image, (loaded.width - sw) / 2, (loaded.height - sh) / 2, sw, sh, op.x, op.y, op.w, op.h)
      } else {
        ctx.drawImage(loaded.image, 0, 0, loaded.width, loaded.height, op.x + (op.w - dw) / 2, op.y + (op.h - dh) / 2, dw, dh)
      }
      ctx.restore()
      return
    }
    case 'text': {
      ctx.font = `${op.bold ? '600 ' : ''}${op.size}px ${FONT}`
      ctx.fillStyle = op.color
      ctx.textBaseline = 'top'
      ctx.textAlign = op.align
      wrapText(text => ctx.measureText(text).width, op.text, op.maxWidth, op.maxLines)
        .forEach((line, i) => ctx.fillText(line, op.x, op.y + i * op.size * 1.3))
      return
    }
    case 'qr': {
      const { modules } = QRCode.create(op.text, { errorCorrectionLevel: 'M' })
      const quiet = 2
      const cell = op.size / (modules.size + 2 * quiet)
      ctx.fillStyle = op.background
      ctx.fillRect(op.x, op.y, op.size, op.size)
      ctx.fillStyle = op.color
      for (let row = 0; row < modules.size; row++) {
        for (let col = 0; col < modules.size; col++) {
          if (modules.get(row, col)) ctx.fillRect(op.x + (col + quiet) * cell, op.y + (row + quiet) * cell, Math.ceil(cell), Math.ceil(cell))
        }
      }
    }
  }
}

/** Paints the drawing in order (images loaded one by one so the layers keep their order) and answers a PNG data URL. */
export async function renderCard(drawing: CardDrawing, edge: CanvasEdge): Promise<string> {
  const { context, toDataUrl } = edge.canvas(drawing.width, drawing.height)
  context.fillStyle = drawing.background
  context.fillRect(0, 0, drawing.width, drawing.height)
  for (const op of drawing.ops) await paint(context, op, edge)
  return toDataUrl()
}

/** The browser's canvas and images (same-origin or CORS-allowed images keep the canvas exportable). */
export function browserCanvasEdge(mediaUrl: (src: string) => string): CanvasEdge {
  return {
    canvas(width, height) {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d') as unknown as Context2D
      return { context, toDataUrl: () => canvas.toDataURL('image/png') }
    },
    loadImage: src => new Promise((resolve, reject) => {
      const image = new Image()
      image.crossOrigin = 'anonymous'
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight, image })
      image.onerror = () => reject(new Error(`image failed: ${src}`))
      image.src = mediaUrl(src)
    }),
  }
}

/** A plain browser: an `<a download>` with the PNG, clicked. */
export async function downloadInBrowser(image: { dataUrl: string; fileName: string }, doc: Pick<Document, 'createElement' | 'body'> = document): Promise<SaveImageOutcome> {
  const link = doc.createElement('a')
  link.href = image.dataUrl
  link.download = image.fileName
  link.rel = 'noopener'
  doc.body.appendChild(link)
  link.click()
  link.remove()
  return 'downloaded'
}

interface AlbumEdge {
  /** Writes the PNG's bytes (base64) to a temporary file and answers its path. */
  writeTempFile(base64: string, fileName: string): Promise<string>
  saveToAlbum(filePath: string): Promise<void>
}

/** Native mini-program pages: the PNG to a temporary file, then to the album (WeChat asks the visitor's permission). */
export async function saveToAlbum(image: { dataUrl: string; fileName: string }, edge: AlbumEdge): Promise<SaveImageOutcome> {
  const base64 = image.dataUrl.slice(image.dataUrl.indexOf(',') + 1)
  await edge.saveToAlbum(await edge.writeTempFile(base64, image.fileName))
  return 'saved'
}
