/**
 * What visitors searched for in the demo meeting, so its search screen has popular keywords from the start
 * (GET /search/keywords counts these rows like any POST /search/keyword). Keywords in the four languages, each
 * finding something in the seed; stored lower-cased as the route stores them; logged by devices, not by a demo account.
 */
import type { Tx } from '../db/client'
import { actionLogs } from '../db/schema'
import { objectId as newId } from '../lib/ids'
import { SEED_IDS } from './ids'
import { HOUR } from './text'

/** Keyword → how many times it was searched; the most searched first. */
export const SEED_POPULAR_KEYWORDS: readonly (readonly [string, number])[] = [
  ['ai', 9],
  ['开幕式', 7],
  ['keynote', 6],
  ['サミット', 5],
  ['투자자', 4],
  ['新能源', 3],
]

export async function seedSearches(db: Tx, now: number): Promise<void> {
  const rows = SEED_POPULAR_KEYWORDS.flatMap(([keyword, times]) => Array.from({ length: times }, (_, i) => ({
    _id: newId(), target_type: 'search', target_id: SEED_IDS.meeting, action: `keyword:${keyword}`,
    user_id: `seed-device-${i + 1}`, source_id: null, created: now - (i + 1) * HOUR,
  })))
  await db.insert(actionLogs).values(rows)
}
