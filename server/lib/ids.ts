/** Ids and clocks: ObjectIds for rows, and the current time in Unix seconds. */
import crypto from 'node:crypto'

/** MongoDB-style ObjectId: 4-byte seconds, 5 random bytes per process, 3-byte counter; 24 hex digits. */
const processRandom = crypto.randomBytes(5).toString('hex')
let counter = crypto.randomBytes(3).readUIntBE(0, 3)

export function objectId(at: number = Date.now()): string {
  counter = (counter + 1) % 0xffffff
  const seconds = Math.floor(at / 1000).toString(16).padStart(8, '0')
  return seconds + processRandom + counter.toString(16).padStart(6, '0')
}

export const OBJECT_ID = /^[0-9a-f]{24}$/

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value)
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}
