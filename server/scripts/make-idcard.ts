/**
 * Writes the demo ID-card image the development OCR provider recognises (server/providers/ocr/provider.ts):
 * `node --import tsx server/scripts/make-idcard.ts`. The picture is a plain card in two blues (no printed text);
 * what it "says" is in the sidecar JSON next to it, matched by the image's SHA-256.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PNG } from 'pngjs'

const OUT = path.join(__dirname, '..', 'static')
const SIZE = 240
const [FROM, TO] = [[225, 236, 250], [120, 160, 220]]

const card = new PNG({ width: SIZE, height: SIZE, colorType: 2 })
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const t = (x + y) / (2 * SIZE)
    const o = (y * SIZE + x) * 4
    for (let c = 0; c < 3; c++) card.data[o + c] = Math.round(FROM[c] + (TO[c] - FROM[c]) * t)
    card.data[o + 3] = 255
  }
}
const identity = { name: '林演示', id_number: '110105199003071239' }
fs.writeFileSync(path.join(OUT, 'idcard-demo.png'), PNG.sync.write(card, { colorType: 2 }))
fs.writeFileSync(path.join(OUT, 'idcard-demo.json'), `${JSON.stringify(identity, null, 2)}\n`)
console.log(`wrote idcard-demo.png and its sidecar to ${OUT}`)
