/**
 * The demo meeting's information pages: documents by category (real files under server/static/docs, written by
 * server/scripts/make-documents.ts), introduction contents, branch venues, the organiser's contacts with the venue
 * plan, the navigation entries that open them, and one application to exhibit (the exhibitor's, under review).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Tx } from '../db/client'
import { categories, exhibitorApplications, meetingContents } from '../db/schema'
import { categoryId, SEED_IDS } from './ids'
import { img, L, programme } from './text'

const DOCS = path.join(__dirname, '..', 'static', 'docs')
const sizeOf = (name: string) => fs.statSync(path.join(DOCS, name)).size

export async function seedMeetingInfo(db: Tx, now: number): Promise<void> {
  const m = SEED_IDS.meeting
  const ids = SEED_IDS.meetingInfo
  const { day } = programme(now)

  // ---- navigation entries (after the nine of meeting.ts) and the document categories ----
  const nav = [
    ['introduction', L('大会介绍', 'About', '概要', '소개'), `/meeting/introduction?content_id=${ids.introductions[0]}`],
    ['doc', L('会议资料', 'Documents', '資料', '자료'), '/meeting/doc'],
    ['branch', L('分会场', 'Sub-venues', '分科会', '분과'), '/meeting/branch'],
    ['contact', L('联系我们', 'Contact us', 'お問い合わせ', '문의'), '/meeting/contact'],
  ] as const
  const rows: (typeof categories.$inferInsert)[] = nav.map(([key, title, link], i) => ({
    _id: categoryId(SEED_IDS.categories.navigation, 40 + i), meeting_id: m, type: 'navigation', weight: 5 - i,
    doc: { title, link, mobile_link: link, cover: img(`nav-${key}.svg`), display: 1, default: 0, open_link_in_frame: 0, mobile_open_link_in_frame: 0, raw: 0 },
  }))
  const docCategories = [
    L('参展指南', 'Exhibitor guides', '出展ガイド', '참가업체 안내'),
    L('参观指南', 'Visitor guides', '来場ガイド', '관람 안내'),
    L('日程与表格', 'Schedules and forms', 'スケジュールと書式', '일정 및 양식'),
  ]
  docCategories.forEach((title, i) => rows.push({
    _id: ids.categories[i], meeting_id: m, type: 'meeting_attachment', weight: (docCategories.length - i) * 10, doc: { title, display: 1 },
  }))
  await db.insert(categories).values(rows)

  // ---- documents ----
  const attachment = (i: number, category: number, file: string, title: ReturnType<typeof L>, daysAgo: number) => ({
    _id: ids.attachments[i], meeting_id: m, kind: 'attachment', category_id: ids.categories[category], weight: 100 - i * 10,
    created: now - daysAgo * 86400,
    doc: { title, url: `/fu/static/docs/${file}`, name: file, size: sizeOf(file) },
  })
  const contents: (typeof meetingContents.$inferInsert)[] = [
    attachment(0, 0, 'exhibitor-manual.pdf', L('参展商手册', 'Exhibitor manual', '出展者マニュアル', '참가업체 매뉴얼'), 20),
    attachment(1, 0, 'hall-plan.png', L('展馆平面图', 'Hall plan', '会場レイアウト図', '전시장 배치도'), 12),
    attachment(2, 1, 'visitor-guide.docx', L('观众参观指南', 'Visitor guide', '来場者ガイド', '관람객 가이드'), 9),
    attachment(3, 2, 'move-in-schedule.xlsx', L('布展时间表', 'Move-in schedule', '搬入スケジュール', '반입 일정표'), 5),
  ]

  // ---- introduction contents ----
  const intro = (i: number, title: ReturnType<typeof L>, content: ReturnType<typeof L>) => ({
    _id: ids.introductions[i], meeting_id: m, kind: 'introduction', weight: 30 - i * 10, doc: { title, content },
  })
  contents.push(
    intro(0, L('大会简介', 'About the expo', '博覧会について', '박람회 소개'), L(
      '<h2>与全球创新者相聚上海</h2><p>2026 国际创新博览会汇聚来自 30 多个国家和地区的 300 家展商，在三大展馆展示人工智能、新能源、生物医药与智能制造的最新成果。</p><p>三天里，主旨演讲、分论坛与一对一洽谈让新想法找到合作伙伴。</p><ul><li>300 家展商，三大展馆</li><li>40 场论坛与活动</li><li>预计观众 50,000 人次</li></ul>',
      '<h2>Meet innovators from around the world in Shanghai</h2><p>The International Innovation Expo 2026 brings 300 exhibitors from more than 30 countries and regions to three halls, showing what is new in artificial intelligence, new energy, biomedicine and smart manufacturing.</p><p>Over three days, keynotes, forums and one-to-one meetings help new ideas find partners.</p><ul><li>300 exhibitors in three halls</li><li>40 forums and events</li><li>50,000 visits expected</li></ul>',
      '<h2>上海で世界のイノベーターと出会う</h2><p>国際イノベーション博覧会 2026 には 30 以上の国と地域から 300 社が出展し、3 つの展示館で人工知能、新エネルギー、バイオ医薬、スマート製造の最新成果を紹介します。</p><p>3 日間の基調講演、分科会、個別商談が新しいアイデアとパートナーを結びます。</p><ul><li>出展者 300 社・展示館 3 館</li><li>フォーラムとイベント 40 件</li><li>来場者 50,000 人を見込む</li></ul>',
      '<h2>상하이에서 전 세계 혁신가를 만나세요</h2><p>2026 국제 혁신 박람회에는 30여 개 국가와 지역의 300개 업체가 참가해 세 개 전시관에서 인공지능, 신에너지, 바이오의약, 스마트 제조의 최신 성과를 선보입니다.</p><p>사흘 동안 기조연설, 분과 포럼, 일대일 상담이 새로운 아이디어와 파트너를 이어 줍니다.</p><ul><li>300개 참가업체, 3개 전시관</li><li>포럼 및 행사 40개</li><li>예상 관람객 50,000명</li></ul>',
    )),
    intro(1, L('主办单位', 'Organisers', '主催者', '주최 기관'), L(
      '<p><strong>主办：</strong>上海国际创新合作促进会</p><p><strong>承办：</strong>上海会展服务有限公司</p><p><strong>支持单位：</strong>长三角科技园区联盟、亚太创新中心网络</p>',
      '<p><strong>Organiser:</strong> Shanghai International Innovation Cooperation Association</p><p><strong>Managed by:</strong> Shanghai Exhibition Services Co., Ltd.</p><p><strong>Supported by:</strong> Yangtze River Delta Science Park Alliance, Asia-Pacific Innovation Centre Network</p>',
      '<p><strong>主催：</strong>上海国際イノベーション協力促進会</p><p><strong>運営：</strong>上海展示会サービス株式会社</p><p><strong>後援：</strong>長江デルタ科学技術パーク連盟、アジア太平洋イノベーションセンターネットワーク</p>',
      '<p><strong>주최:</strong> 상하이 국제 혁신 협력 촉진회</p><p><strong>주관:</strong> 상하이 전시 서비스 유한회사</p><p><strong>후원:</strong> 장강 삼각주 과학기술단지 연맹, 아시아태평양 혁신센터 네트워크</p>',
    )),
    intro(2, L('展品范围', 'What is on show', '出展品目', '전시 품목'), L(
      '<ul><li><strong>A 馆</strong>：人工智能、机器人、工业软件</li><li><strong>B 馆</strong>：光伏、储能、氢能与智能电网</li><li><strong>C 馆</strong>：创新药、医疗器械、生命科学仪器</li></ul>',
      '<ul><li><strong>Hall A</strong>: artificial intelligence, robotics, industrial software</li><li><strong>Hall B</strong>: solar, energy storage, hydrogen and smart grids</li><li><strong>Hall C</strong>: new medicines, medical devices, life-science instruments</li></ul>',
      '<ul><li><strong>A 館</strong>：人工知能、ロボット、産業用ソフトウェア</li><li><strong>B 館</strong>：太陽光、蓄電、水素、スマートグリッド</li><li><strong>C 館</strong>：新薬、医療機器、ライフサイエンス機器</li></ul>',
      '<ul><li><strong>A관</strong>: 인공지능, 로봇, 산업용 소프트웨어</li><li><strong>B관</strong>: 태양광, 에너지 저장, 수소, 스마트 그리드</li><li><strong>C관</strong>: 신약, 의료기기, 생명과학 장비</li></ul>',
    )),
  )

  // ---- branch venues (sub-forums), each with its agenda session ----
  const branch = (i: number, title: ReturnType<typeof L>, place: ReturnType<typeof L>, summary: ReturnType<typeof L>, start: number, hours: number, agendaId?: string) => ({
    _id: ids.branches[i], meeting_id: m, kind: 'branch', weight: 30 - i * 10, start, end: start + hours * 3600,
    doc: { title, place, summary, cover: img(`branch-${i + 1}.svg`), ...(agendaId ? { agenda_id: agendaId } : {}) },
  })
  contents.push(
    branch(0, L('人工智能分论坛', 'AI forum', 'AI 分科会', 'AI 분과 포럼'), L('B 馆论坛厅', 'Hall B forum room', 'B 館フォーラムルーム', 'B관 포럼룸'),
      L('大模型落地与机器人产业化的实践分享。', 'Putting large models and robots to work: lessons from the field.', '大規模モデルとロボットの実用化事例を共有します。', '대규모 모델과 로봇 산업화 실전 사례를 나눕니다.'),
      day(0, '11:00'), 1.5, SEED_IDS.agendas[1]),
    branch(1, L('新能源分论坛', 'New energy forum', '新エネルギー分科会', '신에너지 분과 포럼'), L('B 馆论坛厅', 'Hall B forum room', 'B 館フォーラムルーム', 'B관 포럼룸'),
      L('储能与氢能的商业模式圆桌讨论。', 'A round table on business models for storage and hydrogen.', '蓄電と水素のビジネスモデルを議論する円卓会議。', '에너지 저장과 수소의 비즈니스 모델 원탁 토론.'),
      day(1, '09:00'), 1.5, SEED_IDS.agendas[2]),
    branch(2, L('生物医药分论坛', 'Biomedicine forum', 'バイオ医薬分科会', '바이오의약 분과 포럼'), L('C 馆 302 会议室', 'Hall C, room 302', 'C 館 302 会議室', 'C관 302 회의실'),
      L('创新药出海与临床合作对接。', 'Taking new medicines abroad and finding clinical partners.', '新薬の海外展開と臨床提携のマッチング。', '신약 해외 진출과 임상 협력 매칭.'),
      day(1, '14:00'), 3),
  )

  // ---- contacts by purpose, and the venue with its plan ----
  const contact = (i: number, purpose: ReturnType<typeof L>, doc: Record<string, unknown>) => ({
    _id: ids.contacts[i], meeting_id: m, kind: 'contact', weight: 40 - i * 10, doc: { purpose, ...doc },
  })
  contents.push(
    contact(0, L('参展咨询', 'Exhibiting', '出展に関するお問い合わせ', '참가 문의'), {
      name: L('王女士', 'Ms Wang', '王様', '왕 선생님'), phone: '+86 21 5555 0102', email: 'exhibitors@expo.demo.test',
    }),
    contact(1, L('观众服务', 'Visitor services', '来場者サービス', '관람객 서비스'), {
      name: L('观众服务中心', 'Visitor service centre', '来場者サービスセンター', '관람객 서비스 센터'), phone: '400 820 0101', email: 'visitors@expo.demo.test',
    }),
    contact(2, L('媒体合作', 'Press', 'メディア', '미디어 협력'), {
      name: L('李先生', 'Mr Li', '李様', '이 선생님'), phone: '+86 21 5555 0108', email: 'press@expo.demo.test',
    }),
    contact(3, L('展馆地址', 'Venue', '会場', '행사장'), {
      name: L('上海国际会展中心', 'Shanghai International Expo Centre', '上海国際展示センター', '상하이 국제 전시 센터'),
      address: L('上海市青浦区会展大道 333 号', '333 Expo Avenue, Qingpu District, Shanghai', '上海市青浦区会展大道 333 号', '상하이시 칭푸구 회전대로 333호'),
      directions: L('地铁 2 号线国家会展中心站 1 号口出，步行 5 分钟至 1 号门。', 'Metro line 2 to Expo Centre station, exit 1; Gate 1 is a five-minute walk.', '地下鉄 2 号線「国家会展中心」駅 1 番出口から 1 番ゲートまで徒歩 5 分。', '지하철 2호선 국가회전센터역 1번 출구에서 1번 게이트까지 도보 5분.'),
      map: img('venue-map.svg'),
    }),
  )
  await db.insert(meetingContents).values(contents)

  // The exhibitor's own application, waiting for the organiser (read back on /meeting/apply).
  await db.insert(exhibitorApplications).values({
    _id: ids.application, meeting_id: m, user_id: SEED_IDS.users.exhibitor, status: 0, created: now - 2 * 86400, updated: now - 2 * 86400,
    doc: {
      company: '极光机器人', contact_name: '赵敏', phone: '13800000002', email: 'exhibitor@demo.test',
      category_id: categoryId(SEED_IDS.categories.exhibitor, 1), booth_type: 'standard', booth_area: 18,
      note: '希望靠近 A 馆主通道，便于机器人现场演示。',
    },
  })
}
