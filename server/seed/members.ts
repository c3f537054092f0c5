/** A members-only meeting (limits.type 1): its content is for signed-in users only (SPEC §6). */
import type { Tx } from '../db/client'
import { activities, agendas, demands, enterprises, lives, meetings, news, products, receptionGuests, receptionPhases, receptionStaff, speakers, votes } from '../db/schema'
import { SEED_IDS } from './ids'
import { DAY, HOUR, img, L } from './text'

export async function seedMembersMeeting(db: Tx, now: number): Promise<void> {
  const m = SEED_IDS.membersMeeting
  const x = SEED_IDS.members
  const title = (t: string) => L(`会员${t}`, `Members ${t}`, `会員${t}`, `회원 ${t}`)
  await db.insert(meetings).values({
    _id: m, start: now + 20 * DAY, end: now + 21 * DAY,
    doc: {
      title: L('会员闭门年会', 'Members-only annual meeting', '会員限定年次総会', '회원 전용 연례 회의'),
      cover: img('meeting.svg'), timezone: 'Asia/Shanghai', limits: { type: 1, activities: [] }, allow_guest_view: 0, appointments: 1,
      config: { theme_color: '#8250df', language: { zh: 1, en: 1, ja: 1, ko: 1 } },
      exhibition: { reception_staff_role_1: L('接待人员', 'Reception staff', '受付スタッフ', '안내 직원'), reception_staff_role_2: L('会务志愿者', 'Event volunteer', 'イベントボランティア', '행사 자원봉사자') },
    },
  })
  await db.insert(activities).values({ _id: x.activity, meeting_id: m, start: now + 20 * DAY, end: now + 20 * DAY + 2 * HOUR, max: 100, doc: { title: title('晚宴'), covers: [img('activity-1.svg')] } })
  await db.insert(news).values({ _id: x.news, meeting: m, created: now - DAY, doc: { title: title('通讯'), cover: img('news-1.svg') } })
  await db.insert(lives).values({ _id: x.live, meeting_id: m, start: now - HOUR, end: now + HOUR, doc: { title: title('直播'), cover: img('live-1.svg'), activities: [] } })
  await db.insert(agendas).values({ _id: x.agenda, meeting_id: m, start: now + 20 * DAY, end: now + 20 * DAY + HOUR, doc: { title: title('议程'), lives: [x.live], activities: [], speakers: [x.speaker] } })
  await db.insert(speakers).values({ _id: x.speaker, meeting_id: m, doc: { name: title('嘉宾'), work_title: L('董事', 'Director', '取締役', '이사'), photo: img('speaker-1.svg') } })
  await db.insert(enterprises).values({ _id: x.enterprise, meeting_id: m, weight: 10, recommend: 1, doc: { meeting: [m], exhibitor: { company: { title: title('企业'), logo: img('logo-1.svg') } } } })
  await db.insert(products).values({ _id: x.product, meeting_id: m, enterprise_id: x.enterprise, doc: { title: title('产品'), images: [img('product-1.svg')] } })
  await db.insert(votes).values({ _id: x.vote, meeting_id: m, end: now + 20 * DAY, per_person_limit: 1, per_day_limit: 1, doc: { title: title('投票') } })
  // Its own reception: the organiser is a volunteer (role 2) here; the main meeting's reception staff is not staff here.
  await db.insert(receptionPhases).values({ _id: x.phase, meeting_id: m, weight: 10, doc: { title: L('晚宴签到', 'Dinner sign-in', 'ディナー受付', '만찬 등록') } })
  await db.insert(receptionGuests).values({ _id: x.guest, meeting_id: m, phone: '13900000021', email: 'member-guest@demo.test', query_code: 'MEMBER01', doc: { name: 'Park Jiwoo', title: 'Board member' } })
  await db.insert(receptionStaff).values({ meeting_id: m, user_id: SEED_IDS.users.organizer, role: 2 })
  await db.insert(demands).values({ _id: x.demand, meeting_id: m, user_id: SEED_IDS.users.visitor, doc: { title: 'Members looking for partners', description: 'Members only.', images: [] } })
}
