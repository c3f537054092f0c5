/** The demo short link: /etc/redirect?hash=DemoList opens the demo meeting's activity list. */
import type { Tx } from '../db/client'
import { shortLinks } from '../db/schema'
import { SEED_IDS, SEED_SHORT_LINK } from './ids'

export async function seedShortLinks(db: Tx): Promise<void> {
  await db.insert(shortLinks).values({ hash: SEED_SHORT_LINK, target: `/meeting/activity/list?meeting_id=${SEED_IDS.meeting}`, created_by: SEED_IDS.users.organizer })
}
