/**
 * A large meeting for the growth checks (issue 15): a copy of the demo meeting's home (its layout blocks and
 * navigation) with 2 000 exhibitors, 20 000 products, 200 activities, 50 000 people and 100 000 tickets.
 * Generated inside the database (`insert … select … from generate_series`), one statement per table, so it costs no
 * round trip per row: the same rows every time (ids, names and numbers come from the row number only).
 * Needs the demo seed (it copies the demo meeting, its form and its home).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { SEED_IDS } from '../seed/ids'

export interface LargeSize { exhibitors: number; products: number; activities: number; users: number; tickets: number }

export const LARGE: LargeSize = { exhibitors: 2_000, products: 20_000, activities: 200, users: 50_000, tickets: 100_000 }

/** Ids of the large meeting: '78' + a two-digit kind + a 20-digit serial (the demo uses '66', the bench's people '77'). */
const KIND = { meeting: 1, enterprise: 2, product: 3, activity: 4, user: 5, ticket: 6, block: 7, category: 8 } as const
export const largeId = (kind: keyof typeof KIND, n: number) => `78${KIND[kind].toString(16).padStart(2, '0')}${n.toString(16).padStart(20, '0')}`
/** The same id as SQL, from an integer expression. */
const idSql = (kind: keyof typeof KIND, expression: string) =>
  sql.raw(`('78${KIND[kind].toString(16).padStart(2, '0')}' || lpad(to_hex(${expression}), 20, '0'))`)

export const LARGE_IDS = {
  meeting: largeId('meeting', 1),
  /** An open activity with room for everyone, the form of the demo's opening ceremony. */
  activity: largeId('activity', 1),
  enterprise: largeId('enterprise', 1),
  /** People i = 1 … users have the phone 180 0000 0000 + i. */
  user: (i: number) => largeId('user', i),
}

/** Inserts the large meeting unless it is there; returns the seconds it took. */
export async function generateLargeMeeting(db: Db, size: LargeSize = LARGE): Promise<number> {
  const started = Date.now()
  const M = LARGE_IDS.meeting
  const exists = await db.execute(sql`select 1 from meetings where _id = ${M}`)
  if ((exists as unknown as { rows: unknown[] }).rows.length) return 0
  const demo = SEED_IDS.meeting
  await db.transaction(async (tx) => {
    // The meeting: the demo's, under another id and title (not the default one).
    await tx.execute(sql`
      insert into meetings (_id, start, "end", is_default, domain, doc)
      select ${M}, start, "end", 0, null, doc || '{"title":{"zh":"全球产业博览会（大型）","en":"Global Industry Expo (large)","ja":"グローバル産業博覧会（大規模）","ko":"글로벌 산업 박람회(대형)"}}'::jsonb
      from meetings where _id = ${demo}`)
    // Its home: the demo's layout blocks and categories, renumbered.
    await tx.execute(sql`
      insert into blocks (_id, meeting_id, type, weight, doc, deleted)
      select ${idSql('block', 'row_number() over (order by _id)')}, ${M}, type, weight, doc, deleted from blocks where meeting_id = ${demo}`)
    await tx.execute(sql`
      insert into categories (_id, meeting_id, type, weight, doc, deleted)
      select ${idSql('category', 'row_number() over (order by _id)')}, ${M}, type, weight, doc, deleted from categories where meeting_id = ${demo}`)
    await tx.execute(sql`
      insert into users (_id, phone, area_code, doc, created)
      select ${idSql('user', 'i')}, '18' || lpad(i::text, 9, '0'), '86',
        jsonb_build_object('username', (array['Li','Wang','Zhang','Liu','Chen','Yang','Zhao','Huang','Zhou','Wu'])[1 + i % 10] || ' ' || (array['Wei','Fang','Min','Jing','Lei','Yan','Tao','Hui','Ping','Qiang'])[1 + (i / 10) % 10]),
        1700000000 + i
      from generate_series(1, ${size.users}) as i`)
    await tx.execute(sql`
      insert into enterprises (_id, meeting_id, weight, recommend, status, doc, created)
      select ${idSql('enterprise', 'i')}, ${M}, i % 100, (i % 50 = 0)::int, 1,
        jsonb_build_object(
          'exhibitor', jsonb_build_object('company', jsonb_build_object('title', jsonb_build_object(
            'zh', (array['华东','南方','北辰','蓝海','星河','恒远','云启','天工'])[1 + i % 8] || (array['智能','新能源','生物','精密','数字','材料'])[1 + (i / 8) % 6] || '科技 ' || i || ' 号',
            'en', (array['East','South','Polar','Blue Ocean','Galaxy','Evergreen','Cloudrise','Artisan'])[1 + i % 8] || ' ' || (array['Robotics','Energy','Bio','Precision','Digital','Materials'])[1 + (i / 8) % 6] || ' Co. ' || i,
            'ja', (array['華東','南方','北辰','藍海','星河','恒遠','雲啓','天工'])[1 + i % 8] || (array['スマート','新エネルギー','バイオ','精密','デジタル','素材'])[1 + (i / 8) % 6] || ' ' || i,
            'ko', (array['화동','남방','북진','블루오션','은하','항원','운계','천공'])[1 + i % 8] || ' ' || (array['스마트','신에너지','바이오','정밀','디지털','소재'])[1 + (i / 8) % 6] || ' ' || i))),
          'hall', jsonb_build_object('key', (array['A','B','C','D'])[1 + i % 4]),
          'tags', jsonb_build_array(jsonb_build_object('key', (array['new-launch','startup','export'])[1 + i % 3]))),
        1700000000 + i
      from generate_series(1, ${size.exhibitors}) as i`)
    await tx.execute(sql`
      insert into products (_id, meeting_id, enterprise_id, weight, doc)
      select ${idSql('product', 'i')}, ${M}, ${idSql('enterprise', `1 + (i - 1) % ${size.exhibitors}`)}, i % 100,
        jsonb_build_object('title', jsonb_build_object(
          'zh', (array['工业机器人','储能电池','检测仪器','智能传感器','数控机床'])[1 + i % 5] || ' ' || i,
          'en', (array['Industrial robot','Storage battery','Test instrument','Smart sensor','CNC machine'])[1 + i % 5] || ' ' || i,
          'ja', (array['産業用ロボット','蓄電池','検査機器','スマートセンサー','NC 工作機械'])[1 + i % 5] || ' ' || i,
          'ko', (array['산업용 로봇','에너지 저장 배터리','검사 장비','스마트 센서','CNC 공작기계'])[1 + i % 5] || ' ' || i))
      from generate_series(1, ${size.products}) as i`)
    // Activities: copies of the demo's opening ceremony (its form), spread over the expo days, room for everyone.
    const perActivity = Math.ceil(size.tickets / size.activities)
    await tx.execute(sql`
      insert into activities (_id, meeting_id, start, "end", deadline, registration_start, max, ticket_total, ticket_seq, form_id, weight, doc)
      select ${idSql('activity', 'i')}, ${M}, a.start + (i % 24) * 1800, a."end" + (i % 24) * 1800, a.deadline, a.registration_start,
        0, 0, 0, a.form_id, i, a.doc || jsonb_build_object('title', jsonb_build_object('zh', '分论坛 ' || i, 'en', 'Session ' || i, 'ja', '分科会 ' || i, 'ko', '분과 세션 ' || i))
      from activities a, generate_series(1, ${size.activities}) as i where a._id = ${SEED_IDS.activities.openFree}`)
    // Tickets: activity k gets people (k-1)*perActivity+1 … (wrapping over the users), codes 000001 ….
    await tx.execute(sql`
      insert into tickets (_id, activity_id, meeting_id, user_id, status, code, name, phone, area_code, form, created)
      select ${idSql('ticket', 'i')}, ${idSql('activity', `1 + (i - 1) / ${perActivity}`)}, ${M},
        ${idSql('user', `1 + (i - 1) % ${size.users}`)}, case when i % 20 = 0 then 3 else 1 end,
        lpad((1 + (i - 1) % ${perActivity})::text, 6, '0'), 'Guest ' || i, '18' || lpad((1 + (i - 1) % ${size.users})::text, 9, '0'), '86',
        '{"answers":[]}'::jsonb, 1700000000 + i
      from generate_series(1, ${size.tickets}) as i`)
    await tx.execute(sql`
      update activities a set ticket_total = t.n, ticket_seq = t.n
      from (select activity_id, count(*)::int as n from tickets where meeting_id = ${M} group by activity_id) t
      where a._id = t.activity_id`)
  })
  await db.execute(sql`analyze`)
  return (Date.now() - started) / 1000
}

/** A copy of the demo's opening ceremony (same form) with a capacity of one million: the 1× registration target. */
export const BENCH_ACTIVITY = '77aa00000000000000000001'

/**
 * `count` people who have never registered, each signed in: token `<prefix>-<i>` (only its SHA-256 is stored, as the
 * server does), i = 1 … count; plus BENCH_ACTIVITY. Prepared in the database, not through the API.
 */
export async function prepareSessions(db: Db, prefix: string, count: number): Promise<void> {
  // Each prefix its own people: ids '77' + 3 hex digits of the prefix + i, mobile numbers 19 + 2 digits of it + i.
  const salt = [...prefix].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 100, 7)
  const user = `'77' || lpad(to_hex(${salt}), 3, '0') || lpad(to_hex(i), 19, '0')`
  await db.execute(sql`
    insert into users (_id, phone, area_code, doc)
    select ${sql.raw(user)}, '19' || lpad(${salt}::text, 2, '0') || lpad(i::text, 7, '0'), '86', jsonb_build_object('username', 'Visitor ' || i)
    from generate_series(1, ${count}) as i on conflict do nothing`)
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires)
    select encode(sha256(convert_to(${prefix} || '-' || i, 'UTF8')), 'hex'), ${sql.raw(user)}, extract(epoch from now())::int + 86400
    from generate_series(1, ${count}) as i on conflict do nothing`)
  await db.execute(sql`
    insert into activities (_id, meeting_id, start, "end", deadline, registration_start, max, form_id, doc)
    select ${BENCH_ACTIVITY}, meeting_id, start, "end", deadline, registration_start, 1000000, form_id, doc || '{"title":{"en":"Bench hall"}}'::jsonb
    from activities where _id = ${SEED_IDS.activities.openFree} on conflict do nothing`)
}
