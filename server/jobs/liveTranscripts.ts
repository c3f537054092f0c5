/**
 * Transcribes running lives while they run (and uploaded recordings once): every run, for each live that is live now
 * (not paused, subtitles on) with a stream (`hls_url`) or an uploaded recording (`recording_url`), one instance claims
 * the live's row in live_transcriptions (conditional UPDATE … RETURNING with a lease), reads the HLS playlist, fetches
 * the media segments not yet done (the fMP4 init segment in front makes each one a valid MP4 the endpoint accepts),
 * sends them to the speech-to-text provider, translates the lines into the meeting's languages when a language model
 * is configured, and stores timed lines in live_subtitles. Without a provider it does nothing.
 */
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { lives, liveSubtitles, liveTranscriptions } from '../db/schema'
import { objectId } from '../lib/ids'
import { llmConfig, type LlmConfig } from '../providers/llm/client'
import { meetingLanguages } from '../modules/lives/minutes'
import { translateLines } from '../modules/copilot/translate'
import { newSegments, parsePlaylist, type TimedSegment } from '../providers/asr/hls'
import { asrProvider, languageCode, type SpeechToText, type Transcript } from '../providers/asr/client'

const LEASE_SECONDS = 120
/** Segments one run sends at most per live (a 6 s segment each: two minutes of a stream). */
const MAX_SEGMENTS_PER_RUN = 20

export interface AsrDeps {
  provider?: SpeechToText | null
  llm?: LlmConfig | null
  fetch?: typeof fetch
  env?: Record<string, string | undefined>
}

type LiveRow = typeof lives.$inferSelect
interface LiveMedia { hls_url?: string; recording_url?: string; subtitles?: unknown }

/** A stream address as stored (often relative to our own static files) made absolute for fetching. */
export function mediaUrl(url: string, env: Record<string, string | undefined> = process.env): string | null {
  if (/^https?:\/\//i.test(url)) return url
  const base = (env.FU_ASR_MEDIA_BASE_URL || env.FU_SITE_URL || '').trim()
  if (!base) return null
  return new URL(url, base.endsWith('/') ? base : `${base}/`).toString()
}

async function download(fetcher: typeof fetch, url: string, timeoutMs: number, maxBytes: number): Promise<Uint8Array> {
  const res = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs) })
  if (!res.ok) throw new Error(`GET ${new URL(url).pathname} answered ${res.status}`)
  const length = Number(res.headers.get('content-length') ?? 0)
  if (length > maxBytes) throw new Error(`media of ${length} bytes is over FU_ASR_MAX_BYTES`)
  const data = new Uint8Array(await res.arrayBuffer())
  if (data.byteLength > maxBytes) throw new Error(`media of ${data.byteLength} bytes is over FU_ASR_MAX_BYTES`)
  return data
}

export interface TimedLine { startMs: number; endMs: number; text: string }

/** A clip's transcript placed on the live's clock (the clip starts `clipStartMs` after the live's start). */
export function linesOf(transcript: Transcript, clipStartMs: number, clipEndMs?: number): TimedLine[] {
  return transcript.segments.map(segment => {
    const startMs = clipStartMs + Math.round(segment.start * 1000)
    const end = clipStartMs + Math.round((segment.end || 0) * 1000)
    return { startMs, endMs: Math.max(startMs, clipEndMs !== undefined && end <= startMs ? clipEndMs : end), text: segment.text }
  }).filter(line => line.text)
}

async function storeLines(db: Tx, live: LiveRow, lines: TimedLine[], spoken: string, languages: string[], llm: LlmConfig | null): Promise<number> {
  if (!lines.length) return 0
  let translations: Record<string, string[]> = {}
  if (llm) {
    try {
      translations = await translateLines(llm, lines.map(l => l.text), spoken, languages)
    } catch {
      translations = {} // the lines still show in their spoken language
    }
  }
  await db.insert(liveSubtitles).values(lines.map((line, i) => ({
    _id: objectId(), live_id: live._id, offset: Math.floor(line.startMs / 1000), end_offset: Math.ceil(line.endMs / 1000),
    language: spoken, source: 'asr',
    doc: { text: { [spoken]: line.text, ...Object.fromEntries(Object.entries(translations).map(([lang, list]) => [lang, list[i]])) } },
  })))
  return lines.length
}

/** Claims a live's transcription row for this run, or null when another instance holds it. */
async function claim(db: Tx, liveId: string, now: number) {
  await db.insert(liveTranscriptions).values({ live_id: liveId }).onConflictDoNothing()
  const [row] = await db.update(liveTranscriptions).set({ lease_until: now + LEASE_SECONDS })
    .where(and(eq(liveTranscriptions.live_id, liveId), lt(liveTranscriptions.lease_until, now))).returning()
  return row ?? null
}

export async function runAsrJobs(db: Tx, now: number, deps: AsrDeps = {}): Promise<{ lives: number; lines: number }> {
  const env = deps.env ?? process.env
  const provider = deps.provider === undefined ? asrProvider(env) : deps.provider
  if (!provider) return { lives: 0, lines: 0 }
  const llm = deps.llm === undefined ? llmConfig(env) : deps.llm
  const fetcher = deps.fetch ?? fetch
  const timeoutMs = Number(env.FU_ASR_FETCH_TIMEOUT_MS) > 0 ? Number(env.FU_ASR_FETCH_TIMEOUT_MS) : 15_000
  const maxBytes = Number(env.FU_ASR_MAX_BYTES) > 0 ? Number(env.FU_ASR_MAX_BYTES) : 25 * 1024 * 1024
  const hint = languageCode(env.FU_ASR_LANGUAGE)

  // Running lives with a stream, and lives with an uploaded recording not transcribed yet.
  const candidates = await db.select().from(lives).where(and(eq(lives.deleted, 0), sql`coalesce(${lives.doc}->>'subtitles', '1') <> '0'`, sql`(
    (${lives.start} <= ${now} and ${now} < ${lives.end} and ${lives.paused} = 0 and ${lives.doc}->>'hls_url' is not null)
    or (${lives.doc}->>'recording_url' is not null and not exists (select 1 from ${liveTranscriptions} t where t.live_id = ${lives._id} and t.recording_done = 1)))`))
  let livesDone = 0
  let total = 0
  for (const live of candidates) {
    const row = await claim(db, live._id, now)
    if (!row) continue
    livesDone++
    const media = live.doc as LiveMedia
    const languages = await meetingLanguages(db, live.meeting_id)
    const fallbackLanguage = hint ?? languages[0]
    let error: string | null = null
    try {
      if (media.recording_url && !row.recording_done) {
        const url = mediaUrl(media.recording_url, env)
        if (!url) throw new Error('a relative recording address needs FU_ASR_MEDIA_BASE_URL or FU_SITE_URL')
        const data = await download(fetcher, url, timeoutMs, maxBytes)
        const name = new URL(url).pathname.split('/').pop() || 'recording.mp4'
        const transcript = await provider.transcribe({ data, filename: name, type: name.endsWith('.mp3') ? 'audio/mpeg' : 'video/mp4' }, { ...(hint ? { language: hint } : {}) })
        total += await storeLines(db, live, linesOf(transcript, 0), transcript.language ?? fallbackLanguage, languages, llm)
        await db.update(liveTranscriptions).set({ recording_done: 1 }).where(eq(liveTranscriptions.live_id, live._id))
      } else if (media.hls_url && live.start <= now && now < live.end && !live.paused) {
        total += await transcribeStream(db, live, media.hls_url, row, { provider, llm, fetcher, timeoutMs, maxBytes, hint, languages, fallbackLanguage, env, now })
      }
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500)
    } finally {
      await db.update(liveTranscriptions).set({ lease_until: 0, updated: now, last_error: error }).where(eq(liveTranscriptions.live_id, live._id))
    }
  }
  return { lives: livesDone, lines: total }
}

interface StreamContext {
  provider: SpeechToText; llm: LlmConfig | null; fetcher: typeof fetch; timeoutMs: number; maxBytes: number
  hint?: string; languages: string[]; fallbackLanguage: string; env: Record<string, string | undefined>; now: number
}

async function transcribeStream(db: Tx, live: LiveRow, hlsUrl: string, row: typeof liveTranscriptions.$inferSelect, c: StreamContext): Promise<number> {
  let url = mediaUrl(hlsUrl, c.env)
  if (!url) throw new Error('a relative stream address needs FU_ASR_MEDIA_BASE_URL or FU_SITE_URL')
  const readPlaylist = async (at: string) => parsePlaylist(new TextDecoder().decode(await download(c.fetcher, at, c.timeoutMs, 1024 * 1024)), at)
  let playlist = await readPlaylist(url)
  if (playlist.variants.length) { url = playlist.variants[0]; playlist = await readPlaylist(url) }
  const { segments } = newSegments(playlist, { nextSequence: row.next_sequence, nextOffsetMs: row.next_offset_ms }, live.start * 1000, c.now * 1000, MAX_SEGMENTS_PER_RUN)
  const inits = new Map<string, Uint8Array>()
  let stored = 0
  for (const segment of segments) {
    const clip = await segmentClip(segment, inits, c)
    const transcript = await c.provider.transcribe(clip, { duration: segment.duration, ...(c.hint ? { language: c.hint } : {}) })
    stored += await storeLines(db, live, linesOf(transcript, segment.startMs, segment.endMs), transcript.language ?? c.fallbackLanguage, c.languages, c.llm)
    // The cursor moves after each segment: a failure later in the run does not send this one again.
    await db.update(liveTranscriptions).set({ next_sequence: segment.sequence + 1, next_offset_ms: segment.endMs }).where(eq(liveTranscriptions.live_id, live._id))
  }
  return stored
}

/** A segment as a file the endpoint accepts: fMP4 init + media segment (a valid MP4), or a bare MPEG-TS / audio segment. */
async function segmentClip(segment: TimedSegment, inits: Map<string, Uint8Array>, c: StreamContext) {
  const body = await download(c.fetcher, segment.url, c.timeoutMs, c.maxBytes)
  if (!segment.map) {
    const ts = /\.ts($|\?)/i.test(segment.url)
    return { data: body, filename: ts ? `segment-${segment.sequence}.ts` : `segment-${segment.sequence}.aac`, type: ts ? 'video/mp2t' : 'audio/aac' }
  }
  let init = inits.get(segment.map)
  if (!init) { init = await download(c.fetcher, segment.map, c.timeoutMs, c.maxBytes); inits.set(segment.map, init) }
  const data = new Uint8Array(init.byteLength + body.byteLength)
  data.set(init, 0)
  data.set(body, init.byteLength)
  return { data, filename: `segment-${segment.sequence}.mp4`, type: 'video/mp4' }
}
