/**
 * The Sichuan intangible cultural heritage festival (/sichuan-culture): a second, themed meeting running now (from two
 * days ago to four days ahead, Shanghai time) with its heritage items by category, performances (activities, bookable),
 * technology and exhibition halls, the venue plan's points, rebuilt-heritage projects and its venue and web lives.
 * Nothing here touches the demo meeting's rows: every row belongs to the festival meeting.
 */
import type { Tx } from '../db/client'
import { activities, categories, festivalItems, lives, meetings } from '../db/schema'
import { categoryId, SEED_IDS } from './ids'
import { HOUR, img, L, programme } from './text'

type Text = ReturnType<typeof L>

export async function seedFestival(db: Tx, now: number): Promise<void> {
  const f = SEED_IDS.festival
  const m = f.meeting
  // Day 0 is today in Shanghai: the festival opened two days ago and closes in four.
  const { day: expoDay, floorHalfHour, nextHour } = programme(now)
  const day = (n: number, time: string) => expoDay(n - 7, time)

  await db.insert(meetings).values({
    _id: m,
    start: day(-2, '09:00'),
    end: day(4, '21:00'),
    doc: {
      title: L('第九届四川非物质文化遗产节', '9th Sichuan Intangible Cultural Heritage Festival', '第9回四川無形文化遺産フェスティバル', '제9회 쓰촨 무형문화유산 축제'),
      timezone: 'Asia/Shanghai',
      cover: img('sc-festival.svg'),
      place: L('成都非物质文化遗产博览园', 'Chengdu Intangible Heritage Park', '成都無形文化遺産博覧園', '청두 무형문화유산 박람원'),
      limits: { type: 0, activities: [] },
      allow_guest_view: 1,
      old: 0,
      festival: 'sichuan-culture',
      festival_slogan: L('千年巴蜀 · 匠心传承', 'Three thousand years of Bashu craft, handed on', '千年の巴蜀、匠の心を継ぐ', '천년 파촉, 장인의 마음을 잇다'),
      festival_intro: L(
        '七天、十二项国家级与省级非遗、九场演出：在成都非遗博览园看蜀绣针法、川剧变脸与自贡彩灯，预约演出，收藏你喜爱的非遗项目。',
        'Seven days, twelve national and provincial heritage items and nine performances: watch Shu embroidery, Sichuan opera face-changing and Zigong lanterns at the Chengdu Intangible Heritage Park, book a show and collect the items you love.',
        '7日間、国家級・省級の無形文化遺産12件と9つの公演。成都無形文化遺産博覧園で蜀繍の針法、川劇の変面、自貢の彩灯に触れ、公演を予約し、好きな項目をコレクションしましょう。',
        '7일 동안 국가급·성급 무형문화유산 12종과 공연 9편. 청두 무형문화유산 박람원에서 촉수 자수, 천극 변검, 쯔궁 등불을 만나고 공연을 예약하고 좋아하는 항목을 모아 보세요.',
      ),
      // The venue plan the map draws its points on (x to the right, y down).
      festival_map: { width: 1000, height: 640 },
      config: {
        theme_color: '#a8232c',
        follow_theme_color: 1,
        main_button_color: '#a8232c',
        border_radius: 'round',
        language: { zh: 1, en: 1, ja: 1, ko: 1 },
        icp: '蜀ICP备00000000号-2',
        wx_share_title: L('四川非遗节', 'Sichuan Heritage Festival', '四川無形文化遺産フェス', '쓰촨 무형문화유산 축제'),
        wx_share_desc: L('千年巴蜀 · 匠心传承', 'Three thousand years of Bashu craft, handed on', '千年の巴蜀、匠の心を継ぐ', '천년 파촉, 장인의 마음을 잇다'),
        wx_share_cover: img('sc-festival.svg'),
      },
      exhibition: { powerby: { hidden: 0, link: 'https://example.com' } },
    },
  })

  const cat = (n: number) => categoryId(f.categories, n)
  const categoryTitles: Text[] = [
    L('传统技艺', 'Traditional craftsmanship', '伝統技芸', '전통 기예'),
    L('传统戏剧与曲艺', 'Theatre and ballad singing', '伝統演劇と語り物', '전통 연극과 곡예'),
    L('传统美术', 'Traditional fine arts', '伝統美術', '전통 미술'),
    L('民俗', 'Folk customs', '民俗', '민속'),
  ]
  await db.insert(categories).values(categoryTitles.map((title, i) => ({
    _id: cat(i + 1), meeting_id: m, type: 'sc_heritage', weight: (categoryTitles.length - i) * 10, doc: { title, display: 1 },
  })))

  // ---- halls (the map's zones link to them) ----
  const h = f.halls
  const hall = (i: number, kind: 'technology' | 'exhibition', doc: Record<string, unknown>) => ({ _id: h[i], meeting_id: m, kind: 'hall', category: kind, weight: 100 - i * 10, doc })
  const hours = L('每日 9:30–21:00', 'Daily 9:30–21:00', '毎日 9:30–21:00', '매일 9:30–21:00')
  await db.insert(festivalItems).values([
    hall(0, 'exhibition', {
      title: L('蜀绣蜀锦馆', 'Shu Embroidery and Brocade Hall', '蜀繍・蜀錦館', '촉수·촉금관'), cover: img('sc-hall-embroidery.svg'), hours, point_id: f.points[1],
      summary: L('从汉代织锦到当代双面绣，百余件绣品与一台复原的花楼织机。', 'From Han-dynasty brocade to today\'s double-sided embroidery: over a hundred pieces and a working reconstructed draw loom.', '漢代の錦から現代の両面刺繍まで、百点余りの作品と復元された花楼織機。', '한대 비단부터 현대 양면 자수까지, 100여 점의 작품과 복원된 화루 직기.'),
      highlights: [L('双面异色绣《芙蓉锦鲤》', 'Double-sided embroidery "Hibiscus and Koi"', '両面刺繍「芙蓉と錦鯉」', '양면 자수 〈부용과 비단잉어〉'), L('花楼织机现场织造', 'The draw loom weaving on site', '花楼織機の実演', '화루 직기 현장 시연')],
    }),
    hall(1, 'exhibition', {
      title: L('自贡彩灯馆', 'Zigong Lantern Hall', '自貢彩灯館', '쯔궁 등불관'), cover: img('sc-hall-lantern.svg'), hours: L('每日 15:00–22:00', 'Daily 15:00–22:00', '毎日 15:00–22:00', '매일 15:00–22:00'), point_id: f.points[2],
      summary: L('以丝绸、瓷碟和药瓶扎制的大型彩灯，入夜后点亮。', 'Giant lanterns built from silk, porcelain dishes and medicine bottles, lit at nightfall.', '絹や磁器の皿、薬瓶で組み上げた巨大な彩灯が、日暮れとともに灯ります。', '비단과 자기 접시, 약병으로 만든 대형 등불이 해 질 녘 불을 밝힙니다.'),
      highlights: [L('二十米长的《蜀道龙灯》', 'The twenty-metre "Shu Road Dragon"', '全長20メートルの「蜀道の龍灯」', '20미터 길이의 〈촉도 용등〉'), L('彩灯扎制工坊', 'Lantern-frame workshop', '彩灯づくり工房', '등불 제작 공방')],
    }),
    hall(2, 'exhibition', {
      title: L('民族民俗馆', 'Ethnic Customs Hall', '民族民俗館', '민족 민속관'), cover: img('sc-hall-customs.svg'), hours, point_id: f.points[3],
      summary: L('羌绣、彝族漆器与藏族唐卡，川西高原的手艺与节庆。', 'Qiang embroidery, Yi lacquerware and Tibetan thangka: the crafts and feasts of the western Sichuan highlands.', '羌族刺繍、彝族の漆器、チベットのタンカ。川西高原の手仕事と祭り。', '창족 자수, 이족 칠기, 티베트 탕카: 쓰촨 서부 고원의 손기술과 축제.'),
      highlights: [L('彝族火把节服饰展', 'Yi Torch Festival costumes', '彝族松明祭りの衣装展', '이족 횃불 축제 의상전'), L('羌绣针法体验', 'Try a Qiang embroidery stitch', '羌族刺繍の針法体験', '창족 자수 체험')],
    }),
    hall(3, 'exhibition', {
      title: L('川味非遗美食馆', 'Sichuan Flavours Hall', '四川の味・無形文化遺産食館', '쓰촨 맛 무형유산 미식관'), cover: img('sc-hall-flavours.svg'), hours, point_id: f.points[4],
      summary: L('郫县豆瓣、蒙顶山茶、保宁醋：品尝写进名录的滋味。', 'Pixian bean paste, Mengding tea and Baoning vinegar: taste the flavours on the heritage list.', '郫県豆板醤、蒙頂山茶、保寧酢。名録に記された味を味わう。', '피현 두반장, 멍딩산 차, 바오닝 식초: 목록에 오른 맛을 보세요.'),
      highlights: [L('百年晒场的豆瓣翻晒', 'Turning bean paste in century-old drying vats', '百年の干し場で豆板醤を返す', '백 년 된 건조장의 두반장 뒤집기'), L('蒙顶甘露茶艺', 'Mengding Ganlu tea ceremony', '蒙頂甘露の茶芸', '멍딩 감로 다예')],
    }),
    hall(4, 'technology', {
      title: L('数字非遗馆', 'Digital Heritage Hall', 'デジタル無形文化遺産館', '디지털 무형유산관'), cover: img('sc-hall-digital.svg'), hours, point_id: f.points[5],
      summary: L('三维扫描的川剧脸谱、AI 修复的老戏影像，以及可以“走进去”的蜀锦纹样。', 'Sichuan opera masks scanned in 3D, old stage films restored by AI, and Shu brocade patterns you can walk into.', '3D スキャンした川劇の隈取り、AI で修復した古い舞台映像、そして「入り込める」蜀錦の文様。', '3D 스캔한 천극 가면, AI로 복원한 옛 무대 영상, 그리고 "걸어 들어갈 수 있는" 촉금 문양.'),
      highlights: [L('AI 修复：1956 年川剧《柳荫记》', 'AI-restored: the 1956 Sichuan opera film "Liu Yin Ji"', 'AI 修復：1956 年の川劇映画「柳蔭記」', 'AI 복원: 1956년 천극 영화 〈류음기〉'), L('沉浸式蜀锦纹样空间', 'An immersive room of brocade patterns', '没入型の蜀錦文様空間', '몰입형 촉금 문양 공간')],
    }),
    hall(5, 'technology', {
      title: L('非遗科技实验室', 'Heritage Tech Lab', '無形文化遺産テックラボ', '무형유산 테크 랩'), cover: img('sc-hall-lab.svg'), hours, point_id: f.points[6],
      summary: L('传承人与工程师一起做的东西：数控竹编、变脸动作捕捉与彩灯的智能灯控。', 'What masters and engineers make together: CNC bamboo weaving, face-changing motion capture and smart lantern lighting.', '伝承者とエンジニアの共作：CNC 竹編み、変面のモーションキャプチャー、彩灯のスマート照明。', '전승자와 엔지니어가 함께 만든 것: CNC 대나무 공예, 변검 모션 캡처, 등불 스마트 조명.'),
      highlights: [L('变脸动作捕捉互动屏', 'Face-changing motion-capture wall', '変面モーションキャプチャーの体験壁', '변검 모션 캡처 체험 벽'), L('瓷胎竹编的数控复刻', 'CNC revival of porcelain-bodied bamboo weaving', '磁器胎竹編みの CNC 復刻', '자기 태 대나무 공예의 CNC 복각')],
    }),
  ])

  // ---- heritage items ----
  const it = f.heritage
  const item = (i: number, category: number, level: 'national' | 'provincial', listed: number, cover: string, hallIndex: number, doc: Record<string, unknown>) => ({
    _id: it[i], meeting_id: m, kind: 'heritage', category: cat(category), weight: 200 - i * 10,
    doc: { level, listed, cover, hall_id: h[hallIndex], ...doc },
  })
  await db.insert(festivalItems).values([
    item(0, 1, 'national', 2006, img('sc-shu-embroidery.svg'), 0, {
      title: L('蜀绣', 'Shu embroidery', '蜀繍', '촉수'), region: L('成都', 'Chengdu', '成都', '청두'), inheritor: L('陈素华', 'Chen Suhua', '陳素華', '천쑤화'),
      summary: L('中国四大名绣之一，以软缎和彩丝为料，针法一百二十余种。', 'One of China\'s four great embroidery schools: satin and coloured silk in over 120 stitches.', '中国四大刺繍の一つ。繻子と色糸を用い、針法は百二十種余り。', '중국 4대 자수 중 하나로, 공단과 색실로 120여 가지 바늘법을 씁니다.'),
    }),
    item(1, 2, 'national', 2006, img('sc-face-changing.svg'), 4, {
      title: L('川剧变脸', 'Sichuan opera face-changing', '川劇の変面', '천극 변검'), region: L('成都', 'Chengdu', '成都', '청두'), inheritor: L('廖永川', 'Liao Yongchuan', '廖永川', '랴오융촨'),
      summary: L('一抹、一吹、一扯之间，演员在瞬间换下一张张脸谱。', 'A wipe, a puff, a pull: the actor changes mask after mask in a blink.', 'ひと拭き、ひと吹き、ひと引きで、役者は一瞬のうちに面を替える。', '한 번 문지르고, 불고, 당기는 사이 배우는 순식간에 가면을 바꿉니다.'),
    }),
    item(2, 1, 'national', 2008, img('sc-zigong-lantern.svg'), 1, {
      title: L('自贡灯会', 'Zigong lanterns', '自貢の灯籠祭り', '쯔궁 등불 축제'), region: L('自贡', 'Zigong', '自貢', '쯔궁'), inheritor: L('李方远', 'Li Fangyuan', '李方遠', '리팡위안'),
      summary: L('始于唐宋的灯会，竹木扎架、绸布裱糊，以千盏瓷碟拼出龙身。', 'A lantern fair dating from the Tang and Song: bamboo frames, silk skins, and dragons scaled with a thousand porcelain dishes.', '唐宋に始まる灯籠祭り。竹の骨組みに絹を張り、千枚の磁器の皿で龍の鱗を作る。', '당송 시대에 시작된 등불 축제. 대나무 뼈대에 비단을 입히고 자기 접시 천 장으로 용 비늘을 만듭니다.'),
    }),
    item(3, 1, 'national', 2006, img('sc-shu-brocade.svg'), 0, {
      title: L('蜀锦织造技艺', 'Shu brocade weaving', '蜀錦の織造技術', '촉금 직조 기술'), region: L('成都', 'Chengdu', '成都', '청두'), inheritor: L('王晓芸', 'Wang Xiaoyun', '王暁芸', '왕샤오윈'),
      summary: L('两千年的经锦传统，花楼织机上两人配合，一天只织数寸。', 'Two thousand years of warp-faced brocade: two weavers on a draw loom, a few inches a day.', '二千年の経錦の伝統。花楼織機で二人が息を合わせ、一日に数寸しか織れない。', '2천 년의 경금 전통. 화루 직기에서 두 사람이 호흡을 맞춰 하루 몇 치밖에 짜지 못합니다.'),
    }),
    item(4, 1, 'national', 2008, img('sc-qiang-embroidery.svg'), 2, {
      title: L('羌族刺绣', 'Qiang embroidery', '羌族刺繍', '창족 자수'), region: L('阿坝州汶川', 'Wenchuan, Aba', 'アバ州汶川', '아바주 원촨'), inheritor: L('杨华珍', 'Yang Huazhen', '楊華珍', '양화전'),
      summary: L('挑花、纳花与链子扣，羌族女子把云云鞋和围腰绣成山野的颜色。', 'Cross-stitch, darning and chain stitch: Qiang women embroider cloud shoes and aprons in the colours of the mountains.', 'クロスステッチ、刺し子、チェーンステッチ。羌族の女性は雲雲靴や前掛けに山の色を縫い込む。', '십자수, 누비, 체인 스티치로 창족 여성은 구름신과 앞치마에 산의 색을 수놓습니다.'),
    }),
    item(5, 3, 'national', 2006, img('sc-mianzhu-prints.svg'), 2, {
      title: L('绵竹木版年画', 'Mianzhu woodblock New Year prints', '綿竹の木版年画', '멘주 목판 연화'), region: L('德阳绵竹', 'Mianzhu, Deyang', '徳陽綿竹', '더양 멘주'), inheritor: L('陈兴才', 'Chen Xingcai', '陳興才', '천싱차이'),
      summary: L('先印墨线、再手工填彩，门神与娃娃画贴满过年的门楣。', 'Black outlines printed, colours painted by hand: door gods and children that dress every doorway at New Year.', '墨線を刷ってから手で彩色する。門神や子どもの絵が正月の門を飾る。', '먹선을 찍고 손으로 채색합니다. 문신과 아이 그림이 설날 문을 장식합니다.'),
    }),
    item(6, 2, 'national', 2008, img('sc-qingyin.svg'), 4, {
      title: L('四川清音', 'Sichuan qingyin ballads', '四川清音', '쓰촨 청음'), region: L('成都', 'Chengdu', '成都', '청두'), inheritor: L('田临平', 'Tian Linping', '田臨平', '톈린핑'),
      summary: L('一手檀板、一手竹鼓，唱腔里的“哈哈腔”清脆如珠。', 'Sandalwood clappers in one hand, a bamboo drum in the other, and the "haha" trill that rolls like pearls.', '片手に檀板、片手に竹の太鼓。「ハハ腔」の節回しは玉のように澄む。', '한 손엔 단판, 한 손엔 대나무 북. "하하창"의 소리가 구슬처럼 맑습니다.'),
    }),
    item(7, 2, 'national', 2011, img('sc-shadow-puppets.svg'), 4, {
      title: L('川北皮影戏', 'Northern Sichuan shadow puppetry', '川北の影絵芝居', '촨베이 그림자극'), region: L('南充阆中', 'Langzhong, Nanchong', '南充閬中', '난충 랑중'), inheritor: L('王彪', 'Wang Biao', '王彪', '왕뱌오'),
      summary: L('牛皮雕镂的影人在灯下腾挪，一人操纵、一人唱，锣鼓伴奏。', 'Oxhide figures carved in lace leap behind the lamp: one puppeteer, one singer, gongs and drums.', '牛革を透かし彫りにした影人形が灯の下で舞う。一人が操り、一人が歌い、銅鑼と太鼓が伴奏する。', '소가죽을 투각한 그림자 인형이 등불 아래에서 뛰놉니다. 한 명은 조종하고 한 명은 노래하며 징과 북이 반주합니다.'),
    }),
    item(8, 1, 'national', 2008, img('sc-mengding-tea.svg'), 3, {
      title: L('蒙山茶传统制作技艺', 'Mengding tea making', '蒙山茶の伝統製法', '멍산 차 전통 제다'), region: L('雅安名山', 'Mingshan, Ya\'an', '雅安名山', '야안 밍산'), inheritor: L('张强', 'Zhang Qiang', '張強', '장창'),
      summary: L('“扬子江中水，蒙山顶上茶”：三炒三揉三烘，制成卷曲披毫的蒙顶甘露。', '"Water from the Yangtze, tea from Mount Meng": three firings, three rollings and three dryings make curled, downy Ganlu.', '「揚子江の水、蒙山頂の茶」。三炒三揉三烘で、巻いて産毛の立つ蒙頂甘露ができる。', '"양쯔강의 물, 멍산 꼭대기의 차": 세 번 덖고 비비고 말려 말린 솜털의 감로차를 만듭니다.'),
    }),
    item(9, 1, 'national', 2008, img('sc-pixian-douban.svg'), 3, {
      title: L('郫县豆瓣传统制作技艺', 'Pixian bean paste making', '郫県豆板醤の伝統製法', '피현 두반장 전통 제조'), region: L('成都郫都', 'Pidu, Chengdu', '成都郫都', '청두 피두'), inheritor: L('刘德全', 'Liu Dequan', '劉徳全', '류더취안'),
      summary: L('二荆条辣椒与蚕豆瓣，在露天晒场“翻、晒、露”一年以上。', 'Erjingtiao chillies and broad beans, turned, sunned and dewed in open-air vats for over a year.', '二荊条唐辛子とそら豆を、屋外の干し場で一年以上「返し、干し、夜露に当てる」。', '얼징탸오 고추와 잠두를 야외 건조장에서 1년 넘게 뒤집고 말리고 이슬을 맞힙니다.'),
    }),
    item(10, 4, 'national', 2006, img('sc-torch-festival.svg'), 2, {
      title: L('彝族火把节', 'Yi Torch Festival', '彝族の松明祭り', '이족 횃불 축제'), region: L('凉山州', 'Liangshan', '涼山州', '량산주'), inheritor: L('吉克曲布', 'Jike Qubu', 'ジク・チュブ', '지커 취부'),
      summary: L('农历六月二十四，举火把绕田、斗牛、选美，通宵达旦。', 'On the 24th of the sixth lunar month: torches round the fields, bullfights and pageants until dawn.', '旧暦六月二十四日、松明を掲げて畑を巡り、闘牛や美人コンテストで夜を明かす。', '음력 6월 24일, 횃불을 들고 밭을 돌며 소싸움과 미인 대회로 밤을 지새웁니다.'),
    }),
    item(11, 3, 'provincial', 2009, img('sc-lacquerware.svg'), 0, {
      title: L('成都漆艺', 'Chengdu lacquerware', '成都の漆芸', '청두 칠기'), region: L('成都', 'Chengdu', '成都', '청두'), inheritor: L('尹利萍', 'Yin Liping', '尹利萍', '인리핑'),
      summary: L('雕填、隐花与晕花，一件漆器要髹涂上百道、历时数月。', 'Carved-and-filled, hidden-flower and clouded lacquer: a hundred coats and months for a single piece.', '彫填、隠花、暈花。一つの漆器に百回の塗りと数か月を要する。', '조전, 은화, 훈화 기법. 칠기 하나에 백 번의 칠과 몇 달이 걸립니다.'),
    }),
  ])

  // ---- the venue plan: zones (halls, stage, garden) and points (gates, services) ----
  const p = f.points
  const point = (i: number, type: string, x: number, y: number, doc: Record<string, unknown>) => ({ _id: p[i], meeting_id: m, kind: 'point', category: type, weight: 200 - i * 10, doc: { x, y, ...doc } })
  await db.insert(festivalItems).values([
    point(0, 'stage', 500, 300, { area: { x: 420, y: 250, w: 160, h: 100 }, title: L('万人剧场主舞台', 'Grand Theatre main stage', '万人劇場メインステージ', '만인 극장 메인 무대'), description: L('每晚 19:30 的川剧与灯会开幕演出在这里。', 'The 19:30 opera and lantern shows are held here every night.', '毎晩 19:30 の川劇と灯籠の公演はここで。', '매일 밤 19:30 천극과 등불 공연이 열립니다.') }),
    point(1, 'hall', 220, 160, { area: { x: 140, y: 110, w: 160, h: 100 }, hall_id: h[0], title: L('蜀绣蜀锦馆', 'Shu Embroidery and Brocade Hall', '蜀繍・蜀錦館', '촉수·촉금관'), description: L('1 号馆，一层与二层。', 'Hall 1, ground and first floor.', '1 号館、1 階と 2 階。', '1관, 1층과 2층.') }),
    point(2, 'hall', 780, 160, { area: { x: 700, y: 110, w: 160, h: 100 }, hall_id: h[1], title: L('自贡彩灯馆', 'Zigong Lantern Hall', '自貢彩灯館', '쯔궁 등불관'), description: L('2 号馆，入夜后与灯会园连通。', 'Hall 2, opening onto the lantern garden after dark.', '2 号館。夜は灯籠の庭とつながります。', '2관, 밤에는 등불 정원과 이어집니다.') }),
    point(3, 'hall', 220, 460, { area: { x: 140, y: 410, w: 160, h: 100 }, hall_id: h[2], title: L('民族民俗馆', 'Ethnic Customs Hall', '民族民俗館', '민족 민속관'), description: L('3 号馆，羌绣与彝族漆器体验区在东侧。', 'Hall 3; Qiang embroidery and Yi lacquer tables on the east side.', '3 号館。羌族刺繍と彝族漆器の体験は東側。', '3관, 창족 자수와 이족 칠기 체험은 동쪽.') }),
    point(4, 'hall', 780, 460, { area: { x: 700, y: 410, w: 160, h: 100 }, hall_id: h[3], title: L('川味非遗美食馆', 'Sichuan Flavours Hall', '四川の味・無形文化遺産食館', '쓰촨 맛 무형유산 미식관'), description: L('4 号馆，试吃台每日 11:00 与 17:00 开放。', 'Hall 4; tastings at 11:00 and 17:00 daily.', '4 号館。試食は毎日 11:00 と 17:00。', '4관, 시식은 매일 11:00과 17:00.') }),
    point(5, 'hall', 500, 90, { area: { x: 430, y: 50, w: 140, h: 80 }, hall_id: h[4], title: L('数字非遗馆', 'Digital Heritage Hall', 'デジタル無形文化遺産館', '디지털 무형유산관'), description: L('5 号馆，沉浸空间每 20 分钟一场。', 'Hall 5; the immersive room runs every 20 minutes.', '5 号館。没入空間は 20 分ごと。', '5관, 몰입 공간은 20분마다 운영.') }),
    point(6, 'hall', 500, 520, { area: { x: 430, y: 480, w: 140, h: 80 }, hall_id: h[5], title: L('非遗科技实验室', 'Heritage Tech Lab', '無形文化遺産テックラボ', '무형유산 테크 랩'), description: L('6 号馆，动作捕捉墙在入口处。', 'Hall 6; the motion-capture wall is at the entrance.', '6 号館。モーションキャプチャーの壁は入口に。', '6관, 모션 캡처 벽은 입구에 있습니다.') }),
    point(7, 'garden', 880, 300, { area: { x: 820, y: 250, w: 130, h: 100 }, title: L('灯会园', 'Lantern garden', '灯籠の庭', '등불 정원'), description: L('18:30 亮灯，22:00 熄灯。', 'Lit from 18:30 to 22:00.', '18:30 点灯、22:00 消灯。', '18:30 점등, 22:00 소등.') }),
    point(8, 'entrance', 500, 620, { title: L('南门（主入口）', 'South gate (main entrance)', '南門（正面入口）', '남문(정문)'), description: L('地铁 4 号线非遗博览园站 B 出口步行 3 分钟。', 'Three minutes from exit B of the Heritage Park stop, Metro Line 4.', '地下鉄 4 号線「非遺博覧園」駅 B 出口から徒歩 3 分。', '지하철 4호선 무형유산박람원역 B 출구에서 도보 3분.') }),
    point(9, 'entrance', 40, 300, { title: L('西门', 'West gate', '西門', '서문'), description: L('团体与无障碍入口，设轮椅借用点。', 'Group and step-free entrance, with wheelchairs to borrow.', '団体・バリアフリー入口。車いすの貸し出しあり。', '단체·무장애 입구, 휠체어 대여 가능.') }),
    point(10, 'service', 360, 600, { title: L('游客服务中心', 'Visitor centre', 'ビジターセンター', '방문객 센터'), description: L('取票、寄存、失物招领与医疗点。', 'Tickets, left luggage, lost and found, first aid.', 'チケット受取、手荷物預かり、遺失物、救護。', '티켓 수령, 짐 보관, 분실물, 응급 처치.') }),
    point(11, 'food', 640, 600, { title: L('川味小吃街', 'Street-food lane', '四川屋台通り', '쓰촨 길거리 음식 골목'), description: L('钟水饺、龙抄手与三大炮，营业至 22:00。', 'Zhong dumplings, Long wontons and "three cannons" rice cakes until 22:00.', '鍾水餃、龍抄手、三大炮。22:00 まで。', '중 물만두, 룽 훈툰, 싼다파오 떡. 22:00까지.') }),
  ])

  // ---- rebuilt-heritage projects ----
  const pr = f.projects
  const project = (i: number, status: 'done' | 'ongoing', progress: number, started: number, cover: string, doc: Record<string, unknown>) => ({
    _id: pr[i], meeting_id: m, kind: 'project', category: status, weight: 100 - i * 10, doc: { progress, started, cover, ...doc },
  })
  await db.insert(festivalItems).values([
    project(0, 'done', 100, 2009, img('sc-project-taoping.svg'), {
      title: L('桃坪羌寨震后修复', 'Taoping Qiang village, restored after the earthquake', '桃坪羌寨の震災復旧', '타오핑 창족 마을 지진 후 복원'), place: L('阿坝州理县', 'Li County, Aba', 'アバ州理県', '아바주 리현'),
      partner: L('理县文化馆', 'Li County Cultural Centre', '理県文化館', '리현 문화관'),
      summary: L('两千年的石砌碉楼与地下水网，按原工法由羌族匠人逐石复砌。', 'Two-thousand-year-old stone towers and underground waterways, relaid stone by stone by Qiang masons in the old way.', '二千年の石積みの望楼と地下水路を、羌族の職人が元の工法で一石ずつ積み直した。', '2천 년 된 석조 망루와 지하 수로를 창족 장인이 옛 방식으로 돌 하나하나 다시 쌓았습니다.'),
    }),
    project(1, 'done', 100, 2010, img('sc-project-mianzhu.svg'), {
      title: L('绵竹年画村重建', 'Mianzhu New Year print village, rebuilt', '綿竹年画村の再建', '멘주 연화 마을 재건'), place: L('德阳绵竹', 'Mianzhu, Deyang', '徳陽綿竹', '더양 멘주'),
      partner: L('绵竹年画博物馆', 'Mianzhu New Year Print Museum', '綿竹年画博物館', '멘주 연화 박물관'),
      summary: L('重建的村落把年画画上了家家户户的外墙，刻版作坊重新开门。', 'The rebuilt village paints its prints across every house front, and the block-cutting workshops are open again.', '再建された村では年画が家々の外壁を彩り、版木工房も再開した。', '재건된 마을은 집집마다 외벽에 연화를 그렸고 판각 공방도 다시 문을 열었습니다.'),
    }),
    project(2, 'ongoing', 70, 2021, img('sc-project-loom.svg'), {
      title: L('汉代提花织机复原', 'Reviving the Han-dynasty pattern loom', '漢代の紋織機の復元', '한대 문직기 복원'), place: L('成都', 'Chengdu', '成都', '청두'),
      partner: L('成都蜀锦织绣博物馆', 'Chengdu Shu Brocade and Embroidery Museum', '成都蜀錦織繍博物館', '청두 촉금직수 박물관'),
      summary: L('依据老官山汉墓出土的织机模型，复原可以上机织造的提花机。', 'A working pattern loom rebuilt from the loom models found in the Laoguanshan Han tomb.', '老官山漢墓から出土した織機の模型をもとに、実際に織れる紋織機を復元。', '라오관산 한묘에서 출토된 직기 모형을 바탕으로 실제로 짤 수 있는 문직기를 복원합니다.'),
    }),
    project(3, 'ongoing', 45, 2023, img('sc-project-stage.svg'), {
      title: L('古戏台修缮计划', 'Old opera stages restoration', '古い戯台の修繕計画', '옛 무대 보수 계획'), place: L('川西坝子十二座乡镇', 'Twelve towns of the Chengdu plain', '川西平原の十二の町', '청두 평원 12개 마을'),
      partner: L('四川省川剧院', 'Sichuan Opera Theatre', '四川省川劇院', '쓰촨성 천극원'),
      summary: L('修缮清代木构戏台，让川剧回到它诞生的场坝与茶馆。', 'Restoring Qing-dynasty wooden stages, so Sichuan opera returns to the squares and teahouses where it was born.', '清代の木造戯台を修繕し、川劇を生まれ故郷の広場と茶館へ戻す。', '청대 목조 무대를 보수해 천극이 태어난 마당과 찻집으로 돌아가게 합니다.'),
    }),
  ])

  // ---- performances: bookable activities of the festival ----
  const pf = f.performances
  const stage = L('万人剧场主舞台', 'Grand Theatre main stage', '万人劇場メインステージ', '만인 극장 메인 무대')
  const garden = L('灯会园', 'Lantern garden', '灯籠の庭', '등불 정원')
  const teahouse = L('博览园茶馆', 'Heritage Park teahouse', '博覧園の茶館', '박람원 찻집')
  const workshop = L('民族民俗馆工坊', 'Ethnic Customs Hall workshop', '民族民俗館の工房', '민족 민속관 공방')
  const performance = (i: number, n: number, from: string, to: string, place: Text, max: number, category: number, cover: string, title: Text, description: Text) => ({
    _id: pf[i], meeting_id: m, start: day(n, from), end: day(n, to), max,
    registration_start: day(-9, '10:00'), deadline: day(n, from) - HOUR,
    weight: 100 - i,
    doc: { title, place, covers: [cover], category: cat(category), description, heritage_category: cat(category) },
  })
  await db.insert(activities).values([
    performance(0, -2, '19:30', '21:00', stage, 800, 2, img('sc-face-changing.svg'), L('开幕演出：蜀风雅韵', 'Opening night: Airs of Shu', '開幕公演「蜀風雅韻」', '개막 공연: 촉풍아운'), L('川剧、清音与彩灯同台的开幕之夜。', 'Opera, ballads and lanterns on one stage for the opening night.', '川劇、清音、彩灯が一つの舞台に。', '천극, 청음, 등불이 한 무대에 오르는 개막의 밤.')),
    performance(1, -1, '14:00', '15:30', workshop, 30, 1, img('sc-shu-embroidery.svg'), L('蜀绣入门工坊', 'Shu embroidery for beginners', '蜀繍入門ワークショップ', '촉수 입문 공방'), L('跟传承人学一枝芙蓉的滚针与晕针。', 'Learn the whip and shading stitches of a hibiscus with a master.', '伝承者と芙蓉一枝の針法を学ぶ。', '전승자와 함께 부용 한 송이의 바늘법을 배웁니다.')),
    performance(2, 0, '10:30', '11:30', teahouse, 120, 2, img('sc-qingyin.svg'), L('茶馆清音会', 'Qingyin ballads in the teahouse', '茶館の清音会', '찻집 청음회'), L('盖碗茶配四川清音与金钱板。', 'Lidded-bowl tea with Sichuan ballads and clapper tales.', '蓋碗茶とともに四川清音と金銭板を。', '뚜껑 찻잔의 차와 함께 쓰촨 청음과 금전판.')),
    performance(3, 0, '19:30', '21:00', stage, 800, 2, img('sc-face-changing.svg'), L('川剧变脸专场', 'Sichuan opera: a night of face-changing', '川劇・変面特別公演', '천극 변검 특별 공연'), L('《白蛇传》选段与十二张脸谱的变脸绝技。', 'Scenes from "The Legend of the White Snake" and twelve masks changed on stage.', '「白蛇伝」の抜粋と十二面の変面の妙技。', '〈백사전〉 발췌와 열두 가면의 변검 묘기.')),
    performance(4, 1, '15:00', '16:00', workshop, 40, 2, img('sc-shadow-puppets.svg'), L('川北皮影《龟与鹤》', 'Shadow play: "The Tortoise and the Crane"', '川北影絵「亀と鶴」', '촨베이 그림자극 〈거북과 학〉'), L('灯下的龟鹤相争，演出后可上手操纵影人。', 'The tortoise and crane quarrel behind the lamp; try the puppets after the show.', '灯の下の亀と鶴の争い。終演後は影人形を操れます。', '등불 아래 거북과 학의 다툼. 공연 후 인형을 직접 조종해 보세요.')),
    performance(5, 1, '19:00', '21:30', garden, 1500, 1, img('sc-zigong-lantern.svg'), L('自贡灯会夜游', 'Zigong lanterns by night', '自貢の灯籠・夜の散策', '쯔궁 등불 야간 투어'), L('跟随灯师走过二十组大型彩灯。', 'Walk twenty giant lantern groups with a lantern maker.', '灯籠職人とともに二十組の大型彩灯を巡る。', '등불 장인과 함께 대형 등불 스무 조를 둘러봅니다.')),
    performance(6, 2, '10:00', '11:00', teahouse, 60, 1, img('sc-mengding-tea.svg'), L('蒙顶甘露茶艺', 'Mengding Ganlu tea ceremony', '蒙頂甘露の茶芸', '멍딩 감로 다예'), L('“龙行十八式”长嘴壶茶艺与品饮。', 'The long-spout "eighteen dragon moves" pour, then a tasting.', '長い注ぎ口の「龍行十八式」と試飲。', '긴 주둥이 주전자의 "용행 18식"과 시음.')),
    performance(7, 3, '20:00', '22:00', garden, 2000, 4, img('sc-torch-festival.svg'), L('彝族火把狂欢夜', 'Yi torch night', '彝族の松明の夜', '이족 횃불의 밤'), L('火把巡游与达体舞，人人都可加入圆圈。', 'A torch parade and the Duoti circle dance: everyone joins the ring.', '松明行列とダティ踊り。誰でも輪に加われます。', '횃불 행진과 다티 춤. 누구나 원에 들어올 수 있습니다.')),
    performance(8, 4, '19:30', '21:00', stage, 800, 2, img('sc-festival.svg'), L('闭幕演出：薪火相传', 'Closing night: Passing the flame', '閉幕公演「薪火相伝」', '폐막 공연: 불씨를 잇다'), L('传承人与青年演员同台，把十二项非遗带上舞台。', 'Masters and young performers bring all twelve heritage items to the stage.', '伝承者と若手が共演し、十二の無形文化遺産を舞台へ。', '전승자와 청년 배우가 함께 열두 무형유산을 무대에 올립니다.')),
  ])

  // ---- lives: the venue's own streams and the festival on web platforms ----
  const lv = f.lives
  const DEMO_STREAM = '/fu/static/media/demo-live/index.m3u8'
  const DEMO_REPLAY = '/fu/static/media/demo-replay.mp4'
  const startedAt = floorHalfHour(now) - HOUR
  const live = (i: number, title: Text, start: number, end: number, channel: 'venue' | 'web', cover: string, doc: Record<string, unknown> = {}) => ({
    _id: lv[i], meeting_id: m, start, end, weight: 60 - i * 10,
    doc: { title, cover, hls_url: DEMO_STREAM, activities: [], channel, ...doc },
  })
  await db.insert(lives).values([
    live(0, L('开幕演出：蜀风雅韵（回放）', 'Opening night: Airs of Shu (replay)', '開幕公演「蜀風雅韻」（見逃し配信）', '개막 공연: 촉풍아운 (다시보기)'), day(-2, '19:30'), day(-2, '21:00'), 'venue', img('sc-face-changing.svg'), { replay_url: DEMO_REPLAY }),
    live(1, L('蜀绣大师工作台', 'At the Shu embroidery master\'s table', '蜀繍マスターの作業台', '촉수 장인의 작업대'), startedAt, startedAt + 4 * HOUR, 'venue', img('sc-shu-embroidery.svg')),
    live(2, L('川剧变脸专场', 'Sichuan opera: a night of face-changing', '川劇・変面特別公演', '천극 변검 특별 공연'), Math.max(day(0, '19:30'), nextHour(now) + HOUR), Math.max(day(0, '21:00'), nextHour(now) + 3 * HOUR), 'venue', img('sc-face-changing.svg')),
    live(3, L('云游非遗博览园', 'A walk through the Heritage Park', 'オンラインで巡る無形文化遺産博覧園', '온라인 박람원 산책'), startedAt, startedAt + 6 * HOUR, 'web', img('sc-festival.svg'), { platform: L('抖音', 'Douyin', 'Douyin', '더우인') }),
    live(4, L('非遗美食直播间：郫县豆瓣', 'Heritage kitchen: Pixian bean paste', '無形文化遺産キッチン：郫県豆板醤', '무형유산 주방: 피현 두반장'), day(1, '11:00'), day(1, '12:00'), 'web', img('sc-pixian-douban.svg'), { platform: L('哔哩哔哩', 'Bilibili', 'ビリビリ', '빌리빌리') }),
    live(5, L('自贡灯会夜游直播', 'Zigong lanterns by night, live', '自貢の灯籠・夜の散策ライブ', '쯔궁 등불 야간 투어 생중계'), day(1, '19:00'), day(1, '21:30'), 'web', img('sc-zigong-lantern.svg'), { platform: L('微信视频号', 'WeChat Channels', 'WeChat チャンネル', '위챗 채널') }),
  ])
}
