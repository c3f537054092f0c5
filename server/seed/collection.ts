/** Emma's collection (/my/collection): a company, a product, a demand and a news item she saved during the expo. */
import type { Tx } from '../db/client'
import { likes } from '../db/schema'
import { SEED_IDS } from './ids'

const likeId = (n: number) => `66c1${n.toString(16).padStart(20, '0')}`

export async function seedCollection(db: Tx, now: number): Promise<void> {
  const emma = SEED_IDS.users.friend
  const saved = [
    { target_type: 'enterprise', target_id: SEED_IDS.enterprises[1] },
    { target_type: 'product', target_id: SEED_IDS.products[2] },
    { target_type: 'demand', target_id: SEED_IDS.demands[0] },
    { target_type: 'news', target_id: SEED_IDS.news[0] },
  ]
  await db.insert(likes).values(saved.map((s, n) => ({ _id: likeId(n + 1), kind: 'like', user_id: emma, created: now - (n + 1) * 3600, ...s })))
}
