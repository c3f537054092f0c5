/**
 * Minutes of an ended live (summary, key points, decisions, Q&A) in each of the meeting's languages, made from its
 * subtitle lines: by the language model when FU_LLM_BASE_URL is set, else by an extractive summary (extractive.ts).
 * Stored in live_minutes; a row is claimed by one conditional statement, so two instances never write the same minutes.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { liveMinutes, lives, liveSubtitles, meetings } from '../../db/schema'
import { chatJson, llmConfig, type LlmConfig } from '../../providers/llm/client'
import { extractiveMinutes, type MinutesContent } from '../copilot/extractive'
import { LANGUAGE_NAMES } from '../copilot/translate'

export type { MinutesContent } from '../copilot/extractive'
export const UI_LANGUAGES = ['zh', 'en', 'ja', 'ko'] as const
/** A claim that was not finished (a crashed instance) is taken over after this long. */
const LEASE_SECONDS = 300

export interface MinutesDoc {
  /** The language most lines were spoken in. */
  spoken: string
  languages: Record<string, MinutesContent>
}

/** The meeting's enabled languages among the four UI languages (all four when the meeting does not say). */
export async function meetingLanguages(db: Tx, meetingId: string): Promise<string[]> {
  const [row] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, meetingId)).limit(1)
  const config = (row?.doc as { config?: { language?: Record<string, unknown> } } | undefined)?.config?.language
  const enabled = config ? UI_LANGUAGES.filter(lang => Boolean(config[lang])) : []
  return enabled.length ? [...enabled] : [...UI_LANGUAGES]
}

interface Line { offset: number; language: string | null; text: Record<string, string> }

// eslint-disable-next-line no-control-regex -- the model's answer must not carry control characters into e-mails and pages
const clean = (value: unknown, max = 2000): string => (typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim().slice(0, max) : '')
const cleanList = (value: unknown): string[] => (Array.isArray(value) ? value.map(v => clean(v, 500)).filter(Boolean).slice(0, 10) : [])

function asMinutes(value: Record<string, unknown>): MinutesContent {
  const qa = Array.isArray(value.qa) ? value.qa.flatMap((item) => {
    const q = clean((item as { q?: unknown })?.q, 500)
    const a = clean((item as { a?: unknown })?.a, 1000)
    return q ? [{ q, a }] : []
  }).slice(0, 10) : []
  return { summary: clean(value.summary), key_points: cleanList(value.key_points), decisions: cleanList(value.decisions), qa }
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

async function modelMinutes(llm: LlmConfig, title: string, transcript: string, language: string): Promise<MinutesContent> {
  const system = 'You write the minutes of a live event from its transcript. Use only what the transcript says; do not invent '
    + 'names, numbers or decisions. Answer only a JSON object: {"summary": "3 to 5 sentences", "key_points": ["…"], '
    + '"decisions": ["…" (empty when nothing was decided)], "qa": [{"q": "a question from the audience", "a": "the answer given"}]}.'
  const user = `Write the minutes in ${LANGUAGE_NAMES[language] ?? language}.\nEvent: ${title}\nTranscript:\n${transcript}`
  return asMinutes(await chatJson(llm, system, user))
}

/** The most common spoken language of the lines (the seed's lines have none: then the first language with text). */
function spokenLanguage(lines: Line[], languages: string[]): string {
  const counts = new Map<string, number>()
  for (const line of lines) if (line.language) counts.set(line.language, (counts.get(line.language) ?? 0) + 1)
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  return top ?? languages.find(lang => lines.some(line => line.text[lang])) ?? languages[0]
}

/** Writes the minutes of one live from its lines (no claim: see ensureMinutes). */
export async function writeMinutes(title: string, lines: Line[], languages: string[], llm = llmConfig()): Promise<{ doc: MinutesDoc; source: 'llm' | 'extractive' }> {
  const spoken = spokenLanguage(lines, languages)
  const inLanguage = (lang: string) => lines.map(line => line.text[lang] || line.text[line.language ?? spoken] || '').filter(Boolean)
  const result: Record<string, MinutesContent> = {}
  if (llm) {
    const transcript = lines.map(line => `[${clock(line.offset)}] ${line.text[line.language ?? spoken] ?? Object.values(line.text)[0] ?? ''}`).join('\n')
    for (const lang of languages) result[lang] = await modelMinutes(llm, title, transcript, lang)
    return { doc: { spoken, languages: result }, source: 'llm' }
  }
  // Each language from the lines in that language (translated or seeded); lines not in it count in their spoken language.
  for (const lang of languages) result[lang] = extractiveMinutes(inLanguage(lang))
  return { doc: { spoken, languages: result }, source: 'extractive' }
}

const titleOf = (doc: unknown): string => {
  const t = (doc as { title?: unknown })?.title
  return typeof t === 'string' ? t : Object.values((t as Record<string, string> | undefined) ?? {})[0] ?? ''
}

export type MinutesRow = typeof liveMinutes.$inferSelect

/**
 * The live's minutes: the stored ones, or written now when the live has ended and has subtitle lines (claimed
 * atomically; null while another instance writes them, when the live has not ended or has no lines).
 */
export async function ensureMinutes(db: Tx, liveId: string, now: number): Promise<MinutesRow | null> {
  const [existing] = await db.select().from(liveMinutes).where(eq(liveMinutes.live_id, liveId)).limit(1)
  if (existing?.status === 'ready') return existing
  const [live] = await db.select().from(lives).where(eq(lives._id, liveId)).limit(1)
  if (!live || live.deleted || live.end > now) return null
  const rows = await db.select({ offset: liveSubtitles.offset, language: liveSubtitles.language, doc: liveSubtitles.doc }).from(liveSubtitles)
    .where(eq(liveSubtitles.live_id, liveId)).orderBy(asc(liveSubtitles.offset), asc(liveSubtitles._id))
  const lines: Line[] = rows.map(r => ({ offset: r.offset, language: r.language, text: ((r.doc as { text?: Record<string, string> }).text) ?? {} }))
    .filter(line => Object.values(line.text).some(Boolean))
  if (!lines.length) return null
  const [claimed] = await db.insert(liveMinutes).values({ live_id: liveId, status: 'pending', lease_until: now + LEASE_SECONDS })
    .onConflictDoUpdate({
      target: liveMinutes.live_id,
      set: { lease_until: now + LEASE_SECONDS },
      setWhere: and(eq(liveMinutes.status, 'pending'), lt(liveMinutes.lease_until, now)),
    }).returning()
  if (!claimed) return null
  try {
    const { doc, source } = await writeMinutes(titleOf(live.doc), lines, await meetingLanguages(db, live.meeting_id))
    const [ready] = await db.update(liveMinutes).set({ status: 'ready', source, doc: doc as unknown as Record<string, unknown>, created: now, lease_until: 0 })
      .where(eq(liveMinutes.live_id, liveId)).returning()
    return ready
  } catch (error) {
    // Let the next run try again at once (the model may be back); the error goes to the caller's log.
    await db.update(liveMinutes).set({ lease_until: 0 }).where(and(eq(liveMinutes.live_id, liveId), eq(liveMinutes.status, 'pending')))
    throw error
  }
}

/** Minutes for the lives that ended within `withinSeconds` and have none yet; how many were written. */
export async function runMinutesJobs(db: Tx, now: number, withinSeconds: number): Promise<number> {
  const due = await db.select({ _id: lives._id }).from(lives)
    .where(and(eq(lives.deleted, 0), sql`${lives.end} <= ${now}`, sql`${lives.end} > ${now - withinSeconds}`,
      sql`exists (select 1 from ${liveSubtitles} s where s.live_id = ${lives._id})`,
      sql`not exists (select 1 from ${liveMinutes} m where m.live_id = ${lives._id} and (m.status = 'ready' or m.lease_until >= ${now}))`))
  let written = 0
  for (const live of due) if (await ensureMinutes(db, live._id, now)) written++
  return written
}

/** One language of the minutes: the viewer's, else the spoken language's, else any. */
export function minutesIn(row: MinutesRow, language: string): MinutesContent & { language: string } {
  const doc = row.doc as unknown as MinutesDoc
  const lang = doc.languages?.[language] ? language : doc.languages?.[doc.spoken] ? doc.spoken : Object.keys(doc.languages ?? {})[0]
  return { language: lang, ...(doc.languages?.[lang] ?? { summary: '', key_points: [], decisions: [], qa: [] }) }
}

