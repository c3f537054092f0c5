/**
 * ID-card recognition (SPEC §7 GET /ocrs/idcard) behind one interface. No OCR engine or cloud OCR account exists in
 * this project, so no image is really read: the development provider knows the demo ID-card images in server/static
 * (`idcard-*.png`, each with a sidecar `idcard-*.json` holding what the card says) by their SHA-256 and answers
 * "not recognised" for any other image. Production has no provider until a real one is plugged in here.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface IdCardReading { name: string; id_number: string }

export interface OcrProvider {
  /** What the front of an ID card (or HK/Macao/Taiwan permit) in `image` says; undefined when it cannot be read. */
  readIdCard(image: Buffer): Promise<IdCardReading | undefined>
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

export function developmentOcrProvider(staticDir = path.join(__dirname, '..', 'static')): OcrProvider {
  const known = new Map<string, IdCardReading>()
  for (const file of fs.readdirSync(staticDir).filter(name => /^idcard-.+\.png$/.test(name))) {
    const sidecar = path.join(staticDir, file.replace(/\.png$/, '.json'))
    if (!fs.existsSync(sidecar)) continue
    const { name, id_number } = JSON.parse(fs.readFileSync(sidecar, 'utf8')) as IdCardReading
    known.set(sha256(fs.readFileSync(path.join(staticDir, file))), { name, id_number })
  }
  return { readIdCard: async image => known.get(sha256(image)) }
}
