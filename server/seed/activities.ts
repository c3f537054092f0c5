/** Activities in every registration state (SPEC §4), with the form, channels, ticket types and coupons. */
import type { Tx } from '../db/client'
import { activities, activitySources, coupons, formQuestions, forms, ticketPrices, tickets } from '../db/schema'
import { COUPON_CODES, SEED_IDS } from './ids'
import { DAY, HOUR, img, L } from './text'

export async function seedActivities(db: Tx, now: number): Promise<void> {
  const m = SEED_IDS.meeting
  const a = SEED_IDS.activities
  const q = SEED_IDS.questions
  const o = SEED_IDS.options
  const p = SEED_IDS.prices

  await db.insert(forms).values({ _id: SEED_IDS.form, meeting_id: m, doc: { title: L('报名表', 'Registration form', '登録フォーム', '등록 양식') } })
  const question = (_id: string, weight: number, doc: Record<string, unknown>) => ({ _id, form_id: SEED_IDS.form, weight, doc })
  await db.insert(formQuestions).values([
    question(q.name, 100, { type: 'name', title: L('姓名', 'Name', '氏名', '이름'), required: 1 }),
    question(q.phone, 90, { type: 'phone', title: L('手机', 'Mobile', '携帯電話', '휴대폰'), required: 1 }),
    question(q.email, 80, { type: 'email', title: L('邮箱', 'E-mail', 'メール', '이메일'), required: 0 }),
    question(q.job, 70, { type: 'job', title: L('职位', 'Job title', '役職', '직책'), required: 0 }),
    // Optional, so every journey still registers without one; the registration form offers the ID-card scan here.
    question(q.idNumber, 65, { type: 'id_number', title: L('证件号码', 'ID number', '身分証番号', '신분증 번호'), required: 0 }),
    question(q.heard, 60, {
      type: 'radio', title: L('您从哪里了解到本次活动？', 'How did you hear about us?', 'どこで知りましたか？', '어디에서 알게 되셨나요?'), required: 1,
      options: [
        { _id: o.friend, title: L('朋友推荐', 'A friend', '友人の紹介', '친구 추천') },
        { _id: o.web, title: L('网站', 'Website', 'ウェブサイト', '웹사이트') },
        { _id: o.other, title: L('其他', 'Other', 'その他', '기타'), other: 1 },
      ],
    }),
    question(q.heardOther, 55, {
      type: 'text', title: L('请说明', 'Please specify', '詳しく', '자세히'), required: 0,
      conditions: [{ question_id: q.heard, options: [o.other] }],
    }),
    question(q.interests, 50, {
      type: 'checkbox', title: L('同时报名', 'Also sign me up for', '同時に申し込む', '함께 신청'), required: 0,
      options: [
        { _id: o.opening, title: L('开幕式', 'The opening ceremony', '開会式', '개막식'), auto_logon_activity_id: a.openFree },
        { _id: o.workshop, title: L('工作坊', 'The workshop', 'ワークショップ', '워크숍'), auto_logon_activity_id: a.workshop50 },
        { _id: o.networking, title: L('交流晚宴（已满）', 'Networking dinner (full)', '交流ディナー（満席）', '네트워킹 만찬(마감)'), auto_logon_activity_id: a.full },
        // Shown disabled by the client, refused by the server: private, and past its deadline.
        { _id: o.seminar, title: L('闭门研讨会（仅限邀请）', 'Closed-door seminar (invitation only)', '非公開セミナー（招待制）', '비공개 세미나(초대 전용)'), auto_logon_activity_id: a.private },
        { _id: o.salon, title: L('预热沙龙（已截止）', 'Warm-up salon (closed)', 'プレサロン（締切）', '사전 살롱(마감)'), auto_logon_activity_id: a.ended },
      ],
    }),
    question(q.vip, 40, {
      type: 'textarea', title: L('VIP 需求', 'VIP requests', 'VIP リクエスト', 'VIP 요청'), required: 0,
      conditions: [{ price_ids: [p.vip] }],
    }),
  ])

  const base = { meeting_id: m, start: now + 7 * DAY, end: now + 7 * DAY + 3 * HOUR, deadline: now + 6 * DAY, registration_start: now - DAY, form_id: SEED_IDS.form }
  const act = (_id: string, title: ReturnType<typeof L>, cover: number, extra: Partial<typeof activities.$inferInsert> = {}, doc: Record<string, unknown> = {}) => ({
    ...base, _id, weight: 0, ...extra,
    doc: {
      title, covers: [img(`activity-${cover}.svg`)],
      description: L('<p>欢迎参加。</p>', '<p>Welcome, everyone.</p>', '<p>ようこそ。</p>', '<p>환영합니다.</p>'),
      place: L('A 馆 1 号会议室', 'Hall A, room 1', 'A 館 1 号室', 'A 홀 1번 회의실'),
      offline: 1, enable_registration_entrance: 1, ...doc,
    },
  })
  await db.insert(activities).values([
    act(a.openFree, L('开幕式（免费）', 'Opening ceremony (free)', '開会式（無料）', '개막식(무료)'), 1, { weight: 100, enable_resubmit_answer: 1, ticket_total: 3, ticket_seq: 3 }),
    act(a.openPaid, L('创新峰会（付费）', 'Innovation summit (paid)', 'イノベーションサミット（有料）', '혁신 서밋(유료)'), 2, { weight: 90, enable_invoice: 1, max: 200 }),
    act(a.full, L('交流晚宴（已满）', 'Networking dinner (full)', '交流ディナー（満席）', '네트워킹 만찬(마감)'), 3, { weight: 80, max: 2, ticket_total: 2, ticket_seq: 2 }),
    act(a.ended, L('预热沙龙（报名已截止）', 'Warm-up salon (closed)', 'プレサロン（締切）', '사전 살롱(마감)'), 4, { weight: 70, deadline: now - DAY, start: now - 2 * DAY + 2 * HOUR, end: now - 2 * DAY + 5 * HOUR, registration_start: now - 10 * DAY, enable_resubmit_answer: 1, ticket_total: 1, ticket_seq: 1 }),
    act(a.notStarted, L('闭幕晚会（即将开放报名）', 'Closing party (opens soon)', '閉会パーティー（近日受付）', '폐막 파티(곧 오픈)'), 1, { weight: 60, registration_start: now + 2 * DAY }),
    act(a.review, L('投资人对接会（需审核）', 'Investor matchmaking (reviewed)', '投資家マッチング（審査制）', '투자자 매칭(심사)'), 2, { weight: 50, is_review: 1, max: 30 }),
    act(a.private, L('闭门研讨会（私密）', 'Closed-door seminar (private)', '非公開セミナー', '비공개 세미나'), 3, { weight: 40, privacy: 1, enable_show: 0, max: 20 }),
    act(a.groupV1, L('企业参观团（团体报名）', 'Company tour (group sign-up)', '企業見学ツアー（団体）', '기업 투어(단체)'), 4, { weight: 30, agent_checkout_version: 1, group_max: 5, max: 100, enable_deadline_answer: 1 }),
    act(a.groupV2, L('代理商专场（团体购票 v2）', 'Agent day (group tickets v2)', '代理店デー（団体 v2）', '대리점 데이(단체 v2)'), 1, { weight: 20, agent_checkout_version: 2, group_max: 10, max: 100, enable_invoice: 1 }),
    act(a.workshop50, L('动手工作坊（50 席）', 'Hands-on workshop (50 seats)', 'ハンズオン（50 席）', '실습 워크숍(50석)'), 2, { weight: 10, max: 50 }),
    act(a.paidReview, L('大师课（付费，需审核）', 'Masterclass (paid, reviewed)', 'マスタークラス（有料・審査制）', '마스터클래스(유료, 심사)'), 4, { weight: 5, is_review: 1, max: 10 }),
    act(a.deleted, L('已删除的活动', 'A deleted activity', '削除されたアクティビティ', '삭제된 활동'), 3, { deleted: 1, enable_show: 0 }),
  ])

  const s = SEED_IDS.sources
  const source = (_id: string, activity_id: string, max: number, signup_total: number, title: ReturnType<typeof L>, isDefault = 0) =>
    ({ _id, activity_id, max, signup_total, default: isDefault, doc: { title, source_id: _id } })
  await db.insert(activitySources).values([
    source(s.openDefault, a.openFree, 0, 0, L('官方渠道', 'Official channel', '公式チャネル', '공식 채널'), 1),
    source(s.openPartner, a.openFree, 3, 0, L('合作伙伴渠道', 'Partner channel', 'パートナーチャネル', '파트너 채널')),
    source(s.openFullChannel, a.openFree, 1, 1, L('已满渠道', 'A full channel', '満員チャネル', '마감 채널')),
    source(s.privateInvite, a.private, 20, 0, L('邀请链接', 'Invitation link', '招待リンク', '초대 링크'), 1),
    source(s.workshopPartner, a.workshop50, 10, 0, L('工作坊合作渠道', 'Workshop partner channel', 'パートナー', '파트너'), 0),
  ])

  const price = (_id: string, activity_id: string, amount: number, total: number, sold_total: number, title: ReturnType<typeof L>, weight: number, extra: Partial<typeof ticketPrices.$inferInsert> = {}) =>
    ({ _id, activity_id, amount, total, sold_total, weight, doc: { title }, ...extra })
  await db.insert(ticketPrices).values([
    price(p.standard, a.openPaid, 39900, 100, 0, L('标准票', 'Standard', 'スタンダード', '스탠다드'), 100, { limit: 5 }),
    price(p.vip, a.openPaid, 99900, 5, 0, L('VIP 票', 'VIP', 'VIP', 'VIP'), 90, { limit: 2 }),
    price(p.earlyBird, a.openPaid, 19900, 10, 10, L('早鸟票（售罄）', 'Early bird (sold out)', '早割（完売）', '얼리버드(매진)'), 80),
    price(p.student, a.openPaid, 0, 20, 0, L('学生票（免费）', 'Student (free)', '学生（無料）', '학생(무료)'), 70, { limit: 1 }),
    price(p.deleted, a.openPaid, 5000, 10, 0, L('已下架', 'Withdrawn', '取り下げ', '판매 중지'), 0, { deleted: 1 }),
    price(p.paidReview, a.paidReview, 29900, 8, 0, L('学员票', 'Participant', '受講券', '수강권'), 100, { limit: 2 }),
    price(p.groupV2, a.groupV2, 5000, 100, 0, L('团体票', 'Group ticket', '団体チケット', '단체 티켓'), 100, { limit: 10 }),
  ])

  const c = SEED_IDS.coupons
  await db.insert(coupons).values([
    { _id: c.rate, meeting_id: m, activity_id: a.openPaid, code: COUPON_CODES.rate, type: 1, discount_rate: 80, doc: { title: L('八折', '20% off', '2割引', '20% 할인') } },
    { _id: c.fixed, meeting_id: m, activity_id: null, code: COUPON_CODES.fixed, type: 2, discount_amount: 2000, doc: { title: L('立减 20 元', '¥20 off', '20 元引き', '20위안 할인') } },
    { _id: c.threshold, meeting_id: m, activity_id: a.openPaid, code: COUPON_CODES.threshold, type: 3, promotion_threshold: 30000, promotion_amount: 5000, doc: { title: L('满 300 减 50', '¥50 off over ¥300', '300 元以上で 50 元引き', '300위안 이상 50위안 할인') } },
  ])

  // The visitor, the exhibitor and Emma are registered participants (they may post demands and book appointments).
  const u = SEED_IDS.users
  await db.insert(tickets).values(([['visitor', '13800000001'], ['exhibitor', '13800000002'], ['friend', '13800000007']] as const).map(([key, phone], n) => ({
    _id: `66fd${(n + 1).toString(16).padStart(20, '0')}`, activity_id: a.openFree, meeting_id: m, user_id: u[key],
    status: 1, code: String(n + 1).padStart(6, '0'), phone, input_by_admin: 1,
  })))

  // The special-identity user went to the warm-up salon: its answers could be resubmitted, but not after its deadline.
  await db.insert(tickets).values({
    _id: `66fd${(4).toString(16).padStart(20, '0')}`, activity_id: a.ended, meeting_id: m, user_id: u.special,
    status: 1, code: '000001', phone: '13800000006', input_by_admin: 1, form: { answers: [{ question_id: q.heard, options: [o.friend] }] },
  })

  // The dinner is full: two places taken by earlier guests.
  await db.insert(tickets).values([1, 2].map((n) => ({
    _id: `66ff${n.toString(16).padStart(20, '0')}`, activity_id: a.full, meeting_id: m, user_id: `66fe${n.toString(16).padStart(20, '0')}`,
    status: 1, code: String(n).padStart(6, '0'), name: `Guest ${n}`, phone: `1390000000${n}`, input_by_admin: 1,
  })))
}
