/** News, lives in every state, agendas, speakers, enterprises and products, demands, votes, reception. */
import type { Tx } from '../db/client'
import type { AgendaType } from '../../types/entities'
import { agendas, demands, enterprises, liveChats, lives, liveSubtitles, news, schedules, products, receptionGuests, receptionPhases, receptionStaff, speakers, userAgendas, votePlayers, votes } from '../db/schema'
import { categoryId, SEED_IDS } from './ids'
import { COMPANY_NAMES, VOTE_PROJECT_PITCHES, VOTE_PROJECTS, VOTE_TEAMS } from './names'
import { DAY, HOUR, img, L, programme } from './text'
import { PRESS_BRIEFING, PRODUCT_LAUNCH } from './transcripts'

/** Each company's one-line summary on its card (the introduction on its page says more). */
const COMPANY_SUMMARIES = [
  L('服务机器人与巡检机器人，已在 40 多家医院和工厂落地。', 'Service and inspection robots, at work in more than 40 hospitals and factories.', 'サービス・点検ロボット。40 を超える病院と工場で稼働中。', '서비스·점검 로봇. 40여 곳의 병원과 공장에서 가동 중.'),
  L('家庭与工商业储能，从电芯到能量管理一站式提供。', 'Home and commercial energy storage, from cells to energy management.', '家庭用・業務用蓄電システムをセルからエネルギー管理まで。', '가정용·상업용 에너지 저장, 셀부터 에너지 관리까지.'),
  L('分子诊断试剂与海洋来源的生物材料。', 'Molecular diagnostics and biomaterials from the sea.', '分子診断薬と海洋由来のバイオ素材。', '분자 진단 시약과 해양 유래 바이오 소재.'),
  L('面向制造团队的协同设计与仿真云平台。', 'A cloud platform where manufacturing teams design and simulate together.', '製造チームのための協調設計・シミュレーションのクラウド。', '제조 팀을 위한 협업 설계·시뮬레이션 클라우드.'),
  L('精密零部件加工，十五年汽车与医疗器械配套经验。', 'Precision parts for the automotive and medical industries for fifteen years.', '自動車・医療機器向け精密部品を 15 年手がける。', '15년간 자동차·의료기기용 정밀 부품 생산.'),
  L('川西高原与古镇的定制文化旅行。', 'Tailor-made cultural journeys to the western Sichuan plateau and its old towns.', '川西高原と古い町並みを巡るオーダーメイドの文化旅行。', '쓰촨 서부 고원과 옛 마을로 떠나는 맞춤 문화 여행.'),
]

/** The exhibits (title, description), in the order of SEED_IDS.products: by Aurora, Green Power, Coastline, Cloudsail, Aurora, Green Power. */
const PRODUCTS = [
  [L('Nova 导览服务机器人', 'Nova guide robot', 'Nova 案内ロボット', 'Nova 안내 로봇'), L('在展馆、医院和机场为访客引路，支持中英日韩四种语言对话，单次充电工作 12 小时。', 'Guides visitors through halls, hospitals and airports, talks in Chinese, English, Japanese and Korean, and works 12 hours on a charge.', '展示場、病院、空港で来場者を案内。日中英韓の 4 言語で会話し、1 回の充電で 12 時間稼働。', '전시장·병원·공항에서 방문객을 안내하고 한중영일 4개 언어로 대화하며 한 번 충전으로 12시간 작동합니다.')],
  [L('PowerCube 家用储能柜', 'PowerCube home battery', 'PowerCube 家庭用蓄電池', 'PowerCube 가정용 배터리'), L('10 kWh 磷酸铁锂储能，与屋顶光伏联动，停电时 10 毫秒内自动切换。', '10 kWh of LFP storage that works with rooftop solar and takes over within 10 ms of a power cut.', '10 kWh のリン酸鉄リチウム蓄電池。屋根の太陽光と連動し、停電時は 10 ミリ秒で切り替え。', '10 kWh 인산철 배터리로 지붕 태양광과 연동되며 정전 시 10 ms 안에 전환됩니다.')],
  [L('十五分钟核酸快检仪', 'Fifteen-minute PCR analyser', '15 分 PCR 分析装置', '15분 PCR 분석기'), L('桌面大小的分子诊断设备，十五分钟出结果，适合社区诊所与口岸。', 'A desktop molecular diagnostics unit with results in fifteen minutes, for clinics and border posts.', '卓上サイズの分子診断装置。15 分で結果が出て、診療所や空港検疫に。', '탁상형 분자 진단 장비로 15분 만에 결과가 나와 의원과 공항 검역에 알맞습니다.')],
  [L('云帆协同设计平台', 'Cloudsail design cloud', 'Cloudsail 設計クラウド', 'Cloudsail 설계 클라우드'), L('浏览器里打开三维模型，多人同时批注、仿真与出图，数据留在企业自己的云上。', 'Open 3D models in the browser, annotate, simulate and draw together, with the data on your own cloud.', 'ブラウザで 3D モデルを開き、複数人で注釈・シミュレーション・図面作成。データは自社クラウドに。', '브라우저에서 3D 모델을 열어 함께 주석·시뮬레이션·도면 작업을 하고 데이터는 자사 클라우드에 둡니다.')],
  [L('巡检四足机器人 X2', 'X2 inspection quadruped', '点検用四足ロボット X2', '점검용 사족 로봇 X2'), L('爬楼梯、过管廊，夜间自动巡检变电站并回传红外图像。', 'Climbs stairs and walks utility tunnels, inspecting substations at night and sending back thermal images.', '階段や共同溝を進み、夜間に変電所を自動点検して赤外線画像を送信。', '계단과 공동구를 오르내리며 야간에 변전소를 자동 점검하고 열화상 이미지를 보냅니다.')],
  [L('S5 光伏逆变器', 'S5 solar inverter', 'S5 ソーラーインバーター', 'S5 태양광 인버터'), L('98.6 % 转换效率，无风扇静音设计，手机即可查看发电量。', '98.6 % efficient, silent without a fan, with the yield on your phone.', '変換効率 98.6 %、ファンレスで静音、発電量はスマホで確認。', '변환 효율 98.6 %, 팬 없는 무소음 설계, 발전량은 휴대폰으로 확인합니다.')],
] as const

export async function seedContent(db: Tx, now: number): Promise<void> {
  const m = SEED_IDS.meeting
  /** The expo's news: a summary and an article (organiser HTML, sanitised by the client) in each language. */
  const STORIES: { title: ReturnType<typeof L>; summary: ReturnType<typeof L>; body: ReturnType<typeof L> }[] = [
    {
      title: L('博览会将于下周开幕', 'The expo opens next week', '博覧会は来週開幕', '박람회 다음 주 개막'),
      summary: L('三大展馆、四天议程与 300 家展商：开幕前您需要知道的一切。', 'Three halls, four days of sessions and 300 exhibitors: what to know before the doors open.', '3 つのホール、4 日間のプログラム、300 社の出展者。開幕前に知っておきたいこと。', '3개 전시관, 4일간의 세션, 300개 전시업체: 개막 전에 알아둘 모든 것.'),
      body: L(
        '<p>2026 国际创新博览会将于下周在上海国际博览中心开幕。A 馆聚焦人工智能与机器人，B 馆展示新能源与储能，C 馆汇集生命科学与医疗器械。</p><p>观众可凭电子门票二维码从 1 号门入场，每天 9:00 开馆。建议提前在“我的门票”中确认参会信息，并预约感兴趣的展商洽谈。</p>',
        '<p>The International Innovation Expo 2026 opens next week at the Shanghai International Expo Centre. Hall A covers artificial intelligence and robotics, Hall B new energy and storage, Hall C life sciences and medical devices.</p><p>Visitors enter through Gate 1 with the QR code of their e-ticket; the halls open at 9:00 every day. Check your details under My tickets and book meetings with the exhibitors you want to see.</p>',
        '<p>2026 国際イノベーション博覧会は来週、上海国際博覧センターで開幕します。A 館は AI とロボット、B 館は新エネルギーと蓄電、C 館はライフサイエンスと医療機器です。</p><p>来場者は電子チケットの QR コードで 1 番ゲートから入場できます。毎日 9:00 開館です。「マイチケット」で情報を確認し、出展者との商談を予約しておきましょう。</p>',
        '<p>2026 국제 혁신 박람회가 다음 주 상하이 국제 박람 센터에서 개막합니다. A관은 인공지능과 로봇, B관은 신에너지와 저장, C관은 생명과학과 의료기기를 다룹니다.</p><p>관람객은 전자 티켓의 QR 코드로 1번 게이트에서 입장하며, 매일 9시에 개관합니다. "내 티켓"에서 정보를 확인하고 관심 있는 전시업체와 상담을 예약하세요.</p>',
      ),
    },
    {
      title: L('300 家展商确认参展', '300 exhibitors confirmed', '出展者 300 社が決定', '300개 전시업체 확정'),
      summary: L('来自 18 个国家和地区的企业将带来逾千件新品，其中 120 件为全球首发。', 'Companies from 18 countries and regions bring more than a thousand new products, 120 of them world premieres.', '18 の国と地域の企業が 1,000 点以上の新製品を出展し、うち 120 点が世界初公開です。', '18개 국가와 지역의 기업이 1,000여 개 신제품을 선보이며, 그중 120개는 세계 최초 공개입니다.'),
      body: L(
        '<p>本届博览会已确认 300 家展商，覆盖智能制造、绿色能源与健康三大主题。极光机器人将发布新一代协作机械臂，绿能科技带来户用储能系统。</p><p>展商名录已在“展商”页面上线，可按展区、行业和标签筛选，并一键预约洽谈。</p>',
        '<p>300 exhibitors have confirmed for this year\'s expo, across smart manufacturing, green energy and health. Aurora Robotics will launch its next collaborative arm; Green Power Tech brings a home energy-storage system.</p><p>The exhibitor directory is online under Exhibitors: filter by zone, industry and tag, and book a meeting in one tap.</p>',
        '<p>今回は 300 社の出展が決まりました。スマート製造、グリーンエネルギー、ヘルスの 3 分野です。オーロラロボティクスは次世代協働ロボットアームを、グリーンパワーは家庭用蓄電システムを発表します。</p><p>出展者一覧は「出展者」ページで公開中。ゾーン、業種、タグで絞り込み、商談をワンタップで予約できます。</p>',
        '<p>올해 박람회에는 스마트 제조, 그린 에너지, 헬스 분야의 300개 전시업체가 참가를 확정했습니다. 오로라 로보틱스는 차세대 협동 로봇 팔을, 그린파워 테크는 가정용 에너지 저장 시스템을 선보입니다.</p><p>전시업체 목록은 "전시업체" 페이지에 공개되어 있으며, 구역·업종·태그로 찾고 한 번에 상담을 예약할 수 있습니다.</p>',
      ),
    },
    {
      title: L('主旨演讲嘉宾公布', 'Keynote speakers announced', '基調講演者を発表', '기조연설자 발표'),
      summary: L('四位来自产业与学界的嘉宾将在开幕日的全球创新峰会上演讲。', 'Four speakers from industry and research take the stage at the Global Innovation Summit on opening day.', '開幕日のグローバル・イノベーション・サミットで、産業界と学界の 4 名が登壇します。', '개막일 글로벌 혁신 서밋에서 산업계와 학계의 연사 4명이 무대에 오릅니다.'),
      body: L(
        '<p>开幕日上午的全球创新峰会将由四位主旨演讲嘉宾带来分享，主题涵盖具身智能、电网数字化与精准医疗。</p><p>峰会设标准票、VIP 票与学生免费票，名额有限，请在活动页面尽早报名；无法到场的观众可在“直播”观看。</p>',
        '<p>Four keynote speakers open the Global Innovation Summit on the morning of day one, on embodied AI, the digital grid and precision medicine.</p><p>The summit offers standard, VIP and free student tickets; places are limited, so register early on the activity page. If you cannot come, watch it under Live.</p>',
        '<p>初日午前のグローバル・イノベーション・サミットでは、4 名の基調講演者が身体性 AI、電力網のデジタル化、精密医療について語ります。</p><p>スタンダード、VIP、学生無料の各チケットがあります。定員に限りがあるため、お早めにアクティビティページからお申し込みください。来場できない方は「ライブ」でご覧いただけます。</p>',
        '<p>첫날 오전 글로벌 혁신 서밋에서는 기조연설자 4명이 체화 AI, 전력망 디지털화, 정밀 의료를 이야기합니다.</p><p>서밋에는 스탠다드, VIP, 학생 무료 티켓이 있으며 자리가 한정되어 있으니 활동 페이지에서 일찍 신청하세요. 현장에 오지 못하면 "라이브"에서 시청할 수 있습니다.</p>',
      ),
    },
  ]
  const withdrawn = { title: L('已撤回的新闻', 'A withdrawn story', '取り下げられた記事', '철회된 기사'), summary: STORIES[0].summary, body: STORIES[0].body }
  const newsItem = (i: number, story: (typeof STORIES)[number], deleted = 0) => ({
    _id: SEED_IDS.news[i], meeting: m, weight: 10 - i, deleted, created: now - (i + 1) * DAY,
    doc: {
      title: story.title, cover: img(`news-${(i % 3) + 1}.svg`), summary: story.summary,
      content: story.body,
    },
  })
  await db.insert(news).values([...STORIES.map((story, i) => newsItem(i, story)), newsItem(3, withdrawn, 1)])

  const l = SEED_IDS.lives
  // The demo programme every seeded live plays (server/seed/make-stream.sh made it; H.264 + AAC, 24 s).
  const DEMO_STREAM = '/fu/static/media/demo-live/index.m3u8'
  const DEMO_REPLAY = '/fu/static/media/demo-replay.mp4'
  const live = (_id: string, title: ReturnType<typeof L>, start: number, end: number, extra: Partial<typeof lives.$inferInsert> = {}, doc: Record<string, unknown> = {}) => ({
    _id, meeting_id: m, start, end, ...extra,
    doc: { title, cover: img(`live-${(Number.parseInt(_id.slice(-2), 16) % 3) + 1}.svg`), hls_url: DEMO_STREAM, activities: [], subtitles: 1, ...doc },
  })
  // Running lives started on the half hour; the others on the expo's programme clock (text.ts).
  const { day, floorHalfHour, nextHour } = programme(now)
  const startedAt = floorHalfHour(now) - HOUR
  await db.insert(lives).values([
    live(l.countdown, L('开幕式直播', 'Opening ceremony, live', '開会式ライブ', '개막식 생중계'), nextHour(now) + 3 * HOUR, nextHour(now) + 5 * HOUR, { weight: 70 }),
    live(l.live, L('主论坛：人工智能的下一个十年', 'Main forum: the next decade of AI', 'メインフォーラム：AI の次の 10 年', '메인 포럼: AI의 다음 10년'), startedAt, startedAt + 4 * HOUR, { weight: 60 }),
    live(l.paused, L('分论坛：新能源与储能', 'Breakout: clean energy and storage', '分科会：新エネルギーと蓄電', '분과: 청정에너지와 저장'), startedAt, startedAt + 4 * HOUR, { weight: 50, paused: 1 }),
    live(l.over, L('开幕前媒体见面会', 'Pre-expo press briefing', 'プレス向け事前説明会', '사전 언론 브리핑'), day(-10, '10:00'), day(-10, '12:00'), { weight: 40 }),
    live(l.replay, L('新品发布会', 'Product launch', '新製品発表会', '신제품 발표회'), day(-9, '14:00'), day(-9, '15:00'), { weight: 30 }, { replay_url: DEMO_REPLAY }),
    live(l.private, L('投资人闭门简报', 'Investor briefing', '投資家向けブリーフィング', '투자자 브리핑'), startedAt, startedAt + 4 * HOUR, { weight: 20, privacy: 1 }, { activities: [SEED_IDS.activities.private] }),
    live(l.hidden, L('技术彩排', 'Technical rehearsal', '技術リハーサル', '기술 리허설'), startedAt, startedAt + 2 * HOUR, { weight: 5, enable_show: 0 }),
    live(l.paid, L('产品设计大师课直播', 'Product design masterclass, live', 'プロダクトデザイン・マスタークラス配信', '제품 디자인 마스터클래스 생중계'), nextHour(now) + DAY, nextHour(now) + DAY + 2 * HOUR, { weight: 10, price: 1990 }),
  ])

  const lines = [
    L('大家好，欢迎来到主论坛。', 'Hello everyone, welcome to the main forum.', '皆さん、メインフォーラムへようこそ。', '여러분, 메인 포럼에 오신 것을 환영합니다.'),
    L('今天我们讨论人工智能。', 'Today we talk about AI.', '今日は AI について話します。', '오늘은 AI에 대해 이야기합니다.'),
    L('请提出您的问题。', 'Please send your questions.', '質問をお寄せください。', '질문을 보내 주세요.'),
  ]
  // The opening lines of the running lives (the demo stream is 24 s long: a line every 8 s), in the four languages.
  await db.insert(liveSubtitles).values([l.live, l.private].flatMap((liveId, k) => lines.map((text, i) => ({
    _id: `66f${k + 1}${(i + 1).toString(16).padStart(20, '0')}`, live_id: liveId, offset: i * 8, end_offset: i * 8 + 7, language: 'zh', source: 'seed', doc: { text },
  }))))
  // The ended lives' transcripts (seed/transcripts.ts): their minutes are written from these.
  await db.insert(liveSubtitles).values([[l.over, PRESS_BRIEFING], [l.replay, PRODUCT_LAUNCH]].flatMap(([liveId, transcript], k) =>
    (transcript as typeof PRESS_BRIEFING).map(([offset, end, text], i) => ({
      _id: `66f${k + 4}${(i + 1).toString(16).padStart(20, '0')}`, live_id: liveId as string, offset, end_offset: end, language: 'zh', source: 'seed', doc: { text },
    }))))
  await db.insert(liveChats).values(['Great talk!', '太棒了', 'Where are the slides?'].map((content, i) => ({
    _id: `66f9${(i + 1).toString(16).padStart(20, '0')}`, live_id: l.live, user_id: SEED_IDS.users.friend, content, created: now - 30 * 60 + i * 60,
  })))

  const sp = SEED_IDS.speakers
  /** A speaker's bio: organiser HTML in each language (the client sanitises it). */
  const bio = (name: ReturnType<typeof L>, field: ReturnType<typeof L>, years: number) => L(
    `<p><strong>${name.zh}</strong>在${field.zh}领域深耕 ${years} 年，曾主导多个国际合作项目。</p><ul><li>多项行业奖项得主</li><li>本届博览会演讲嘉宾</li></ul>`,
    `<p><strong>${name.en}</strong> has worked in ${field.en} for ${years} years and led several international projects.</p><ul><li>Winner of industry awards</li><li>Speaker at this year's expo</li></ul>`,
    `<p><strong>${name.ja}</strong>は${field.ja}の分野で ${years} 年の経験を持ち、数々の国際プロジェクトを率いてきました。</p><ul><li>業界賞を多数受賞</li><li>今回の博覧会の登壇者</li></ul>`,
    `<p><strong>${name.ko}</strong>는 ${field.ko} 분야에서 ${years}년간 활동하며 여러 국제 프로젝트를 이끌었습니다.</p><ul><li>다수의 업계 수상</li><li>올해 박람회 연사</li></ul>`,
  )
  const speaker = (i: number, name: ReturnType<typeof L>, title: ReturnType<typeof L>, company: ReturnType<typeof L>, field: ReturnType<typeof L>, category: number) => ({
    _id: sp[i], meeting_id: m, weight: 40 - i * 10,
    doc: { name, work_title: title, company, photo: img(`speaker-${i + 1}.svg`), category_id: categoryId(SEED_IDS.categories.speaker, category), description: bio(name, field, 10 + i * 3), ...(i === 0 ? { user_id: SEED_IDS.users.speaker } : {}) },
  })
  await db.insert(speakers).values([
    speaker(0, L('张伟', 'Zhang Wei', '張偉', '장웨이'), L('首席科学家', 'Chief scientist', '主任研究員', '수석 과학자'), L('极光机器人', 'Aurora Robotics', 'オーロラロボティクス', '오로라 로보틱스'), L('人工智能', 'artificial intelligence', '人工知能', '인공지능'), 1),
    speaker(1, L('艾米莉·卡特', 'Emily Carter', 'エミリー・カーター', '에밀리 카터'), L('首席执行官', 'CEO', '最高経営責任者', '최고경영자'), L('绿能科技', 'Green Power Tech', 'グリーンパワー', '그린파워 테크'), L('新能源', 'clean energy', 'クリーンエネルギー', '청정에너지'), 1),
    speaker(2, L('田中健', 'Ken Tanaka', '田中健', '다나카 켄'), L('研究主管', 'Head of research', '研究責任者', '연구 책임자'), L('海岸生物', 'Coastline Bio', 'コーストラインバイオ', '코스트라인 바이오'), L('生物科技', 'biotechnology', 'バイオテクノロジー', '바이오 기술'), 2),
    speaker(3, L('朴智恩', 'Park Ji-eun', 'パク・ジウン', '박지은'), L('设计总监', 'Design director', 'デザインディレクター', '디자인 디렉터'), L('云帆软件', 'Cloudsail Software', 'クラウドセイル', '클라우드세일'), L('产品设计', 'product design', 'プロダクトデザイン', '제품 디자인'), 2),
  ])

  const ag = SEED_IDS.agendas
  const mainHall = L('主会场', 'Main hall', 'メインホール', '메인 홀')
  const forumRoom = L('B 馆论坛厅', 'Hall B forum room', 'B 館フォーラムルーム', 'B관 포럼룸')
  /** A session's description: organiser HTML in each language (the client sanitises it). */
  const about = (title: ReturnType<typeof L>) => L(
    `<p>${title.zh}：聚焦行业前沿趋势，嘉宾分享实践经验并现场答疑。</p><ul><li>主题分享</li><li>互动问答</li></ul>`,
    `<p>${title.en}: the trends shaping the industry, with speakers sharing what they learned and taking questions.</p><ul><li>Talks</li><li>Live Q&amp;A</li></ul>`,
    `<p>${title.ja}：業界の最新動向に焦点を当て、登壇者が実践経験を共有し質問に答えます。</p><ul><li>講演</li><li>質疑応答</li></ul>`,
    `<p>${title.ko}: 업계 최신 동향을 살펴보고 연사가 경험을 나누며 질문에 답합니다.</p><ul><li>주제 발표</li><li>질의응답</li></ul>`,
  )
  const tracks = {
    general: L('大会', 'Plenary', '全体会議', '전체 세션'),
    ai: L('人工智能', 'AI', 'AI', 'AI'),
    energy: L('新能源', 'New energy', '新エネルギー', '신에너지'),
    design: L('产品设计', 'Product design', 'プロダクトデザイン', '제품 디자인'),
  }
  const meetupZone = L('C 馆交流区', 'Hall C meetup zone', 'C 館交流エリア', 'C관 교류존')
  type Session = { track: ReturnType<typeof L>; type: AgendaType; languages: string[]; place?: ReturnType<typeof L>; minutes?: number; speakers?: string[] }
  const agenda = (i: number, title: ReturnType<typeof L>, start: number, livesOf: string[], activitiesOf: string[], session: Session) => ({
    _id: ag[i], meeting_id: m, start, end: start + (session.minutes ?? 90) * 60, weight: 40 - i * 10,
    doc: {
      title, cover: img('agenda.svg'), place: session.place ?? mainHall, track: session.track, type: session.type, languages: session.languages,
      description: about(title), speakers: session.speakers ?? [sp[i % 4], sp[(i + 1) % 4]], lives: livesOf, activities: activitiesOf,
    },
  })
  // The programme opens at 09:00 Shanghai time a week from now, as a real one would (not at the seeding minute), with
  // parallel rooms: the forum room's workshop runs beside the keynote (the demo visitor saved both: a clash).
  const day1 = day(0, '09:00')
  await db.insert(agendas).values([
    agenda(0, L('开幕主旨演讲', 'Opening keynote', '開会基調講演', '개막 기조연설'), day1, [l.live, l.countdown, l.hidden], [SEED_IDS.activities.openFree], { track: tracks.general, type: 'keynote', languages: ['zh', 'en'] }),
    agenda(1, L('人工智能论坛', 'AI forum', 'AI フォーラム', 'AI 포럼'), day1 + 2 * HOUR, [l.replay], [SEED_IDS.activities.openPaid], { track: tracks.ai, type: 'talk', languages: ['zh'], place: forumRoom }),
    agenda(2, L('新能源圆桌', 'New energy round table', '新エネルギー円卓会議', '신에너지 원탁회의'), day1 + DAY, [l.private], [], { track: tracks.energy, type: 'panel', languages: ['zh', 'en'], place: forumRoom }),
    agenda(3, L('闭幕致辞', 'Closing remarks', '閉会挨拶', '폐막사'), day1 + 2 * DAY, [], [], { track: tracks.general, type: 'ceremony', languages: ['zh'] }),
    agenda(4, L('机器人动手工作坊', 'Hands-on robotics workshop', 'ロボティクス体験ワークショップ', '로봇 실습 워크숍'), day1 + HOUR / 2, [], [], { track: tracks.ai, type: 'workshop', languages: ['en'], place: forumRoom, minutes: 60, speakers: [sp[2]] }),
    agenda(5, L('设计师交流会', 'Designers\' meetup', 'デザイナー交流会', '디자이너 교류회'), day1 + 5 * HOUR, [], [], { track: tracks.design, type: 'networking', languages: ['zh', 'en', 'ja', 'ko'], place: meetupZone, minutes: 60, speakers: [sp[3]] }),
    agenda(6, L('储能技术分享', 'Energy storage talk', '蓄電技術セッション', '에너지 저장 기술 세션'), day1 + DAY + 3 * HOUR, [], [], { track: tracks.energy, type: 'talk', languages: ['ko', 'en'], place: mainHall, minutes: 45, speakers: [sp[1]] }),
  ])
  // The demo visitor's own schedule (/my/schedules): sessions added on two days.
  await db.insert(userAgendas).values([0, 1, 2, 4].map(i => ({ user_id: SEED_IDS.users.visitor, agenda_id: ag[i], meeting_id: m })))

  /** The company page's introduction: organiser HTML in each language (the client sanitises it). */
  const companyIntroduction = (zh: string, e: string, ja: string, ko: string) => L(
    `<p><strong>${zh}</strong>专注于行业创新，产品远销 30 多个国家和地区。</p><ul><li>十余年研发经验</li><li>展位现场演示新品</li></ul>`,
    `<p><strong>${e}</strong> builds what its industry needs next and sells in more than 30 countries.</p><ul><li>Over ten years of research</li><li>Live demos at the booth</li></ul>`,
    `<p><strong>${ja}</strong>は業界の革新に取り組み、30 以上の国と地域で販売しています。</p><ul><li>10 年以上の研究開発</li><li>ブースで新製品を実演</li></ul>`,
    `<p><strong>${ko}</strong>는 업계 혁신에 집중하며 30여 개 국가와 지역에 판매합니다.</p><ul><li>10년 이상의 연구 개발</li><li>부스에서 신제품 시연</li></ul>`,
  )
  const companies = COMPANY_NAMES
  const en = SEED_IDS.enterprises
  /** The business contact visitors call or e-mail from the company page (the first four companies give one). */
  const contacts = [
    { name: '陈敏', phone: '13916880101', email: 'sales@aurora-robotics.example' },
    { name: 'Lena Park', phone: '13816880202', email: 'partners@greenpower.example' },
    { name: '林晓雨', phone: '13716880303', email: 'bd@coastline-bio.example' },
    { name: 'Tanaka Ken', phone: '', email: 'hello@cloudsail.example' },
  ]
  // The exhibitor filter's halls (by the booth's letter) and company tags.
  const halls = [
    { key: 'A', title: L('A 馆 · 智能制造', 'Hall A · Smart manufacturing', 'A 館・スマート製造', 'A관 · 스마트 제조') },
    { key: 'B', title: L('B 馆 · 绿色能源', 'Hall B · Green energy', 'B 館・グリーンエネルギー', 'B관 · 그린 에너지') },
    { key: 'C', title: L('C 馆 · 健康与生活', 'Hall C · Health and living', 'C 館・ヘルスとライフ', 'C관 · 건강과 생활') },
  ]
  const tag = {
    launch: { key: 'new-launch', title: L('新品首发', 'New launch', '新製品発表', '신제품 출시') },
    agents: { key: 'seeking-distributors', title: L('招募代理', 'Seeking distributors', '代理店募集', '대리점 모집') },
    onsite: { key: 'meetings-on-site', title: L('可预约洽谈', 'Meetings on site', '商談予約可', '현장 상담 가능') },
  }
  const companyTags = [[tag.launch, tag.onsite], [tag.agents], [tag.launch, tag.agents], [tag.onsite], [tag.launch], [tag.agents]]
  await db.insert(enterprises).values(companies.map(([zh, e, ja, ko], i) => ({
    _id: en[i], meeting_id: m, weight: 100 - i * 10, recommend: i < 4 ? 1 : 0, status: i === 5 ? 0 : 1,
    category_id: categoryId(SEED_IDS.categories.exhibitor, (i % 3) + 1),
    user_id: i === 0 ? SEED_IDS.users.exhibitor : null,
    created: now - (10 - i) * DAY,
    doc: {
      /** Appointments the seller accepts per day (booking full beyond it). */
      appointment_max: i === 0 ? 3 : 10,
      /** Exhibitors bind their account with this code (PUT /enterprises/{id}); never sent to clients. */
      bind_code: `BIND-${e.split(' ')[0].toUpperCase()}`,
      meeting: [m], position: `${'ABC'[i % 3]}${100 + i}`,
      exhibitor: { company: { title: L(zh, e, ja, ko), logo: img(`logo-${i + 1}.svg`) }, booth: `${'ABC'[i % 3]}${100 + i}` },
      hall: halls[i % 3], tags: companyTags[i],
      industries: [categoryId(SEED_IDS.categories.industry, (i % 5) + 1)],
      description: COMPANY_SUMMARIES[i],
      cover: img(`booth-${(i % 3) + 1}.svg`),
      introduction: companyIntroduction(zh, e, ja, ko),
      ...(contacts[i] ? { contact: contacts[i] } : {}),
    },
  })))

  // Aurora's appointment slots on each of the three expo days: 10:00, 11:00, 14:00, 15:00 (30 minutes, Shanghai time),
  // at its booth. A slot holds no capacity (the schema has none): the screen shows the requests already made instead.
  const shanghaiDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
  const slotTimes = [0, 1, 2].flatMap(n => ['10:00', '11:00', '14:00', '15:00'].map(time => day(n, time)))
  await db.insert(schedules).values(slotTimes.map((start, i) => ({
    _id: SEED_IDS.schedules[i], meeting_id: m, enterprise_id: en[0], start, end: start + 1800,
    doc: { date: shanghaiDate.format(new Date(start * 1000)), place: 'A100' },
  })))

  const pr = SEED_IDS.products
  await db.insert(products).values(pr.map((_id, i) => ({
    _id, meeting_id: m, enterprise_id: en[i % 4], weight: 60 - i * 10, category_id: categoryId(SEED_IDS.categories.product, (i % 3) + 1),
    doc: {
      title: PRODUCTS[i][0],
      images: [img(`product-${(i % 3) + 1}.svg`)],
      description: PRODUCTS[i][1],
    },
  })))

  const u = SEED_IDS.users
  await db.insert(demands).values([
    { _id: SEED_IDS.demands[0], meeting_id: m, user_id: u.visitor, created: now - DAY, doc: { title: '寻找工业机器人集成商', description: '我们需要一家能在华东地区提供机器人集成服务的合作伙伴。', images: [img('demand-1.svg')], industry: categoryId(SEED_IDS.categories.industry, 4), category: categoryId(SEED_IDS.categories.demand, 2), area: 'Shanghai', show_contact: 1 } },
    { _id: SEED_IDS.demands[1], meeting_id: m, user_id: u.exhibitor, created: now - 2 * DAY, doc: { title: 'Looking for distributors in Korea', description: 'Aurora Robotics seeks distribution partners for service robots.', images: [], industry: categoryId(SEED_IDS.categories.industry, 1), category: categoryId(SEED_IDS.categories.demand, 3), area: 'South Korea', show_contact: 0 } },
    { _id: SEED_IDS.demands[2], meeting_id: m, user_id: u.friend, status: 'closed', created: now - 5 * DAY, doc: { title: 'Solar panel supplier wanted', description: 'Closed: we found a supplier, thank you.', images: [], industry: categoryId(SEED_IDS.categories.industry, 2), category: categoryId(SEED_IDS.categories.demand, 2), area: 'Japan', show_contact: 1 } },
  ])

  await db.insert(votes).values([
    { _id: SEED_IDS.votes.open, meeting_id: m, end: now + 5 * DAY, per_person_limit: 5, per_day_limit: 3, doc: {
      title: L('最佳创新奖投票', 'Best innovation award', 'ベストイノベーション賞', '최우수 혁신상'), cover: img('vote.svg'), start: now - 2 * DAY,
      rules: L(
        '<p>每人每天可投 <strong>3</strong> 票，共 <strong>5</strong> 票，可重复投给同一候选。</p><p>投票截止后公布结果。</p>',
        '<p>Each person has <strong>3</strong> votes a day and <strong>5</strong> in all, and may give several to one candidate.</p><p>Results are announced after voting closes.</p>',
        '<p>1 人 1 日 <strong>3</strong> 票、合計 <strong>5</strong> 票まで投票でき、同じ候補に複数票を投じられます。</p><p>投票終了後に結果を発表します。</p>',
        '<p>1인당 하루 <strong>3</strong>표, 총 <strong>5</strong>표까지 투표할 수 있으며 같은 후보에게 여러 표를 줄 수 있습니다.</p><p>투표 마감 후 결과를 발표합니다.</p>',
      ),
    } },
    { _id: SEED_IDS.votes.small, meeting_id: m, end: now + 5 * DAY, per_person_limit: 2, per_day_limit: 0, doc: { title: L('人气奖', 'Audience award', '観客賞', '관객상'), cover: img('vote.svg') } },
    { _id: SEED_IDS.votes.ended, meeting_id: m, end: now - DAY, per_person_limit: 1, per_day_limit: 1, doc: { title: L('已结束的投票', 'A finished vote', '終了した投票', '종료된 투표'), cover: img('vote.svg') } },
  ])
  await db.insert(votePlayers).values(SEED_IDS.players.map((_id, i) => ({
    _id, vote_id: SEED_IDS.votes.open, weight: 40 - i * 10, count: [12, 8, 5, 0][i],
    doc: { name: L(...VOTE_PROJECTS[i]), img: img(`player-${i + 1}.svg`), description: L(...VOTE_PROJECT_PITCHES[i]),
      number: String(i + 1).padStart(3, '0'), photos: [img(`player-${i + 1}.svg`), img(`player-${((i + 1) % 4) + 1}.svg`)] },
  })))

  await db.insert(votePlayers).values(SEED_IDS.smallPlayers.map((_id, i) => ({
    _id, vote_id: SEED_IDS.votes.small, weight: 20 - i * 10, count: 0,
    doc: { name: L(...VOTE_TEAMS[i]), img: img(`player-${i + 1}.svg`) },
  })))

  await db.insert(receptionPhases).values([
    { _id: SEED_IDS.phases[0], meeting_id: m, weight: 30, doc: { title: L('接机', 'Airport pick-up', '空港出迎え', '공항 픽업') } },
    { _id: SEED_IDS.phases[1], meeting_id: m, weight: 20, doc: { title: L('酒店入住', 'Hotel check-in', 'ホテルチェックイン', '호텔 체크인') } },
    { _id: SEED_IDS.phases[2], meeting_id: m, weight: 10, doc: { title: L('会场签到', 'Venue sign-in', '会場受付', '행사장 등록') } },
  ])
  await db.insert(receptionGuests).values([
    { _id: SEED_IDS.guests[0], meeting_id: m, phone: '13800000001', email: 'visitor@demo.test', query_code: 'GUEST001', doc: { name: 'Li Wei', avatar: img('avatar-1.svg'), title: 'Product manager', description: 'Arrives by train' } },
    { _id: SEED_IDS.guests[1], meeting_id: m, phone: '13900000011', email: 'guest2@demo.test', query_code: 'GUEST002', doc: { name: 'Anna Schmidt', avatar: img('avatar-2.svg'), title: 'Investor' } },
    { _id: SEED_IDS.guests[2], meeting_id: m, phone: '13900000012', email: null, query_code: 'GUEST003', doc: { name: 'Yuki Mori', title: 'Journalist' } },
  ])
  // Staff rights are per meeting: Wang Fang receives guests here only; the organiser here and at the members' meeting.
  await db.insert(receptionStaff).values([
    { meeting_id: m, user_id: SEED_IDS.users.reception, role: 1 },
    { meeting_id: m, user_id: SEED_IDS.users.organizer, role: 1 },
  ])
}
