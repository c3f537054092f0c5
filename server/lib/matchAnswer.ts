/**
 * The copilot's retrieval (POST /match/query + GET /match/stream): the meeting's own content, ranked with BM25
 * (minisearch) in all four languages, and the answer composed from the best items when no language model is
 * configured (lib/llm.ts writes it when one is). Every item carries its key facts: an activity its registration
 * state (open / not started / closed / full, by the rules of lib/registration.ts and src/core/registration.ts),
 * its ticket types with their prices in yuan and the route that registers; agenda sessions their time and place;
 * speakers their work; exhibitors their booth; products their maker; news their summary; the meeting its place
 * and the copilot's prologue description (the meeting sets no FAQ answers: its example questions are not indexed,
 * or every question like them would find the meeting instead of the items that answer it).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import MiniSearch from 'minisearch'
import type { Tx } from '../db/client'
import { activities, agendas, enterprises, meetings, news, products, speakers, ticketPrices } from '../db/schema'
import { nowSeconds } from './ids'

export type MatchLanguage = 'zh' | 'en' | 'ja' | 'ko'
export type SourceKind = 'meeting' | 'activity' | 'agenda' | 'speaker' | 'news' | 'exhibitor' | 'product'
export interface MatchSource { kind: SourceKind; _id: string; meeting_id: string; title: unknown }
export interface MatchAnswer { text: string; sources: MatchSource[] }

/** The registration state of an activity as the copilot says it. */
export type ActivityState = 'open' | 'not_started' | 'closed' | 'full'
export interface TicketFact { title: unknown; yuan: number; soldOut: boolean }

/** One retrieved item with its facts, ready for the default answer and for the model's prompt. */
export interface Item extends MatchSource {
  titleText: string
  bodyText: string
  /** The key facts in one language, one short phrase each. */
  facts: (lang: MatchLanguage) => string[]
  activity?: { state: ActivityState; opensAt?: number; tickets: TicketFact[]; link: string }
}

export interface Retrieved { meetingTitle: unknown; items: Item[]; asked: Set<SourceKind> }

const ITEMS_PER_KIND = 500

/** Words that ask for a kind of item: they raise that kind's items (a question naming nothing still gets the list). */
const INTENTS: { kind: SourceKind; words: string[] }[] = [
  { kind: 'meeting', words: ['where', 'venue', 'location', 'address', '地点', '地址', '在哪', '场馆', '会场', '場所', '会場', 'どこ', '장소', '어디', '위치'] },
  { kind: 'activity', words: ['register', 'registration', 'sign up', 'signup', 'ticket', 'price', 'cost', 'fee', 'how much', '报名', '注册', '门票', '票价', '价格', '费用', '多少钱', '登録', '申し込', '参加', 'チケット', '料金', '値段', '등록', '신청', '티켓', '가격', '비용', '요금'] },
  { kind: 'speaker', words: ['guest', 'speaker', 'keynote', '嘉宾', '演讲', 'ゲスト', '講演', '登壇', '게스트', '연사'] },
  { kind: 'exhibitor', words: ['exhibitor', 'booth', 'company', 'companies', '展商', '展位', '企业', '出展', 'ブース', '전시업체', '부스', '기업'] },
  { kind: 'product', words: ['product', '展品', '产品', '製品', '제품'] },
  { kind: 'agenda', words: ['agenda', 'schedule', 'programme', 'program', 'session', '议程', '日程', 'アジェンダ', 'スケジュール', '일정', '프로그램'] },
  { kind: 'news', words: ['news', '资讯', '新闻', 'ニュース', '뉴스'] },
]

export function intents(question: string): Set<SourceKind> {
  const lower = question.toLowerCase()
  return new Set(INTENTS.filter((intent) => intent.words.some((w) => lower.includes(w))).map((intent) => intent.kind))
}

const STOP_WORDS = new Set(('a an the is are was be to of in on at for and or what who whom how when where why which do does can could i me my we our '
  + 'you your it its this that there any about with will would get please tell show find much cost').split(' '))
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
// Intl.Segmenter is in Node (full ICU) but not in the TypeScript lib this project compiles with.
interface WordSegmenter { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> }
const { Segmenter } = Intl as unknown as { Segmenter: new (locale: string, options: { granularity: 'word' }) => WordSegmenter }
const segmenter = new Segmenter('zh', { granularity: 'word' })

/**
 * Terms of a text in any of the four languages. Chinese and Japanese have no spaces, so a whitespace tokenizer
 * would make a whole sentence one term: Intl.Segmenter (ICU's dictionary word breaks, by script whatever the
 * locale) cuts them into words, and Latin words come out as words too. A CJK word longer than two characters also
 * gives its character pairs, because the question and the item may be cut differently (主旨演讲 / 主旨 + 演讲) and
 * Korean words carry their particles (서밋에 = 서밋 + 에): the pairs still meet. Single characters and common
 * question words are dropped.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = []
  for (const { segment, isWordLike } of segmenter.segment(text.toLowerCase())) {
    if (!isWordLike || segment.length < 2 || STOP_WORDS.has(segment)) continue
    terms.push(segment)
    if (segment.length > 2 && CJK.test(segment)) {
      for (let i = 0; i < segment.length - 1; i++) terms.push(segment.slice(i, i + 2))
    }
  }
  return terms
}

/** Every language of a localized text (or the string itself), tags removed. */
function allText(...values: unknown[]): string {
  const parts = values.flatMap((v) => (Array.isArray(v) ? v : [v]))
    .flatMap((v) => (v && typeof v === 'object' ? Object.values(v as Record<string, unknown>) : [v]))
  return parts.filter((p): p is string => typeof p === 'string').join(' \n ').replace(/<[^>]*>/g, ' ')
}

export function localized(value: unknown, lang: MatchLanguage): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const text = value as Record<string, string | undefined>
  return text[lang] || text.en || text.zh || Object.values(text).find(Boolean) || ''
}

function formatRange(start: number, end: number, timeZone: string): string {
  const a = formatTime(start, timeZone)
  const b = formatTime(end, timeZone)
  return a.day === b.day ? `${a.day} ${a.time} - ${b.time}` : `${a.day} ${a.time} ~ ${b.day} ${b.time}`
}

function formatTime(seconds: number, timeZone: string): { day: string; time: string } {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]))
  return { day: `${p.year}.${p.month}.${p.day}`, time: `${p.hour}:${p.minute}` }
}

/**
 * Where registration stands for anyone (SPEC §4, as lib/registration.ts checks it and src/core/registration.ts
 * shows it): not started before registration_start, closed from a non-zero deadline (or once the activity ended),
 * full when the places taken reach max (0 = unlimited), else open.
 */
export function activityState(a: { registration_start: number; deadline: number; end: number; max: number; ticket_total: number }, now = nowSeconds()): ActivityState {
  if (a.registration_start && now < a.registration_start) return 'not_started'
  if ((a.deadline && now >= a.deadline) || (a.end && now >= a.end)) return 'closed'
  if (a.max > 0 && a.ticket_total >= a.max) return 'full'
  return 'open'
}

/** Prices are stored in cents; the copilot says yuan. */
export const yuan = (cents: number): number => cents / 100
const money = (value: number) => `¥${Number.isInteger(value) ? value : value.toFixed(2)}`

export const activityLink = (activityId: string) => `/meeting/activity/detail?activity_id=${activityId}`

const WORDS: Record<MatchLanguage, {
  kinds: Record<SourceKind, string>
  state: Record<ActivityState, string>
  opens: (when: string) => string
  free: string
  soldOut: string
  tickets: string
  noTickets: string
  register: string
  found: (q: string, m: string) => string
  alsoRelated: string
  none: (q: string, m: string) => string
  sources: string
  by: string
  list: string
}> = {
  zh: {
    kinds: { meeting: '会议', activity: '活动', agenda: '议程', speaker: '嘉宾', news: '资讯', exhibitor: '展商', product: '展品' },
    state: { open: '报名中', not_started: '报名尚未开始', closed: '报名已截止', full: '名额已满' },
    opens: (w) => `${w} 开始报名`, free: '免费', soldOut: '已售罄', tickets: '票种', noTickets: '免费报名，无需购票',
    register: '报名入口', found: (q, m) => `关于“${q}”，${m}的相关信息：`, alsoRelated: '其他相关：', sources: '来源',
    none: (q, m) => `抱歉，在${m}的活动、议程、嘉宾、资讯、展商和展品中没有找到与“${q}”相关的内容。请换个说法，或联系主办方。`,
    by: '展商', list: '、',
  },
  en: {
    kinds: { meeting: 'Event', activity: 'Activity', agenda: 'Agenda', speaker: 'Speaker', news: 'News', exhibitor: 'Exhibitor', product: 'Product' },
    state: { open: 'registration open', not_started: 'registration not started yet', closed: 'registration closed', full: 'full (no places left)' },
    opens: (w) => `opens ${w}`, free: 'free', soldOut: 'sold out', tickets: 'Tickets', noTickets: 'free registration, no ticket to buy',
    register: 'Register', found: (q, m) => `About “${q}” at ${m}:`, alsoRelated: 'Also related:', sources: 'Sources',
    none: (q, m) => `Sorry, nothing in the activities, agenda, speakers, news, exhibitors or products of ${m} matches “${q}”. Try other words, or ask the organiser.`,
    by: 'by', list: ', ',
  },
  ja: {
    kinds: { meeting: 'イベント', activity: 'アクティビティ', agenda: 'アジェンダ', speaker: '登壇者', news: 'ニュース', exhibitor: '出展者', product: '製品' },
    state: { open: '受付中', not_started: '受付開始前', closed: '受付終了', full: '満員（定員に達しました）' },
    opens: (w) => `${w} 受付開始`, free: '無料', soldOut: '完売', tickets: 'チケット', noTickets: '無料で登録でき、チケットは不要です',
    register: '登録ページ', found: (q, m) => `「${q}」について、${m}の情報です：`, alsoRelated: 'その他の関連情報：', sources: '出典',
    none: (q, m) => `申し訳ありません。${m}のアクティビティ、アジェンダ、登壇者、ニュース、出展者、製品に「${q}」に関する情報は見つかりませんでした。別の言葉で試すか、主催者にお問い合わせください。`,
    by: '出展者', list: '、',
  },
  ko: {
    kinds: { meeting: '행사', activity: '활동', agenda: '일정', speaker: '연사', news: '뉴스', exhibitor: '전시업체', product: '제품' },
    state: { open: '접수 중', not_started: '접수 시작 전', closed: '접수 마감', full: '정원 마감' },
    opens: (w) => `${w} 접수 시작`, free: '무료', soldOut: '매진', tickets: '티켓', noTickets: '무료 등록, 티켓 구매 불필요',
    register: '등록하기', found: (q, m) => `“${q}”에 대해 ${m}에서 찾은 내용입니다:`, alsoRelated: '관련 항목:', sources: '출처',
    none: (q, m) => `죄송합니다. ${m}의 활동, 일정, 연사, 뉴스, 전시업체, 제품에서 “${q}”와 관련된 내용을 찾지 못했습니다. 다른 표현으로 물어보거나 주최 측에 문의하세요.`,
    by: '전시업체', list: ', ',
  },
}

export const kindLabel = (lang: MatchLanguage, kind: SourceKind) => WORDS[lang].kinds[kind]

async function meetingItems(db: Tx, meetingId: string, now: number): Promise<{ title: unknown; items: Item[] } | undefined> {
  const [meeting] = await db.select().from(meetings).where(and(eq(meetings._id, meetingId), eq(meetings.deleted, 0))).limit(1)
  if (!meeting) return undefined
  const tz = typeof meeting.doc.timezone === 'string' ? meeting.doc.timezone : 'Asia/Shanghai'
  const [acts, ags, sps, ns, ents, prods] = await Promise.all([
    db.select().from(activities).where(and(eq(activities.meeting_id, meetingId), eq(activities.deleted, 0), eq(activities.enable_show, 1))).orderBy(desc(activities.weight), asc(activities.start)).limit(ITEMS_PER_KIND),
    db.select().from(agendas).where(and(eq(agendas.meeting_id, meetingId), eq(agendas.deleted, 0), eq(agendas.enable_show, 1))).orderBy(agendas.start).limit(ITEMS_PER_KIND),
    db.select().from(speakers).where(and(eq(speakers.meeting_id, meetingId), eq(speakers.deleted, 0))).orderBy(desc(speakers.weight)).limit(ITEMS_PER_KIND),
    db.select().from(news).where(and(eq(news.meeting, meetingId), eq(news.deleted, 0))).orderBy(desc(news.created)).limit(ITEMS_PER_KIND),
    db.select().from(enterprises).where(and(eq(enterprises.meeting_id, meetingId), eq(enterprises.deleted, 0), eq(enterprises.status, 1))).orderBy(desc(enterprises.weight)).limit(ITEMS_PER_KIND),
    db.select().from(products).where(and(eq(products.meeting_id, meetingId), eq(products.deleted, 0))).orderBy(desc(products.weight)).limit(ITEMS_PER_KIND),
  ])
  const prices = acts.length
    ? await db.select().from(ticketPrices).where(and(inArray(ticketPrices.activity_id, acts.map((a) => a._id)), eq(ticketPrices.deleted, 0))).orderBy(desc(ticketPrices.weight))
    : []
  const item = (kind: SourceKind, _id: string, title: unknown, body: unknown[], facts: Item['facts'], extra: Partial<Item> = {}): Item =>
    ({ kind, _id, meeting_id: meetingId, title, titleText: allText(title), bodyText: allText(...body), facts, ...extra })
  const d = meeting.doc
  const ex = (d.exhibition ?? {}) as Record<string, unknown>
  const companyOf = new Map(ents.map((e) => [e._id, ((e.doc.exhibitor ?? {}) as { company?: { title?: unknown } }).company?.title ?? e.doc.title]))
  const w = (lang: MatchLanguage) => WORDS[lang]
  const items: Item[] = [
    item('meeting', meeting._id, d.title, [d.place, d.address, ex.copilot_prologue_description],
      (lang) => [formatRange(meeting.start, meeting.end, tz), localized(d.place, lang), localized(d.address, lang)].filter(Boolean)),
    ...acts.map((a) => {
      const state = activityState(a, now)
      const tickets = prices.filter((p) => p.activity_id === a._id)
        .map((p) => ({ title: p.doc.title, yuan: yuan(p.amount), soldOut: p.total > 0 && p.sold_total >= p.total }))
      const facts = (lang: MatchLanguage) => [
        state === 'not_started' && a.registration_start ? `${w(lang).state.not_started} (${w(lang).opens(formatRange(a.registration_start, a.registration_start, tz).split(' - ')[0])})` : w(lang).state[state],
        formatRange(a.start, a.end, tz),
        localized(a.doc.place, lang),
        tickets.length
          ? `${w(lang).tickets}: ${tickets.map((t) => `${localized(t.title, lang)} ${t.yuan ? money(t.yuan) : w(lang).free}${t.soldOut ? ` (${w(lang).soldOut})` : ''}`).join(w(lang).list)}`
          : w(lang).noTickets,
        `${w(lang).register}: ${activityLink(a._id)}`,
      ].filter(Boolean)
      return item('activity', a._id, a.doc.title, [a.doc.description, a.doc.place, tickets.map((t) => t.title)], facts,
        { activity: { state, opensAt: a.registration_start || undefined, tickets, link: activityLink(a._id) } })
    }),
    ...ags.map((a) => item('agenda', a._id, a.doc.title, [a.doc.place, a.doc.description],
      (lang) => [formatRange(a.start, a.end, tz), localized(a.doc.place, lang)].filter(Boolean))),
    ...sps.map((s) => item('speaker', s._id, s.doc.name, [s.doc.work_title, s.doc.company, s.doc.description],
      (lang) => [localized(s.doc.work_title, lang), localized(s.doc.company, lang)].filter(Boolean))),
    ...ns.map((n) => item('news', n._id, n.doc.title, [n.doc.summary], (lang) => [localized(n.doc.summary, lang)].filter(Boolean))),
    ...ents.map((e) => {
      const exhibitor = (e.doc.exhibitor ?? {}) as { company?: { title?: unknown }; booth?: unknown }
      return item('exhibitor', e._id, exhibitor.company?.title ?? e.doc.title, [e.doc.description, e.doc.position],
        (lang) => [String(exhibitor.booth ?? e.doc.position ?? ''), localized(e.doc.description, lang)].filter(Boolean))
    }),
    ...prods.map((p) => item('product', p._id, p.doc.title, [p.doc.description, companyOf.get(p.enterprise_id)],
      (lang) => [localized(p.doc.description, lang), companyOf.get(p.enterprise_id) ? `${w(lang).by} ${localized(companyOf.get(p.enterprise_id), lang)}` : ''].filter(Boolean))),
  ]
  return { title: d.title, items }
}

/**
 * The items that answer a question, best first: BM25 over titles (weighted 3) and bodies in every language, with
 * prefix matches for longer Latin words (register → registration); an item whose kind the question asks for
 * (registration → activities) is raised, and alone decides when no word matches (How do I register? → activities).
 */
export async function retrieve(db: Tx, meetingId: string, question: string, limit: number, now = nowSeconds()): Promise<Retrieved | undefined> {
  const content = await meetingItems(db, meetingId, now)
  if (!content) return undefined
  const index = new MiniSearch<Item & { id: number }>({
    fields: ['titleText', 'bodyText'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { boost: { titleText: 3 }, prefix: (term) => term.length >= 5 && !CJK.test(term), combineWith: 'OR' },
  })
  index.addAll(content.items.map((item, id) => ({ ...item, id })))
  const asked = intents(question)
  const hits = new Map<number, number>()
  for (const hit of index.search(question)) hits.set(hit.id as number, hit.score)
  const top = Math.max(0, ...hits.values())
  const ranked = content.items.map((item, order) => {
    const bm25 = hits.get(order) ?? 0
    // The kind asked for adds a share of the best score (or alone orders the list when no word matched).
    const score = bm25 + (asked.has(item.kind) ? Math.max(top * 0.5, 1) : 0)
    return { item, order, score }
  }).filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
  return { meetingTitle: content.title, items: ranked.map((r) => r.item), asked }
}

export const sourcesOf = (items: Item[]): MatchSource[] => items.map(({ kind, _id, meeting_id, title }) => ({ kind, _id, meeting_id, title }))

/** How many items the composed answer and the model's prompt use. */
export const ANSWER_ITEMS = 5

/**
 * The answer without a language model: the best item first with all its facts (an activity: its state, time, ticket
 * types with prices and the registration link), then the next few as one line each, each marked with its source
 * number [n]; nothing found is said plainly.
 */
export function composeAnswer(question: string, retrieved: Retrieved, lang: MatchLanguage): MatchAnswer {
  const w = WORDS[lang]
  const q = question.trim()
  const meetingTitle = localized(retrieved.meetingTitle, lang)
  const items = retrieved.items.slice(0, ANSWER_ITEMS)
  if (!items.length) return { text: w.none(q, meetingTitle), sources: [] }
  const [first, ...rest] = items
  // A registration question lists every activity with its facts, not only the first.
  const full = first.kind === 'activity' ? items.filter((i) => i.kind === 'activity').slice(0, 3) : [first]
  const line = (item: Item, withAll: boolean) => {
    const n = items.indexOf(item) + 1
    const facts = item.facts(lang)
    return `[${n}] ${w.kinds[item.kind]} · ${localized(item.title, lang)}${facts.length ? (withAll ? `\n${facts.map((f) => `  - ${f}`).join('\n')}` : ` — ${facts.slice(0, 2).join(' · ')}`) : ''}`
  }
  const others = rest.filter((i) => !full.includes(i))
  const text = [
    w.found(q, meetingTitle),
    ...full.map((i) => line(i, true)),
    ...(others.length ? [w.alsoRelated, ...others.map((i) => line(i, false))] : []),
  ].join('\n')
  return { text, sources: sourcesOf(items) }
}

/** The answer to a question about one meeting from retrieval alone; undefined when the meeting does not exist. */
export async function answerQuestion(db: Tx, meetingId: string, question: string, limit: number, lang: MatchLanguage): Promise<MatchAnswer | undefined> {
  const retrieved = await retrieve(db, meetingId, question, limit)
  return retrieved && composeAnswer(question, retrieved, lang)
}
