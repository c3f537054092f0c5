/**
 * ID-card recognition (SPEC §7 GET /ocrs/idcard) behind one interface. No OCR engine or cloud OCR account exists in
 * this project, so no image is really read: the development provider knows the demo ID-card images in server/static
 * (`idcard-*.png`, each with a sidecar `idcard-*.json` holding what the card says) by the SHA-256 of their decoded
 * pixels (uploads are stored re-encoded without metadata, modules/uploads/uploadImages.ts, so the file's bytes change) and answers
 * "not recognised" for any other image. The real one is Tencent Cloud's IDCardOCR (ocr/tencent.ts), chosen by
 * FU_OCR_PROVIDER=tencent; `demo` keeps the development provider on purpose (a demonstration instance); unset, production
 * has none (GET /ocrs/idcard answers 503).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { tencentOcrConfigFromEnv, tencentOcrProvider } from './tencent'

import type { IdCardReading, OcrProvider } from './ocr'
export type { IdCardReading, OcrProvider } from './ocr'

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

/** The hash of what an image shows: its size, channels and raw pixels; undefined when it does not decode. */
async function pixelHash(image: Buffer): Promise<string | undefined> {
  try {
    const { data, info } = await sharp(image, { limitInputPixels: 50_000_000 }).raw().toBuffer({ resolveWithObject: true })
    return sha256(Buffer.concat([Buffer.from(`${info.width}x${info.height}x${info.channels}:`), data]))
  } catch {
    return undefined
  }
}

export function developmentOcrProvider(staticDir = path.join(__dirname, '..', '..', 'static')): OcrProvider {
  const known = (async () => {
    const readings = new Map<string, IdCardReading>()
    for (const file of fs.readdirSync(staticDir).filter(name => /^idcard-.+\.png$/.test(name))) {
      const sidecar = path.join(staticDir, file.replace(/\.png$/, '.json'))
      if (!fs.existsSync(sidecar)) continue
      const { name, id_number } = JSON.parse(fs.readFileSync(sidecar, 'utf8')) as IdCardReading
      const hash = await pixelHash(fs.readFileSync(path.join(staticDir, file)))
      if (hash) readings.set(hash, { name, id_number })
    }
    return readings
  })()
  return {
    readIdCard: async (image) => {
      const hash = await pixelHash(image)
      return hash ? (await known).get(hash) : undefined
    },
  }
}

/** The OCR this server uses: FU_OCR_PROVIDER `tencent` or `demo`; unset, the development provider in development and none in production. */
export function ocrProviderFromEnv(env: Record<string, string | undefined>, dev: boolean): OcrProvider | undefined {
  const kind = (env.FU_OCR_PROVIDER ?? '').trim()
  if (kind === 'tencent') return tencentOcrProvider(tencentOcrConfigFromEnv(env))
  if (kind === 'demo') return developmentOcrProvider()
  if (kind) throw new Error(`FU_OCR_PROVIDER "${kind}" is not known (tencent or demo are)`)
  return dev ? developmentOcrProvider() : undefined
}
