/**
 * Writes the demo ID-card image the development OCR provider recognises (server/lib/ocr.ts):
 * `node --import tsx server/scripts/make-idcard.ts`. The picture is a placeholder (a coloured card, no printed text);
 * what it "says" is in the sidecar JSON next to it, matched by the image's SHA-256.
 */
import fs from 'node:fs'
import path from 'node:path'
import { png } from './make-images'

const OUT = path.join(__dirname, '..', 'static')

const image = png(240, [225, 236, 250], [120, 160, 220])
const identity = { name: '林演示', id_number: '110105199003071239' }
fs.writeFileSync(path.join(OUT, 'idcard-demo.png'), image)
fs.writeFileSync(path.join(OUT, 'idcard-demo.json'), `${JSON.stringify(identity, null, 2)}\n`)
console.log(`wrote idcard-demo.png and its sidecar to ${OUT}`)
