/**
 * The demo meeting's discussion board: threads and replies as visitors write them, each in its author's own language
 * (Li Wei in Chinese, Sato Hana in Japanese, Kim Minjun in Korean, Emma Brown in English), with a few likes.
 */
import type { Tx } from '../db/client'
import { likes, threadReplies, threads } from '../db/schema'
import { SEED_IDS } from './ids'
import { HOUR } from './text'

export async function seedThreads(db: Tx, now: number): Promise<void> {
  const m = SEED_IDS.meeting
  const u = SEED_IDS.users
  const t = SEED_IDS.threads
  const r = SEED_IDS.threadReplies
  await db.insert(threads).values([
    { _id: t[0], meeting_id: m, user_id: u.friend, created: now - 2 * HOUR, doc: { content: 'Is anyone from the battery storage side going to the solar forum on day two? Happy to share notes and grab a coffee in Hall B afterwards.' } },
    { _id: t[1], meeting_id: m, user_id: u.visitor, created: now - 5 * HOUR, doc: { content: '请问开幕式当天地铁 2 号线有没有加开班次？去年散场时排队排了四十分钟，想提前安排好返程。' } },
    { _id: t[2], meeting_id: m, user_id: u.exhibitor, created: now - 26 * HOUR, doc: { content: 'オーロラ・ロボティクスのブース（A 館 A100）では、毎日 14 時からサービスロボットの実演を行います。日本語・英語で説明しますので、お気軽にお立ち寄りください。' } },
    { _id: t[3], meeting_id: m, user_id: u.agent, created: now - 30 * HOUR, doc: { content: '서울에서 단체로 참가하는 분들 계신가요? 공항에서 전시장까지 셔틀버스를 함께 예약하면 1인당 비용이 꽤 줄어듭니다.' } },
    { _id: t[4], meeting_id: m, user_id: u.visitor, created: now - 50 * HOUR, doc: { content: '分享一个小经验：展馆里手机信号比较弱，建议提前在小程序里保存好电子票二维码，入场会快很多。' } },
  ])
  await db.insert(threadReplies).values([
    { _id: r[0], thread_id: t[0], user_id: u.exhibitor, content: 'I will be there — I can bring the spec sheets of our storage controller. See you after the panel.', created: now - HOUR },
    { _id: r[1], thread_id: t[1], user_id: u.friend, content: 'The organiser posted that line 2 runs every 3 minutes until 22:00 during the expo.', created: now - 4 * HOUR },
    { _id: r[2], thread_id: t[1], user_id: u.agent, content: '남문 쪽 셔틀버스도 있어요. 지하철보다 줄이 짧았습니다.', created: now - 3 * HOUR },
    { _id: r[3], thread_id: t[2], user_id: u.visitor, content: '请问实演需要提前预约吗？我们团队有五个人想一起去看。', created: now - 20 * HOUR },
    { _id: r[4], thread_id: t[2], user_id: u.exhibitor, content: '予約は不要です。5 名様でしたら、展示会アプリから商談予約をしていただくと個別にご案内できます。', created: now - 19 * HOUR },
    { _id: r[5], thread_id: t[3], user_id: u.friend, content: 'Not from Seoul, but count me in if the bus stops at the Pudong hotels too.', created: now - 28 * HOUR },
    { _id: r[6], thread_id: t[4], user_id: u.exhibitor, content: 'ありがとうございます。とても参考になりました。', created: now - 45 * HOUR },
  ])
  await db.insert(likes).values([
    [t[0], u.visitor], [t[0], u.exhibitor], [t[1], u.friend], [t[2], u.visitor], [t[2], u.friend], [t[2], u.agent], [t[4], u.friend],
  ].map(([target, user], n) => ({ _id: `66f1${(n + 1).toString(16).padStart(20, '0')}`, kind: 'like', target_type: 'thread', target_id: target, user_id: user })))
}
