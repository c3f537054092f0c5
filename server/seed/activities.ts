/** Activities in every registration state (SPEC §4), with the form, channels, ticket types and coupons. */
import type { Tx } from '../db/client'
import { activities, activitySources, coupons, formQuestions, forms, ticketPrices, tickets } from '../db/schema'
import { COUPON_CODES, SEED_IDS } from './ids'
import { DAY, HOUR, img, L, programme } from './text'

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
        { _id: o.networking, title: L('交流晚宴', 'The networking dinner', '交流ディナー', '네트워킹 만찬'), auto_logon_activity_id: a.full },
        // Shown disabled by the client, refused by the server: private, and past its deadline.
        { _id: o.seminar, title: L('闭门政策研讨会', 'The closed-door policy seminar', '非公開政策セミナー', '비공개 정책 세미나'), auto_logon_activity_id: a.private },
        { _id: o.salon, title: L('开幕前预热沙龙', 'The pre-expo salon', 'プレ博覧会サロン', '사전 살롱'), auto_logon_activity_id: a.ended },
      ],
    }),
    question(q.vip, 40, {
      type: 'textarea', title: L('VIP 需求', 'VIP requests', 'VIP リクエスト', 'VIP 요청'), required: 0,
      conditions: [{ price_ids: [p.vip] }],
    }),
  ])

  // Three expo days from 09:00 (Shanghai), registration closing the evening before; the salon was two days ago.
  const { day, nextHour } = programme(now)
  const hall = (zh: string, en: string, ja: string, ko: string) => L(zh, en, ja, ko)
  const places = {
    main: hall('主会场（A 馆）', 'Main hall (Hall A)', 'メインホール（A 館）', '메인 홀(A관)'),
    forum: hall('B 馆论坛厅', 'Hall B forum room', 'B 館フォーラムルーム', 'B관 포럼룸'),
    workshop: hall('C 馆 2 号工作坊', 'Hall C, workshop room 2', 'C 館 第 2 ワークショップ室', 'C관 2번 워크숍룸'),
    ballroom: hall('滨江宴会厅', 'Riverside ballroom', 'リバーサイド・ボールルーム', '리버사이드 볼룸'),
    vip: hall('贵宾室 3', 'VIP room 3', 'VIP ルーム 3', 'VIP룸 3'),
    lobby: hall('北门大厅集合', 'Meet at the north lobby', '北ロビー集合', '북쪽 로비 집합'),
  }
  /** A description of real length: what the activity is, then what a visitor needs to know, in each language. */
  const describe = (what: ReturnType<typeof L>) => L(
    `<p>${what.zh}</p><p>请携带电子票二维码入场，活动开始前 30 分钟开放签到。现场提供同声传译（中、英、日、韩）。如需发票，可在“我的订单”中申请。</p>`,
    `<p>${what.en}</p><p>Bring the QR code of your e-ticket; check-in opens 30 minutes before the start. Simultaneous interpretation (Chinese, English, Japanese, Korean) is provided. Invoices can be requested under My orders.</p>`,
    `<p>${what.ja}</p><p>電子チケットの QR コードをお持ちください。受付は開始 30 分前からです。同時通訳（中国語・英語・日本語・韓国語）をご用意しています。領収書は「注文履歴」から申請できます。</p>`,
    `<p>${what.ko}</p><p>전자 티켓의 QR 코드를 지참해 주세요. 체크인은 시작 30분 전부터입니다. 동시통역(중국어, 영어, 일본어, 한국어)이 제공됩니다. 영수증은 ‘내 주문’에서 신청할 수 있습니다.</p>`,
  )
  const base = { meeting_id: m, start: day(0, '09:00'), end: day(0, '10:00'), deadline: day(-1, '18:00'), registration_start: nextHour(now) - 2 * DAY, form_id: SEED_IDS.form }
  const act = (_id: string, title: ReturnType<typeof L>, cover: number, extra: Partial<typeof activities.$inferInsert> = {}, doc: Record<string, unknown> = {}) => ({
    ...base, _id, weight: 0, ...extra,
    doc: {
      title, covers: [img(`activity-${cover}.svg`)],
      description: describe(L('欢迎参加本届博览会的精彩活动。', 'Join one of the highlights of this year’s expo.', '今年の博覧会の注目イベントにご参加ください。', '올해 박람회의 주요 행사에 참여하세요.')),
      place: places.main,
      offline: 1, enable_registration_entrance: 1, ...doc,
    },
  })
  const at = (dayIndex: number, from: string, to: string) => ({ start: day(dayIndex, from), end: day(dayIndex, to) })
  const about = (zh: string, en: string, ja: string, ko: string) => ({ description: describe(L(zh, en, ja, ko)) })
  await db.insert(activities).values([
    act(a.openFree, L('开幕式', 'Opening ceremony', '開会式', '개막식'), 1, { weight: 100, enable_resubmit_answer: 1, ticket_total: 3, ticket_seq: 3, ...at(0, '09:00', '10:00') },
      about('主办方致辞、年度创新奖揭晓与首发展品巡礼，开启三天的博览会。', 'Welcome addresses, the annual innovation awards and a first tour of the debut exhibits open three days of the expo.', '主催者挨拶、年間イノベーション賞の発表、初出展品の紹介で 3 日間の博覧会が始まります。', '주최 측 환영사, 올해의 혁신상 발표, 첫 공개 전시품 소개로 3일간의 박람회가 시작됩니다.')),
    act(a.openPaid, L('全球创新峰会', 'Global Innovation Summit', 'グローバル・イノベーション・サミット', '글로벌 혁신 서밋'), 2, { weight: 90, enable_invoice: 1, max: 200, ...at(0, '10:30', '12:30') },
      about('来自四大洲的企业领袖讨论人工智能、新能源与生物科技的下一步；学生凭学生证可领取免费票。', 'Business leaders from four continents on what comes next in AI, clean energy and biotech; students get a free ticket with a student card.', '4 大陸の経営者が AI、クリーンエネルギー、バイオの次の一手を語ります。学生は学生証で無料チケットを受け取れます。', '4개 대륙의 기업 리더들이 AI, 청정에너지, 바이오의 다음 단계를 논의합니다. 학생은 학생증으로 무료 티켓을 받을 수 있습니다.')),
    act(a.full, L('国际交流晚宴', 'Networking dinner', '国際交流ディナー', '국제 네트워킹 만찬'), 3, { weight: 80, max: 2, ticket_total: 2, ticket_seq: 2, ...at(0, '18:30', '21:00') },
      { place: places.ballroom, ...about('与展商、演讲嘉宾和买家共进晚餐，按行业分桌。', 'Dinner with exhibitors, speakers and buyers, seated by industry.', '出展者、登壇者、バイヤーとの夕食会。業界別のお席です。', '전시업체, 연사, 바이어와 함께하는 만찬으로 업종별로 좌석이 배정됩니다.') }),
    act(a.ended, L('开幕前预热沙龙', 'Pre-expo salon', 'プレ博覧会サロン', '사전 살롱'), 4, { weight: 70, deadline: day(-10, '18:00'), start: day(-9, '14:00'), end: day(-9, '17:00'), registration_start: day(-20, '09:00'), enable_resubmit_answer: 1, ticket_total: 1, ticket_seq: 1 },
      { place: places.forum, ...about('开幕前的小型沙龙：参展商与媒体提前交流。', 'A small salon before the doors open: exhibitors meet the press.', '開幕前の小さなサロン：出展者とメディアの事前交流。', '개막 전 소규모 살롱: 전시업체와 언론의 사전 교류.') }),
    act(a.notStarted, L('闭幕晚会', 'Closing night party', 'クロージングパーティー', '폐막 파티'), 1, { weight: 60, registration_start: nextHour(now) + 2 * DAY, deadline: day(2, '12:00'), ...at(2, '19:00', '22:00') },
      { place: places.ballroom, ...about('音乐、颁奖与合影，为三天画上句号；报名将于两天后开放。', 'Music, awards and photos to close the three days; registration opens in two days.', '音楽、表彰、記念撮影で 3 日間を締めくくります。受付は 2 日後に開始します。', '음악, 시상, 기념 촬영으로 3일을 마무리합니다. 신청은 이틀 후에 열립니다.') }),
    act(a.review, L('投资人对接会', 'Investor matchmaking', '投資家マッチング', '투자자 매칭'), 2, { weight: 50, is_review: 1, max: 30, ...at(1, '14:00', '16:00') },
      { place: places.forum, ...about('初创企业与投资机构一对一对接，主办方审核报名后确认名额。', 'One-to-one meetings between start-ups and investors; the organiser reviews each application.', 'スタートアップと投資家の 1 対 1 のマッチング。申込は主催者が審査します。', '스타트업과 투자사의 1:1 매칭으로, 주최 측이 신청을 심사합니다.') }),
    act(a.private, L('闭门政策研讨会', 'Closed-door policy seminar', '非公開政策セミナー', '비공개 정책 세미나'), 3, { weight: 40, privacy: 1, enable_show: 0, max: 20, ...at(1, '10:00', '12:00') },
      { place: places.vip, ...about('仅限受邀嘉宾的产业政策闭门讨论。', 'An invitation-only discussion of industrial policy.', '招待者限定の産業政策に関する非公開討論。', '초청자 전용 산업 정책 비공개 토론.') }),
    act(a.groupV1, L('企业参观团', 'Factory tour', '企業見学ツアー', '기업 견학 투어'), 4, { weight: 30, agent_checkout_version: 1, group_max: 5, max: 100, enable_deadline_answer: 1, ...at(1, '09:00', '12:00') },
      { place: places.lobby, ...about('乘大巴参观两家智能工厂，适合团体报名，每团最多 5 人。', 'A coach tour of two smart factories, for groups of up to 5.', 'バスでスマート工場 2 か所を見学します。1 グループ 5 名まで。', '버스로 스마트 공장 두 곳을 견학합니다. 단체당 최대 5명.') }),
    act(a.groupV2, L('合作伙伴日', 'Partner day', 'パートナーデー', '파트너 데이'), 1, { weight: 20, agent_checkout_version: 2, group_max: 10, max: 100, enable_invoice: 1, ...at(2, '09:30', '17:00') },
      { place: places.forum, ...about('为代理商与渠道伙伴准备的全天专场，可为团队一次购买多张票。', 'A full day for agents and channel partners; buy tickets for your whole team in one order.', '代理店とチャネルパートナー向けの終日プログラム。チーム分のチケットをまとめて購入できます。', '대리점과 채널 파트너를 위한 종일 프로그램으로, 팀 전체 티켓을 한 번에 구매할 수 있습니다.') }),
    act(a.workshop50, L('AI 动手工作坊', 'Hands-on AI workshop', 'AI ハンズオン・ワークショップ', 'AI 실습 워크숍'), 2, { weight: 10, max: 50, ...at(1, '14:00', '17:00') },
      { place: places.workshop, ...about('带上笔记本电脑，三小时内用开源模型做出一个会议助手原型。', 'Bring a laptop and build a meeting-assistant prototype on open models in three hours.', 'ノート PC を持参し、3 時間でオープンモデルを使った会議アシスタントを試作します。', '노트북을 가져와 3시간 동안 오픈 모델로 회의 도우미 프로토타입을 만듭니다.') }),
    act(a.paidReview, L('产品设计大师课', 'Product design masterclass', 'プロダクトデザイン・マスタークラス', '제품 디자인 마스터클래스'), 4, { weight: 5, is_review: 1, max: 10, ...at(2, '14:00', '16:00') },
      { place: places.workshop, ...about('十人小班，由获奖设计总监点评你的作品集；付费并经审核后确认。', 'A class of ten in which an award-winning design director reviews your portfolio; confirmed after payment and review.', '受賞歴のあるデザインディレクターが作品を講評する 10 名の少人数クラス。支払いと審査の後に確定します。', '수상 경력의 디자인 디렉터가 포트폴리오를 평가하는 10명 소수 정예 수업으로, 결제와 심사 후 확정됩니다.') }),
    act(a.deleted, L('已删除的活动', 'A deleted activity', '削除されたアクティビティ', '삭제된 활동'), 3, { deleted: 1, enable_show: 0 }),
    // Move-in runs the week before the doors open, now: exhibitors check themselves in at the service desk.
    act(a.moveIn, L('展商进场布展', 'Exhibitor move-in', '出展者搬入', '전시업체 반입'), 2, { weight: 1, enable_show: 0, max: 300, start: nextHour(now) - 2 * HOUR, end: nextHour(now) + 6 * HOUR, deadline: nextHour(now) + 6 * HOUR },
      { place: places.lobby, ...about('展商凭电子票在北门服务台签到，领取布展证后进馆搭建。', 'Exhibitors check in with their e-ticket at the north service desk, collect their build pass and start on their booths.', '出展者は電子チケットで北口サービスデスクにチェックインし、設営証を受け取って搬入してください。', '전시업체는 전자 티켓으로 북문 서비스 데스크에서 체크인하고 설치 출입증을 받아 부스 설치를 시작합니다.') }),
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
    price(p.earlyBird, a.openPaid, 19900, 10, 10, L('早鸟票', 'Early bird', '早割', '얼리버드'), 80),
    price(p.student, a.openPaid, 0, 20, 0, L('学生票', 'Student', '学生', '학생'), 70, { limit: 1 }),
    price(p.deleted, a.openPaid, 5000, 10, 0, L('已下架', 'Withdrawn', '取り下げ', '판매 중지'), 0, { deleted: 1 }),
    price(p.paidReview, a.paidReview, 29900, 8, 0, L('学员票', 'Participant', '受講券', '수강권'), 100, { limit: 2 }),
    price(p.groupV2, a.groupV2, 5000, 100, 0, L('团体票', 'Group ticket', '団体チケット', '단체 티켓'), 100, { limit: 10 }),
  ])

  const c = SEED_IDS.coupons
  await db.insert(coupons).values([
    { _id: c.rate, meeting_id: m, activity_id: a.openPaid, code: COUPON_CODES.rate, type: 1, discount_rate: 80, doc: { title: L('八折', '20% off', '2割引', '20% 할인') } },
    { _id: c.fixed, meeting_id: m, activity_id: null, code: COUPON_CODES.fixed, type: 2, discount_amount: 2000, doc: { title: L('立减 20 元', '¥20 off', '20 元引き', '20위안 할인') } },
    { _id: c.threshold, meeting_id: m, activity_id: a.openPaid, code: COUPON_CODES.threshold, type: 3, promotion_threshold: 30000, promotion_amount: 5000, doc: { title: L('满 300 减 50', '¥50 off over ¥300', '300 元以上で 50 元引き', '300위안 이상 50위안 할인') } },
    { _id: c.expired, meeting_id: m, activity_id: null, code: COUPON_CODES.expired, type: 1, discount_rate: 90, doc: { title: L('九折（已过期）', '10% off (expired)', '1割引（期限切れ）', '10% 할인 (만료)'), end_time: now - 30 * DAY } },
    { _id: c.notStarted, meeting_id: m, activity_id: null, code: COUPON_CODES.notStarted, type: 1, discount_rate: 90, doc: { title: L('九折', '10% off', '1割引', '10% 할인'), start_time: now + 365 * DAY } },
    { _id: c.once, meeting_id: m, activity_id: null, code: COUPON_CODES.once, type: 2, discount_amount: 1000, doc: { title: L('首单立减 10 元', '¥10 off, once', '初回 10 元引き', '첫 주문 10위안 할인'), usage_limit: 1 } },
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
