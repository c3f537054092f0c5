/**
 * The copilot's answers (POST /match/query + GET /match/stream): retrieval over the meeting's own content, no
 * external AI. The question is cut into keywords (words for alphabetic scripts, character pairs for Chinese,
 * Japanese and Korean) and a few intents (venue, registration, guests, exhibitors, agenda, news); each shown item
 * of the meeting scores 3 per keyword in its title, 1 per keyword elsewhere, 2 for an intent that asks for its kind.
 * The best items become a numbered answer with a source (kind + _id) for each line; nothing found is said plainly.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { activities, agendas, enterprises, meetings, news, speakers } from '../db/schema'

export type MatchLanguage = 'zh' | 'en' | 'ja' | 'ko'
export type SourceKind = 'meeting' | 'activity' | 'agenda' | 'speaker' | 'news' | 'exhibitor'
export interface MatchSource { kind: SourceKind; _id: string; meeting_id: string; title: unknown }
export interface MatchAnswer { text: string; sources: MatchSource[] }

interface Item extends MatchSource { titleText: string; bodyText: string; detail: (lang: MatchLanguage) => string }

const ITEMS_PER_KIND = 500

const INTENTS: { kind: SourceKind; words: string[] }[] = [
  { kind: 'meeting', words: ['where', 'venue', 'location', 'address', '地点', '地址', '在哪', '场馆', '会场', '場所', '会場', 'どこ', '장소', '어디', '위치'] },
  { kind: 'activity', words: ['register', 'registration', 'sign up', 'signup', 'ticket', '报名', '注册', '门票', '登録', '申し込', '参加', '등록', '신청', '티켓'] },
  { kind: 'speaker', words: ['guest', 'speaker', 'keynote', '嘉宾', '演讲', 'ゲスト', '講演', '登壇', '게스트', '연사'] },
  { kind: 'exhibitor', words: ['exhibitor', 'booth', 'company', 'companies', '展商', '展位', '企业', '出展', 'ブース', '전시업체', '부스', '기업'] },
  { kind: 'agenda', words: ['agenda', 'schedule', 'programme', 'program', '议程', '日程', 'アジェンダ', 'スケジュール', '일정', '프로그램'] },
  { kind: 'news', words: ['news', '资讯', '新闻', 'ニュース', '뉴스'] },
]

const STOP_WORDS = new Set(('a an the is are was be to of in on at for and or what who whom how when which do does can could i me my we our '
  + 'you your it its this that there any about with will would get please tell show find where').split(' '))
/** Function characters that make a character pair meaningless on their own. */
const CJK_FILLER = /[的是吗了呢么在和与及有我你他她它这那哪谁请问的のはがをにでともかねよ이가은는을를에의도요]/u
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu
const WORD = /[\p{L}\p{N}]+/gu

export function keywords(question: string): string[] {
  const lower = question.toLowerCase()
  const words = (lower.replace(CJK_RUN, ' ').match(WORD) ?? []).filter((w) => w.length >= 2 && !STOP_WORDS.has(w))
  const pairs = (lower.match(CJK_RUN) ?? []).flatMap((run) => {
    if (run.length === 1) return []
    return Array.from({ length: run.length - 1 }, (_, i) => run.slice(i, i + 2)).filter((p) => !CJK_FILLER.test(p))
  })
  return [...new Set([...words, ...pairs])]
}

export function intents(question: string): Set<SourceKind> {
  const lower = question.toLowerCase()
  return new Set(INTENTS.filter((intent) => intent.words.some((w) => lower.includes(w))).map((intent) => intent.kind))
}

/** Every language of a localized text (or the string itself), lower-cased, tags removed. */
function allText(...values: unknown[]): string {
  const parts = values.flatMap((v) => (v && typeof v === 'object' ? Object.values(v as Record<string, unknown>) : [v]))
  return parts.filter((p): p is string => typeof p === 'string').join(' \n ').replace(/<[^>]*>/g, ' ').toLowerCase()
}

export function localized(value: unknown, lang: MatchLanguage): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const text = value as Record<string, string | undefined>
  return text[lang] ?? text.en ?? text.zh ?? Object.values(text).find(Boolean) ?? ''
}

function formatRange(start: number, end: number, timeZone: string): string {
  const parts = (seconds: number) => {
    const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]))
    return { day: `${p.year}.${p.month}.${p.day}`, time: `${p.hour}:${p.minute}` }
  }
  const a = parts(start)
  const b = parts(end)
  return a.day === b.day ? `${a.day} ${a.time} - ${b.time}` : `${a.day} ${a.time} ~ ${b.day} ${b.time}`
}

async function meetingItems(db: Tx, meetingId: string): Promise<{ title: unknown; items: Item[] } | undefined> {
  const [meeting] = await db.select().from(meetings).where(and(eq(meetings._id, meetingId), eq(meetings.deleted, 0))).limit(1)
  if (!meeting) return undefined
  const tz = typeof meeting.doc.timezone === 'string' ? meeting.doc.timezone : 'Asia/Shanghai'
  const when = (start: number, end: number) => () => formatRange(start, end, tz)
  const [acts, ags, sps, ns, ents] = await Promise.all([
    db.select().from(activities).where(and(eq(activities.meeting_id, meetingId), eq(activities.deleted, 0), eq(activities.enable_show, 1))).orderBy(activities.start).limit(ITEMS_PER_KIND),
    db.select().from(agendas).where(and(eq(agendas.meeting_id, meetingId), eq(agendas.deleted, 0), eq(agendas.enable_show, 1))).orderBy(agendas.start).limit(ITEMS_PER_KIND),
    db.select().from(speakers).where(and(eq(speakers.meeting_id, meetingId), eq(speakers.deleted, 0))).orderBy(desc(speakers.weight)).limit(ITEMS_PER_KIND),
    db.select().from(news).where(and(eq(news.meeting, meetingId), eq(news.deleted, 0))).orderBy(desc(news.created)).limit(ITEMS_PER_KIND),
    db.select().from(enterprises).where(and(eq(enterprises.meeting_id, meetingId), eq(enterprises.deleted, 0), eq(enterprises.status, 1))).orderBy(desc(enterprises.weight)).limit(ITEMS_PER_KIND),
  ])
  const item = (kind: SourceKind, _id: string, title: unknown, body: unknown[], detail: Item['detail']): Item =>
    ({ kind, _id, meeting_id: meetingId, title, titleText: allText(title), bodyText: allText(...body), detail })
  const d = meeting.doc
  const items: Item[] = [
    item('meeting', meeting._id, d.title, [d.place, d.address], (lang) => [formatRange(meeting.start, meeting.end, tz), localized(d.place, lang)].filter(Boolean).join(' · ')),
    ...acts.map((a) => item('activity', a._id, a.doc.title, [a.doc.description, a.doc.place], (lang) => [when(a.start, a.end)(), localized(a.doc.place, lang)].filter(Boolean).join(' · '))),
    ...ags.map((a) => item('agenda', a._id, a.doc.title, [a.doc.place, a.doc.description], (lang) => [when(a.start, a.end)(), localized(a.doc.place, lang)].filter(Boolean).join(' · '))),
    ...sps.map((s) => item('speaker', s._id, s.doc.name, [s.doc.work_title, s.doc.description], (lang) => localized(s.doc.work_title, lang))),
    ...ns.map((n) => item('news', n._id, n.doc.title, [n.doc.summary], (lang) => localized(n.doc.summary, lang))),
    ...ents.map((e) => {
      const exhibitor = (e.doc.exhibitor ?? {}) as { company?: { title?: unknown }; booth?: unknown }
      return item('exhibitor', e._id, exhibitor.company?.title, [e.doc.description, e.doc.position], (lang) => [String(exhibitor.booth ?? e.doc.position ?? ''), localized(e.doc.description, lang)].filter(Boolean).join(' · '))
    }),
  ]
  return { title: d.title, items }
}

const KIND_LABELS: Record<MatchLanguage, Record<SourceKind, string>> = {
  zh: { meeting: '会议', activity: '活动', agenda: '议程', speaker: '嘉宾', news: '资讯', exhibitor: '展商' },
  en: { meeting: 'Event', activity: 'Activity', agenda: 'Agenda', speaker: 'Speaker', news: 'News', exhibitor: 'Exhibitor' },
  ja: { meeting: 'イベント', activity: 'アクティビティ', agenda: 'アジェンダ', speaker: '登壇者', news: 'ニュース', exhibitor: '出展者' },
  ko: { meeting: '행사', activity: '활동', agenda: '일정', speaker: '연사', news: '뉴스', exhibitor: '전시업체' },
}

const PHRASES: Record<MatchLanguage, { found: (q: string, m: string) => string; none: (q: string, m: string) => string }> = {
  zh: { found: (q, m) => `关于“${q}”，我在${m}找到以下内容：`, none: (q, m) => `抱歉，在${m}的活动、议程、嘉宾、资讯和展商中没有找到与“${q}”相关的内容。请换个说法，或联系主办方。` },
  en: { found: (q, m) => `Here is what I found about “${q}” at ${m}:`, none: (q, m) => `Sorry, nothing in the activities, agenda, speakers, news or exhibitors of ${m} matches “${q}”. Try other words, or ask the organiser.` },
  ja: { found: (q, m) => `「${q}」について、${m}で見つかった情報です：`, none: (q, m) => `申し訳ありません。${m}のアクティビティ、アジェンダ、登壇者、ニュース、出展者に「${q}」に関する情報は見つかりませんでした。別の言葉で試すか、主催者にお問い合わせください。` },
  ko: { found: (q, m) => `“${q}”에 대해 ${m}에서 찾은 내용입니다:`, none: (q, m) => `죄송합니다. ${m}의 활동, 일정, 연사, 뉴스, 전시업체에서 “${q}”와 관련된 내용을 찾지 못했습니다. 다른 표현으로 물어보거나 주최 측에 문의하세요.` },
}

export function score(item: Item, words: string[], asked: Set<SourceKind>): number {
  const byWords = words.reduce((sum, w) => sum + (item.titleText.includes(w) ? 3 : item.bodyText.includes(w) ? 1 : 0), 0)
  return byWords + (asked.has(item.kind) ? 2 : 0)
}

/** The answer to a question about one meeting; undefined when the meeting does not exist. */
export async function answerQuestion(db: Tx, meetingId: string, question: string, limit: number, lang: MatchLanguage): Promise<MatchAnswer | undefined> {
  const content = await meetingItems(db, meetingId)
  if (!content) return undefined
  const words = keywords(question)
  const asked = intents(question)
  const ranked = content.items.map((item, order) => ({ item, order, score: score(item, words, asked) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
  const meetingTitle = localized(content.title, lang)
  const q = question.trim()
  if (!ranked.length) return { text: PHRASES[lang].none(q, meetingTitle), sources: [] }
  const lines = ranked.map(({ item }, i) => {
    const detail = item.detail(lang)
    return `${i + 1}. [${KIND_LABELS[lang][item.kind]}] ${localized(item.title, lang)}${detail ? ` — ${detail}` : ''}`
  })
  return {
    text: [PHRASES[lang].found(q, meetingTitle), ...lines].join('\n'),
    sources: ranked.map(({ item: { kind, _id, meeting_id, title } }) => ({ kind, _id, meeting_id, title })),
  }
}
