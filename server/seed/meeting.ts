/** The demo meeting, its navigation and categories, and its home-page blocks. */
import type { Tx } from '../db/client'
import { blocks, categories, meetings } from '../db/schema'
import { blockId, categoryId, SEED_IDS } from './ids'
import { DAY, img, L, programme } from './text'

export async function seedMeeting(db: Tx, now: number): Promise<void> {
  const m = SEED_IDS.meeting
  await db.insert(meetings).values([{
    _id: m,
    // Three expo days, 09:00 on the first to 18:00 on the last, Shanghai time (text.ts programme).
    start: programme(now).day(0, '09:00'),
    end: programme(now).day(2, '18:00'),
    is_default: 1,
    domain: 'expo.demo.test',
    doc: {
      title: L('2026 国际创新博览会', 'International Innovation Expo 2026', '国際イノベーション博覧会 2026', '2026 국제 혁신 박람회'),
      timezone: 'Asia/Shanghai',
      cover: img('meeting.svg'),
      place: L('上海国际会展中心', 'Shanghai International Expo Centre', '上海国際展示センター', '상하이 국제 전시 센터'),
      limits: { type: 0, activities: [] },
      allow_guest_view: 1,
      // A new organiser starts by duplicating the demo (modules/organizer/duplicate.ts).
      template: 1,
      appointments: 1,
      old: 0,
      block_draft_version: 3,
      block_release_version: 2,
      wechat_authorize: { authorizer_appid: 'wx-demo-appid' },
      config: {
        theme_color: '#1f6feb',
        follow_theme_color: 1,
        main_button_color: '#1f6feb',
        main_button_theme: 'light',
        border_radius: 'round',
        language: { zh: 1, en: 1, ja: 1, ko: 1 },
        icp: '沪ICP备00000000号-1',
        block_mobile_layout: 'grid9',
        tabbar: 1,
        wx_share_title: L('2026 国际创新博览会', 'Innovation Expo 2026', 'イノベーション博覧会 2026', '혁신 박람회 2026'),
        wx_share_desc: L('与全球创新者相聚上海', 'Meet innovators from around the world in Shanghai', '上海で世界のイノベーターと出会う', '상하이에서 전 세계 혁신가를 만나세요'),
        wx_share_cover: img('share.svg'),
      },
      exhibition: {
        powerby: { hidden: 0, link: 'https://example.com' },
        mail_logo: img('logo-expo.svg'),
        enable_copilot: 1,
        reception_staff_role_1: L('接待人员', 'Reception staff', '受付スタッフ', '안내 직원'),
        reception_staff_role_2: L('志愿者', 'Volunteer', 'ボランティア', '자원봉사자'),
        exhibit_txt: L('我要参展', 'Exhibit with us', '出展する', '전시 참가'),
        exhibition_txt: L('展会', 'Exhibition', '展示会', '전시회'),
        exhibitor_txt: L('展商', 'Exhibitors', '出展者', '전시업체'),
        show_exhibitor: 1,
        invitation_cover: img('invitation.svg'),
        copilot_name: L('会议助手', 'Expo assistant', 'イベントアシスタント', '행사 도우미'),
        copilot_prologue_title: L('你好，我是会议助手', 'Hi, I am the expo assistant', 'こんにちは、イベントアシスタントです', '안녕하세요, 행사 도우미입니다'),
        copilot_prologue_description: L('关于本次展会，问我任何问题', 'Ask me anything about the expo', '展示会について何でも聞いてください', '박람회에 대해 무엇이든 물어보세요'),
        copilot_prologue_questions: [
          L('会议地点在哪里？', 'Where is the event?', '会場はどこですか？', '행사 장소는 어디인가요?'),
          L('有哪些明星嘉宾？', 'Who are the star guests?', 'スターゲストは誰ですか？', '스타 게스트는 누구인가요?'),
          L('如何报名？', 'How do I register?', '登録方法は？', '어떻게 등록하나요?'),
        ],
      },
    },
  }, {
    _id: SEED_IDS.deletedMeeting,
    start: now - 30 * DAY,
    end: now - 28 * DAY,
    deleted: 1,
    doc: { title: L('已删除的会议', 'A deleted meeting', '削除された会議', '삭제된 회의'), config: { language: { zh: 1, en: 1 } } },
  }])

  const nav = [
    ['agenda', L('议程', 'Agenda', 'アジェンダ', '일정'), '/meeting/agenda/schedule'],
    ['live', L('直播', 'Live', 'ライブ', '라이브'), '/meeting/live'],
    ['news', L('新闻', 'News', 'ニュース', '뉴스'), '/meeting/news'],
    ['exhibitor', L('展商', 'Exhibitors', '出展者', '전시업체'), '/exhibit'],
    ['product', L('展品', 'Products', '製品', '제품'), '/exhibit/product/search'],
    ['activity', L('活动', 'Activities', 'アクティビティ', '활동'), '/meeting/activity/list'],
    ['speaker', L('嘉宾', 'Speakers', 'スピーカー', '연사'), '/meeting/speaker/list'],
    ['demand', L('供需', 'Demands', '需要と供給', '수요'), '/demand/list'],
    ['vote', L('投票', 'Vote', '投票', '투표'), `/activity/vote?vote_id=${SEED_IDS.votes.open}`],
    ['exhibition', L('展览', 'Exhibition', '展示会', '전시'), '/exhibition'],
    ['conference', L('会议', 'Conference', 'カンファレンス', '컨퍼런스'), '/conference'],
    ['thread', L('话题', 'Discussion', 'トピック', '토론'), '/meeting/thread/list'],
  ] as const
  const base = SEED_IDS.categories
  const rows: (typeof categories.$inferInsert)[] = nav.map(([key, title, link], i) => ({
    _id: categoryId(base.navigation, i + 1), meeting_id: m, type: 'navigation', weight: 100 - i * 10,
    doc: { title, link, mobile_link: link, cover: img(`nav-${key}.svg`), display: 1, default: i === 0 ? 1 : 0, open_link_in_frame: 0, mobile_open_link_in_frame: 0, raw: 0 },
  }))
  const simple = (type: string, baseId: number, titles: ReturnType<typeof L>[]) => titles.forEach((title, i) => rows.push({
    _id: categoryId(baseId, i + 1), meeting_id: m, type, weight: (titles.length - i) * 10, doc: { title, display: 1 },
  }))
  simple('industry', base.industry, [
    L('人工智能', 'Artificial intelligence', '人工知能', '인공지능'), L('新能源', 'New energy', '新エネルギー', '신에너지'),
    L('生物医药', 'Biomedicine', 'バイオ医薬', '바이오의약'), L('智能制造', 'Smart manufacturing', 'スマート製造', '스마트 제조'),
    L('文化旅游', 'Culture and tourism', '文化観光', '문화관광'),
  ])
  // Exhibitor categories are sectors (the list's tabs, the filter's "Sector"); the hall is the company's own `hall`.
  simple('exhibitor', base.exhibitor, [
    L('机器人与自动化', 'Robotics and automation', 'ロボット・自動化', '로봇·자동화'), L('能源与储能', 'Energy and storage', 'エネルギー・蓄電', '에너지·저장'),
    L('健康科技', 'Health technology', 'ヘルステック', '헬스 테크'),
  ])
  simple('exhibitor_product', base.product, [L('硬件', 'Hardware', 'ハードウェア', '하드웨어'), L('软件', 'Software', 'ソフトウェア', '소프트웨어'), L('服务', 'Services', 'サービス', '서비스')])
  simple('exhibition', base.exhibition, [L('主展区', 'Main exhibition', 'メイン展示', '메인 전시'), L('国际展区', 'International pavilion', '国際パビリオン', '국제관')])
  simple('speaker', base.speaker, [L('主旨演讲', 'Keynote', '基調講演', '기조연설'), L('论坛嘉宾', 'Forum guests', 'フォーラムゲスト', '포럼 게스트')])
  // The demand board's kinds of post (GET /demand/categories): what one offers, what one seeks, partnerships.
  simple('demand', base.demand, [L('供应', 'Supply', '供給', '공급'), L('需求', 'Demand', '需要', '수요'), L('合作', 'Cooperation', '協力', '협력')])
  await db.insert(categories).values(rows)

  const block = (n: number, type: string, weight: number, doc: Record<string, unknown>) => ({ _id: blockId(n), meeting_id: m, type, weight, doc })
  const released = [
    block(1, 'banner', 100, {
      title: L('横幅', 'Banner', 'バナー', '배너'),
      covers: [1, 2, 3].map((n) => ({ _id: blockId(100 + n), img: img(`banner-${n}.svg`), link: n === 1 ? '/meeting/activity/list' : n === 2 ? '/exhibit' : '', show_total: 0 })),
    }),
    block(2, 'navigation', 90, { title: L('导航', 'Navigation', 'ナビゲーション', '내비게이션'), layout: 'grid9', limit: 12 }),
    // Under the phone's first screen: my next item, what is live now and the day's programme.
    block(10, 'for_you', 85, { title: L('为你安排', 'For you', 'あなたの予定', '나의 일정 안내') }),
    block(3, 'news', 80, { title: L('最新资讯', 'Latest news', '最新ニュース', '최신 뉴스'), limit: 4 }),
    block(4, 'lives', 70, { title: L('精彩直播', 'Live streams', 'ライブ配信', '라이브 스트림'), limit: 4 }),
    block(5, 'agendas', 60, { title: L('会议议程', 'Agenda', 'アジェンダ', '일정'), limit: 4 }),
    block(6, 'activities', 50, { title: L('热门活动', 'Activities', 'アクティビティ', '활동'), limit: 6 }),
    block(7, 'exhibitors', 40, { title: L('推荐展商', 'Featured exhibitors', '注目の出展者', '추천 전시업체'), limit: 6 }),
    block(8, 'speakers', 55, { title: L('演讲嘉宾', 'Speakers', '登壇者', '연사'), limit: 4 }),
    block(9, 'rich_text', 30, {
      title: L('参观须知', 'Visitor information', 'ご来場案内', '관람 안내'),
      content: L(
        '<p>展馆每天 <b>9:00–17:30</b> 开放。请携带电子门票二维码入场，现场签到处位于 1 号门。</p>',
        '<p>Halls open daily <b>9:00–17:30</b>. Bring your ticket QR code; check-in desks are at Gate 1.</p>',
        '<p>会場は毎日 <b>9:00–17:30</b> に開館します。チケットの QR コードをご持参ください。受付は 1 番ゲートです。</p>',
        '<p>전시장은 매일 <b>9:00–17:30</b>에 개장합니다. 티켓 QR 코드를 지참해 주세요. 체크인 데스크는 1번 게이트에 있습니다.</p>',
      ),
    }),
  ]
  // The organisers' draft layout (block_draft_version 3, /preview): featured exhibitors move up under the banner with
  // the new hall, the live streams give way to an announcement, and the visitor information gets longer opening hours.
  const draft = released.flatMap((b, i) => {
    if (b.type === 'lives') return []
    const doc: Record<string, unknown> = { ...b.doc, version: 3 }
    if (b.type === 'banner') doc.covers = (b.doc.covers as { _id: string }[]).map((c, n) => ({ ...c, _id: blockId(300 + n + 1), show_total: 0 }))
    if (b.type === 'exhibitors') doc.title = L('新展区 D 馆抢先看', 'First look: the new Hall D', '新設 D 館を先取り', '신설 D관 미리 보기')
    if (b.type === 'rich_text') {
      doc.content = L(
        '<p>展馆每天 <b>9:00–18:00</b> 开放，新增 D 馆（智慧城市）。请携带电子门票二维码入场，现场签到处位于 1 号门和 4 号门。</p>',
        '<p>Halls open daily <b>9:00–18:00</b>, with the new Hall D (smart cities). Bring your ticket QR code; check-in desks are at Gates 1 and 4.</p>',
        '<p>会場は毎日 <b>9:00–18:00</b> に開館し、新たに D 館（スマートシティ）が加わります。チケットの QR コードをご持参ください。受付は 1 番・4 番ゲートです。</p>',
        '<p>전시장은 매일 <b>9:00–18:00</b>에 개장하며 D관(스마트 시티)이 새로 열립니다. 티켓 QR 코드를 지참해 주세요. 체크인 데스크는 1번, 4번 게이트에 있습니다.</p>',
      )
    }
    return [{ ...b, _id: blockId(200 + i + 1), weight: b.type === 'exhibitors' ? 95 : b.weight, doc }]
  })
  draft.push(block(220, 'rich_text', 98, {
    version: 3,
    title: L('展会新动态', 'What is new this year', '今年の新着情報', '올해의 새로운 소식'),
    content: L(
      '<p>本届展会新增 <b>D 馆 · 智慧城市</b>，展出城市交通、能源管理和公共安全方案，并设有每日两场的导览。</p>',
      '<p>This year adds <b>Hall D · Smart cities</b>: urban transport, energy management and public safety, with two guided tours a day.</p>',
      '<p>今回は <b>D 館・スマートシティ</b> が新設され、都市交通、エネルギー管理、公共安全のソリューションを展示します。ガイドツアーは毎日 2 回です。</p>',
      '<p>올해는 <b>D관 · 스마트 시티</b>가 새로 열려 도시 교통, 에너지 관리, 공공 안전 솔루션을 선보이며 매일 두 차례 가이드 투어가 있습니다.</p>',
    ),
  }))
  await db.insert(blocks).values([...released, ...draft])
}
