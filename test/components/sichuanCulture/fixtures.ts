/** The festival the section's component tests show: a seven-day festival running now, in Shanghai time. */
import type { Activity, Live, Meeting } from '@fu-types/entities'
import type { Festival, FestivalHall, HeritageItem, MapPoint, RebuildProject } from '@/api/festival'

export const FESTIVAL_ID = '66010000000000000000005c'
export const HOUR = 3600
export const DAY = 24 * HOUR
export const nowS = () => Math.floor(Date.now() / 1000)
/** Today's midnight in Shanghai (UTC+8), in seconds. */
export const todayStart = () => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  return Math.floor(Date.parse(`${date}T00:00:00+08:00`) / 1000)
}

export const festivalMeeting = (): Meeting => ({
  _id: FESTIVAL_ID,
  title: { zh: '第九届四川非物质文化遗产节', en: '9th Sichuan Intangible Cultural Heritage Festival' },
  start: todayStart() - 2 * DAY + 9 * HOUR,
  end: todayStart() + 4 * DAY + 21 * HOUR,
  timezone: 'Asia/Shanghai',
  cover: '/fu/static/sc-festival.svg',
  place: { zh: '成都非物质文化遗产博览园', en: 'Chengdu Intangible Heritage Park' },
  config: { theme_color: '#a8232c' },
})

/** The site's default meeting (not the festival): what the meeting store holds before the festival is known. */
export const demoMeeting = (): Meeting => ({ _id: '660100000000000000000001', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Shanghai' })

/** The meeting calls: the festival by its id, else the default meeting. */
export function answerMeetings(meetings: { fetchMeeting: jest.Mock; fetchMeetingByDomain: jest.Mock }) {
  meetings.fetchMeeting.mockImplementation(async (id?: string) => (id === FESTIVAL_ID ? festivalMeeting() : demoMeeting()))
  meetings.fetchMeetingByDomain.mockImplementation(async () => demoMeeting())
}

export const CATEGORIES = { craft: '665c00000000000000005c01', opera: '665c00000000000000005c02', folk: '665c00000000000000005c04' }

export const festival = (extra: Partial<Festival> = {}): Festival => ({
  meeting_id: FESTIVAL_ID,
  start: festivalMeeting().start,
  end: festivalMeeting().end,
  slogan: { zh: '千年巴蜀 · 匠心传承', en: 'Three thousand years of Bashu craft, handed on' },
  intro: { en: 'Seven days of heritage at the park.' },
  map: { width: 1000, height: 640 },
  counts: { heritage: 12, hall: 6, point: 12, project: 4, lives: 6 },
  categories: [
    { _id: CATEGORIES.craft, title: { en: 'Traditional craftsmanship', zh: '传统技艺' }, total: 8 },
    { _id: CATEGORIES.opera, title: { en: 'Theatre and ballad singing', zh: '传统戏剧与曲艺' }, total: 3 },
    { _id: CATEGORIES.folk, title: { en: 'Folk customs', zh: '民俗' }, total: 1 },
  ],
  ...extra,
})

export const heritage = (n: number, extra: Partial<HeritageItem> = {}): HeritageItem => ({
  _id: `665c${String(0x100 + n).padStart(20, '0')}`,
  meeting_id: FESTIVAL_ID,
  kind: 'heritage',
  category: CATEGORIES.craft,
  level: 'national',
  listed: 2006,
  title: { en: `Heritage ${n}`, zh: `非遗 ${n}` },
  region: { en: 'Chengdu', zh: '成都' },
  inheritor: { en: `Master ${n}` },
  summary: { en: `What heritage ${n} is.` },
  cover: `/fu/static/sc-item-${n}.svg`,
  like_total: n,
  ...extra,
})

export const hall = (n: number, category: 'technology' | 'exhibition', extra: Partial<FestivalHall> = {}): FestivalHall => ({
  _id: `665c${String(0x200 + n).padStart(20, '0')}`,
  meeting_id: FESTIVAL_ID,
  kind: 'hall',
  category,
  title: { en: `${category === 'technology' ? 'Digital' : 'Craft'} Hall ${n}` },
  summary: { en: `What hall ${n} shows.` },
  cover: `/fu/static/sc-hall-${n}.svg`,
  hours: { en: 'Daily 9:30–21:00' },
  highlights: [{ en: `Highlight ${n}A` }, { en: `Highlight ${n}B` }],
  point_id: point(n, 'hall', 100 * n, 100)._id,
  ...extra,
})

export function point(n: number, type: string, x: number, y: number, extra: Partial<MapPoint> = {}): MapPoint {
  return {
    _id: `665c${String(0x300 + n).padStart(20, '0')}`,
    meeting_id: FESTIVAL_ID,
    kind: 'point',
    category: type,
    x, y,
    title: { en: `Place ${n}` },
    description: { en: `About place ${n}.` },
    ...extra,
  }
}

export const project = (n: number, progress: number, extra: Partial<RebuildProject> = {}): RebuildProject => ({
  _id: `665c${String(0x400 + n).padStart(20, '0')}`,
  meeting_id: FESTIVAL_ID,
  kind: 'project',
  category: progress >= 100 ? 'done' : 'ongoing',
  progress,
  started: 2009 + n,
  title: { en: `Project ${n}` },
  place: { en: `Town ${n}` },
  partner: { en: `Museum ${n}` },
  summary: { en: `The story of project ${n}.` },
  cover: `/fu/static/sc-project-${n}.svg`,
  ...extra,
})

export const performance = (n: number, dayOffset: number, time: string, extra: Partial<Activity> = {}): Activity => {
  const [h, m] = time.split(':').map(Number)
  const start = todayStart() + dayOffset * DAY + h * HOUR + m * 60
  return {
    _id: `6606${String(0x5c00 + n).padStart(20, '0')}`,
    meeting_id: FESTIVAL_ID,
    title: { en: `Show ${n}` },
    place: { en: 'Main stage' },
    start, end: start + 90 * 60,
    covers: [`/fu/static/sc-show-${n}.svg`],
    max: 800, ticket_total: 10,
    registration_start: todayStart() - 9 * DAY, deadline: start - HOUR,
    ...extra,
  }
}

export const festivalLive = (n: number, extra: Partial<Live> & { platform?: { en: string } } = {}): Live => ({
  _id: `660b${String(0x5c00 + n).padStart(20, '0')}`,
  meeting_id: FESTIVAL_ID,
  title: { en: `Festival live ${n}` },
  start: nowS() - HOUR, end: nowS() + HOUR,
  cover: '/fu/static/sc-festival.svg',
  ...extra,
})

export const page = <T>(items: T[], total = items.length) => ({ results: items, total })
