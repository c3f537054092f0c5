/**
 * The copilot's retrieval (POST /match/query + GET /match/stream): the meeting's own content, ranked with BM25
 * (minisearch) in all four languages, and the answer composed from the best items when no language model is
 * configured (lib/llm.ts writes it when one is). Every item carries its key facts: an activity its registration
 * state (open / not started / closed / full, by the rules of modules/activities/registration.ts and src/core/registration.ts),
 * its ticket types with their prices in yuan; agenda sessions their time and place; speakers their work; exhibitors
 * their booth; products their maker; news their summary; the meeting its place, the venue's directions and the
 * copilot's prologue description. The composed answer is sentences in the question's language (how-to steps from
 * modules/copilot/matchHowTo.ts, then the items' facts); routes and ids go only in the sources, which the client shows as cards (the meeting sets no FAQ answers: its example questions are not indexed,
 * or every question like them would find the meeting instead of the items that answer it).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import MiniSearch from 'minisearch'
import type { Tx } from '../../db/client'
import { activities, agendas, enterprises, meetingContents, meetings, news, products, speakers, ticketPrices } from '../../db/schema'
import { nowSeconds } from '../../lib/ids'
import { howToSteps, howToTopics } from './matchHowTo'

import type { MatchLanguage } from './language'
export type { MatchLanguage } from './language'
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
  /** The item said in one or two sentences, for the answer without a model. */
  sentence: (lang: MatchLanguage) => string
  activity?: { state: ActivityState; opensAt?: number; tickets: TicketFact[] }
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

const LOCALES: Record<MatchLanguage, string> = { zh: 'zh-CN', en: 'en-GB', ja: 'ja-JP', ko: 'ko-KR' }
/** A day as people write it: 12月14日, 14 Dec, 12월 14일. */
function dayOf(seconds: number, timeZone: string, lang: MatchLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone, month: lang === 'en' ? 'short' : 'long', day: 'numeric' }).format(new Date(seconds * 1000))
}

/** When something happens, for a sentence: "on 14 Dec, 09:00–17:00", "12月14日 09:00–17:00", or from one day to another. */
function whenOf(start: number, end: number, timeZone: string, lang: MatchLanguage): string {
  const [a, b] = [start, end].map((t) => ({ day: dayOf(t, timeZone, lang), time: formatTime(t, timeZone).time }))
  const sameDay = a.day === b.day
  switch (lang) {
    case 'en': return sameDay ? `on ${a.day}, ${a.time}–${b.time}` : `from ${a.day} ${a.time} to ${b.day} ${b.time}`
    case 'ko': return sameDay ? `${a.day} ${a.time}–${b.time}` : `${a.day} ${a.time}부터 ${b.day} ${b.time}까지`
    case 'ja': return sameDay ? `${a.day} ${a.time}–${b.time}` : `${a.day} ${a.time}～${b.day} ${b.time}`
    default: return sameDay ? `${a.day} ${a.time}–${b.time}` : `${a.day} ${a.time} 至 ${b.day} ${b.time}`
  }
}

/** Plain text of a localized value (descriptions may hold HTML), one line. */
const plain = (value: unknown, lang: MatchLanguage) => localized(value, lang).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
/** A sentence ends with its language's full stop. */
function sentenceEnd(text: string, lang: MatchLanguage): string {
  const t = text.trim()
  if (!t || /[.!?。！？」)）]$/.test(t)) return t
  return `${t}${lang === 'en' || lang === 'ko' ? '.' : '。'}`
}
/** At most one sentence or 120 characters of a description. */
function brief(text: string): string {
  const first = /^.*?[.!?。！？](\s|$)/.exec(text)?.[0].trim() ?? text
  return first.length > 120 ? `${first.slice(0, 119)}…` : first
}

/**
 * Where registration stands for anyone (SPEC §4, as modules/activities/registration.ts checks it and src/core/registration.ts
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

const WORDS: Record<MatchLanguage, {
  kinds: Record<SourceKind, string>
  state: Record<ActivityState, string>
  opens: (when: string) => string
  free: string
  soldOut: string
  tickets: string
  noTickets: string
  alsoRelated: (titles: string) => string
  none: (q: string, m: string) => string
  sources: string
  by: string
  list: string
}> = {
  zh: {
    kinds: { meeting: '会议', activity: '活动', agenda: '议程', speaker: '嘉宾', news: '资讯', exhibitor: '展商', product: '展品' },
    state: { open: '报名中', not_started: '报名尚未开始', closed: '报名已截止', full: '名额已满' },
    opens: (w) => `${w} 开始报名`, free: '免费', soldOut: '已售罄', tickets: '票种', noTickets: '免费报名，无需购票',
    alsoRelated: (t) => `相关的还有：${t}。`, sources: '来源',
    none: (q, m) => `抱歉，在${m}的活动、议程、嘉宾、资讯、展商和展品中没有找到与“${q}”相关的内容。请换个说法，或联系主办方。`,
    by: '展商', list: '、',
  },
  en: {
    kinds: { meeting: 'Event', activity: 'Activity', agenda: 'Agenda', speaker: 'Speaker', news: 'News', exhibitor: 'Exhibitor', product: 'Product' },
    state: { open: 'registration open', not_started: 'registration not started yet', closed: 'registration closed', full: 'full (no places left)' },
    opens: (w) => `opens ${w}`, free: 'free', soldOut: 'sold out', tickets: 'Tickets', noTickets: 'free registration, no ticket to buy',
    alsoRelated: (t) => `Also related: ${t}.`, sources: 'Sources',
    none: (q, m) => `Sorry, nothing in the activities, agenda, speakers, news, exhibitors or products of ${m} matches “${q}”. Try other words, or ask the organiser.`,
    by: 'by', list: ', ',
  },
  ja: {
    kinds: { meeting: 'イベント', activity: 'アクティビティ', agenda: 'アジェンダ', speaker: '登壇者', news: 'ニュース', exhibitor: '出展者', product: '製品' },
    state: { open: '受付中', not_started: '受付開始前', closed: '受付終了', full: '満員（定員に達しました）' },
    opens: (w) => `${w} 受付開始`, free: '無料', soldOut: '完売', tickets: 'チケット', noTickets: '無料で登録でき、チケットは不要です',
    alsoRelated: (t) => `関連情報：${t}。`, sources: '出典',
    none: (q, m) => `申し訳ありません。${m}のアクティビティ、アジェンダ、登壇者、ニュース、出展者、製品に「${q}」に関する情報は見つかりませんでした。別の言葉で試すか、主催者にお問い合わせください。`,
    by: '出展者', list: '、',
  },
  ko: {
    kinds: { meeting: '행사', activity: '활동', agenda: '일정', speaker: '연사', news: '뉴스', exhibitor: '전시업체', product: '제품' },
    state: { open: '접수 중', not_started: '접수 시작 전', closed: '접수 마감', full: '정원 마감' },
    opens: (w) => `${w} 접수 시작`, free: '무료', soldOut: '매진', tickets: '티켓', noTickets: '무료 등록, 티켓 구매 불필요',
    alsoRelated: (t) => `관련 항목: ${t}.`, sources: '출처',
    none: (q, m) => `죄송합니다. ${m}의 활동, 일정, 연사, 뉴스, 전시업체, 제품에서 “${q}”와 관련된 내용을 찾지 못했습니다. 다른 표현으로 물어보거나 주최 측에 문의하세요.`,
    by: '전시업체', list: ', ',
  },
}

interface ActivitySay { title: string; when: string; place: string; state: ActivityState; opens: string; tickets: string }
/** The items' facts said as sentences, in each language. */
const SAY: Record<MatchLanguage, {
  activity: (a: ActivitySay) => string
  meeting: (title: string, when: string, place: string) => string
  agenda: (title: string, when: string, place: string) => string
  exhibitor: (company: string, booth: string) => string
  by: (title: string, company: string) => string
  named: (title: string, about: string) => string
}> = {
  zh: {
    activity: (a) => `${a.title}将于${a.when}${a.place ? `在${a.place}` : ''}举行。${{ open: '目前报名中。', not_started: `报名尚未开始，${a.opens}开放报名。`, closed: '报名已截止。', full: '名额已满。' }[a.state]}${a.tickets ? `票种：${a.tickets}。` : '免费报名，无需购票。'}`,
    meeting: (t, w, p) => `${t}将于${w}${p ? `在${p}` : ''}举行。`,
    agenda: (t, w, p) => `${t}：${w}${p ? `，${p}` : ''}。`,
    exhibitor: (c, b) => `${c}的展位在${b}。`,
    by: (t, c) => `${t}（${c}）`,
    named: (t, a) => `${t}：${a}`,
  },
  en: {
    activity: (a) => `${a.title} is ${a.when}${a.place ? ` at ${a.place}` : ''}. ${{ open: 'Registration is open.', not_started: `Registration has not started yet: it opens on ${a.opens}.`, closed: 'Registration is closed.', full: 'It is full (no places left).' }[a.state]} ${a.tickets ? `Tickets: ${a.tickets}.` : 'Registration is free, with no ticket to buy.'}`,
    meeting: (t, w, p) => `${t} runs ${w}${p ? ` at ${p}` : ''}.`,
    agenda: (t, w, p) => `${t} is ${w}${p ? ` in ${p}` : ''}.`,
    exhibitor: (c, b) => `${c} is at booth ${b}.`,
    by: (t, c) => `${t} by ${c}`,
    named: (t, a) => `${t}: ${a}`,
  },
  ja: {
    activity: (a) => `${a.title}は${a.when}に${a.place ? `${a.place}で` : ''}開催されます。${{ open: '現在受付中です。', not_started: `受付開始前です（${a.opens}に受付開始）。`, closed: '受付終了しました。', full: '満員（定員に達しました）です。' }[a.state]}${a.tickets ? `チケット：${a.tickets}。` : '無料で登録でき、チケットは不要です。'}`,
    meeting: (t, w, p) => `${t}は${w}に${p ? `${p}で` : ''}開催されます。`,
    agenda: (t, w, p) => `${t}：${w}${p ? `、${p}` : ''}。`,
    exhibitor: (c, b) => `${c}のブースは${b}です。`,
    by: (t, c) => `${t}（${c}）`,
    named: (t, a) => `${t}：${a}`,
  },
  ko: {
    activity: (a) => `${a.title}은(는) ${a.when}${a.place ? ` ${a.place}에서` : ''} 열립니다. ${{ open: '현재 접수 중입니다.', not_started: `아직 접수 시작 전이며 ${a.opens}에 접수가 시작됩니다.`, closed: '접수 마감되었습니다.', full: '정원 마감으로 남은 자리가 없습니다.' }[a.state]} ${a.tickets ? `티켓: ${a.tickets}.` : '무료 등록이며 티켓 구매가 필요 없습니다.'}`,
    meeting: (t, w, p) => `${t}은(는) ${w}${p ? ` ${p}에서` : ''} 열립니다.`,
    agenda: (t, w, p) => `${t}: ${w}${p ? `, ${p}` : ''}.`,
    exhibitor: (c, b) => `${c}의 부스는 ${b}입니다.`,
    by: (t, c) => `${t}(${c})`,
    named: (t, a) => `${t}: ${a}`,
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
  const venue = await db.select().from(meetingContents).where(and(eq(meetingContents.meeting_id, meetingId), eq(meetingContents.kind, 'contact'), eq(meetingContents.deleted, 0))).orderBy(desc(meetingContents.weight))
  const prices = acts.length
    ? await db.select().from(ticketPrices).where(and(inArray(ticketPrices.activity_id, acts.map((a) => a._id)), eq(ticketPrices.deleted, 0))).orderBy(desc(ticketPrices.weight))
    : []
  const item = (kind: SourceKind, _id: string, title: unknown, body: unknown[], facts: Item['facts'], sentence: Item['sentence'], extra: Partial<Item> = {}): Item =>
    ({ kind, _id, meeting_id: meetingId, title, titleText: allText(title), bodyText: allText(...body), facts, sentence, ...extra })
  const d = meeting.doc
  const ex = (d.exhibition ?? {}) as Record<string, unknown>
  const companyOf = new Map(ents.map((e) => [e._id, ((e.doc.exhibitor ?? {}) as { company?: { title?: unknown } }).company?.title ?? e.doc.title]))
  // The venue's directions (the contact page's venue entry), said after the meeting's place.
  const directions = venue.map((c) => c.doc.directions).find(Boolean)
  const w = (lang: MatchLanguage) => WORDS[lang]
  const say = (lang: MatchLanguage) => SAY[lang]
  const placeOf = (place: unknown, address: unknown, lang: MatchLanguage) => {
    const [p, a] = [plain(place, lang), plain(address, lang)]
    return p && a && p !== a ? `${p}${lang === 'en' || lang === 'ko' ? ` (${a})` : `（${a}）`}` : p || a
  }
  const items: Item[] = [
    item('meeting', meeting._id, d.title, [d.place, d.address, ex.copilot_prologue_description, directions],
      (lang) => [formatRange(meeting.start, meeting.end, tz), localized(d.place, lang), localized(d.address, lang), plain(directions, lang)].filter(Boolean),
      (lang) => [say(lang).meeting(plain(d.title, lang), whenOf(meeting.start, meeting.end, tz, lang), placeOf(d.place, d.address, lang)), sentenceEnd(plain(directions, lang), lang)].filter(Boolean).join(lang === 'en' || lang === 'ko' ? ' ' : '')),
    ...acts.map((a) => {
      const state = activityState(a, now)
      const tickets = prices.filter((p) => p.activity_id === a._id)
        .map((p) => ({ title: p.doc.title, yuan: yuan(p.amount), soldOut: p.total > 0 && p.sold_total >= p.total }))
      const ticketList = (lang: MatchLanguage) => tickets.map((t) => `${localized(t.title, lang)} ${t.yuan ? money(t.yuan) : w(lang).free}${t.soldOut ? ` (${w(lang).soldOut})` : ''}`).join(w(lang).list)
      const facts = (lang: MatchLanguage) => [
        state === 'not_started' && a.registration_start ? `${w(lang).state.not_started} (${w(lang).opens(formatRange(a.registration_start, a.registration_start, tz).split(' - ')[0])})` : w(lang).state[state],
        formatRange(a.start, a.end, tz),
        localized(a.doc.place, lang),
        tickets.length ? `${w(lang).tickets}: ${ticketList(lang)}` : w(lang).noTickets,
      ].filter(Boolean)
      const sentence = (lang: MatchLanguage) => say(lang).activity({
        title: plain(a.doc.title, lang), when: whenOf(a.start, a.end, tz, lang), place: plain(a.doc.place, lang), state,
        opens: a.registration_start ? `${dayOf(a.registration_start, tz, lang)} ${formatTime(a.registration_start, tz).time}` : '',
        tickets: ticketList(lang),
      })
      return item('activity', a._id, a.doc.title, [a.doc.description, a.doc.place, tickets.map((t) => t.title)], facts, sentence,
        { activity: { state, opensAt: a.registration_start || undefined, tickets } })
    }),
    ...ags.map((a) => item('agenda', a._id, a.doc.title, [a.doc.place, a.doc.description],
      (lang) => [formatRange(a.start, a.end, tz), localized(a.doc.place, lang)].filter(Boolean),
      (lang) => say(lang).agenda(plain(a.doc.title, lang), whenOf(a.start, a.end, tz, lang), plain(a.doc.place, lang)))),
    ...sps.map((s) => item('speaker', s._id, s.doc.name, [s.doc.work_title, s.doc.company, s.doc.description],
      (lang) => [localized(s.doc.work_title, lang), localized(s.doc.company, lang)].filter(Boolean),
      (lang) => {
        const about = [plain(s.doc.work_title, lang), plain(s.doc.company, lang)].filter(Boolean).join(w(lang).list)
        return sentenceEnd(about ? say(lang).named(plain(s.doc.name, lang), about) : plain(s.doc.name, lang), lang)
      })),
    ...ns.map((n) => item('news', n._id, n.doc.title, [n.doc.summary], (lang) => [localized(n.doc.summary, lang)].filter(Boolean),
      (lang) => {
        const summary = brief(plain(n.doc.summary, lang))
        return sentenceEnd(summary ? say(lang).named(plain(n.doc.title, lang), summary) : plain(n.doc.title, lang), lang)
      })),
    ...ents.map((e) => {
      const exhibitor = (e.doc.exhibitor ?? {}) as { company?: { title?: unknown }; booth?: unknown }
      const booth = String(exhibitor.booth ?? e.doc.position ?? '')
      return item('exhibitor', e._id, exhibitor.company?.title ?? e.doc.title, [e.doc.description, e.doc.position],
        (lang) => [booth, localized(e.doc.description, lang)].filter(Boolean),
        (lang) => {
          const company = plain(exhibitor.company?.title ?? e.doc.title, lang)
          const about = brief(plain(e.doc.description, lang))
          return [booth ? say(lang).exhibitor(company, booth) : '', sentenceEnd(about ? (booth ? about : say(lang).named(company, about)) : (booth ? '' : company), lang)]
            .filter(Boolean).join(lang === 'en' || lang === 'ko' ? ' ' : '')
        })
    }),
    ...prods.map((p) => {
      const maker = companyOf.get(p.enterprise_id)
      return item('product', p._id, p.doc.title, [p.doc.description, maker],
        (lang) => [localized(p.doc.description, lang), maker ? `${w(lang).by} ${localized(maker, lang)}` : ''].filter(Boolean),
        (lang) => {
          const title = maker ? say(lang).by(plain(p.doc.title, lang), plain(maker, lang)) : plain(p.doc.title, lang)
          const about = brief(plain(p.doc.description, lang))
          return sentenceEnd(about ? say(lang).named(title, about) : title, lang)
        })
    }),
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
 * The answer without a language model, in sentences: the app's steps for a how-to question (register, pay,
 * invoice, refund, tickets and check-in), then the best item's facts said as a sentence (a registration question
 * says up to three activities: their time, place, state and ticket prices), then the other items by name (after
 * steps other than registering, every item only by name). Nothing
 * found is said plainly, unless the steps answer it. No route, link or id: the items go out as sources (cards).
 */
export function composeAnswer(question: string, retrieved: Retrieved, lang: MatchLanguage): MatchAnswer {
  const w = WORDS[lang]
  const q = question.trim()
  const topics = howToTopics(q)
  const steps = topics.map((topic) => howToSteps(topic, lang))
  const items = retrieved.items.slice(0, ANSWER_ITEMS)
  if (!items.length) return { text: steps.length ? steps.join('\n') : w.none(q, localized(retrieved.meetingTitle, lang)), sources: [] }
  const [first] = items
  // Steps for paying, invoices, refunds or tickets answer the question: the items found beside them are only named.
  const stepsAnswer = topics.some((topic) => topic !== 'register')
  const full = stepsAnswer ? [] : first.kind === 'activity' ? items.filter((i) => i.kind === 'activity').slice(0, 3) : [first]
  const others = items.filter((i) => !full.includes(i))
  const text = [
    ...steps,
    ...full.map((i) => i.sentence(lang)),
    ...(others.length ? [w.alsoRelated(others.map((i) => plain(i.title, lang)).join(w.list))] : []),
  ].join('\n')
  return { text, sources: sourcesOf(items) }
}

/** The answer to a question about one meeting from retrieval alone; undefined when the meeting does not exist. */
export async function answerQuestion(db: Tx, meetingId: string, question: string, limit: number, lang: MatchLanguage): Promise<MatchAnswer | undefined> {
  const retrieved = await retrieve(db, meetingId, question, limit)
  return retrieved && composeAnswer(question, retrieved, lang)
}
