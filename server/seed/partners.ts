/**
 * Demo data of the partner calls: credit hours of activities, union (partner) codes of the opening ceremony, and the
 * meeting's activity provider with its staff (the organiser) and the exhibitors it brought (Aurora Robotics, Green Power).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { activities, enterprises, meetings, unionCodes, users } from '../db/schema'
import { SEED_IDS } from './ids'
import { L } from './text'

const id = (kind: number, n: number) => `66${kind.toString(16).padStart(2, '0')}${n.toString(16).padStart(20, '0')}`

export const PARTNER_IDS = {
  /** The meeting's activity provider (an organisation, not a document of its own). */
  provider: id(0x40, 1),
  unionCodes: [id(0x41, 1), id(0x41, 2), id(0x41, 3), id(0x41, 4)],
} as const

export const UNION_CODES = ['ACME-0001', 'ACME-0002', 'ACME-0003', 'TECHU-0001'] as const

const merge = (doc: Record<string, unknown>) => sql`doc || ${JSON.stringify(doc)}::jsonb`

export async function seedPartners(db: Tx): Promise<void> {
  const a = SEED_IDS.activities
  const credit = L('继续教育学时', 'CPD hours', '継続教育時間', '보수교육 시간')
  await db.update(activities).set({ doc: merge({ credit_hours: 2, credit_type: credit }) }).where(eq(activities._id, a.openFree))
  await db.update(activities).set({ doc: merge({ credit_hours: 3, credit_type: credit }) }).where(eq(activities._id, a.workshop50))

  const acme = L('ACME 行业协会', 'ACME Industry Association', 'ACME 業界団体', 'ACME 산업 협회')
  const techu = L('科技大学校友会', 'Tech University Alumni', '工科大学同窓会', '공과대학 동문회')
  await db.insert(unionCodes).values(UNION_CODES.map((code, n) => ({
    _id: PARTNER_IDS.unionCodes[n], activity_id: a.openFree, code, doc: { partner: code.startsWith('ACME') ? acme : techu },
  })))

  const provider = PARTNER_IDS.provider
  await db.update(meetings).set({ doc: merge({ activity_provider_id: provider }) }).where(eq(meetings._id, SEED_IDS.meeting))
  await db.update(users).set({ doc: merge({ provider_id: provider }) }).where(eq(users._id, SEED_IDS.users.organizer))
  await db.update(enterprises).set({ doc: merge({ provider_id: provider }) }).where(inArray(enterprises._id, [SEED_IDS.enterprises[0], SEED_IDS.enterprises[1]]))
}
