/**
 * Speech-to-text providers. One implementation: any OpenAI-compatible `POST /audio/transcriptions` (OpenAI's
 * whisper-1 / gpt-4o-transcribe, a local whisper.cpp or faster-whisper server, …), configured by FU_ASR_BASE_URL,
 * FU_ASR_API_KEY, FU_ASR_MODEL, FU_ASR_LANGUAGE, FU_ASR_RESPONSE_FORMAT and FU_ASR_TIMEOUT_MS (server/README.md).
 * Without FU_ASR_BASE_URL there is no provider and nothing is transcribed.
 */
import OpenAI, { toFile } from 'openai'

export interface AudioClip {
  data: Uint8Array
  /** The name sent with the upload; its extension tells the endpoint the container (.mp4, .m4a, .mp3, .wav …). */
  filename: string
  type: string
}

export interface TranscriptSegment {
  /** Seconds from the start of the clip. */
  start: number
  end: number
  text: string
}

export interface Transcript {
  text: string
  /** ISO 639-1 code when the provider says (zh, en, ja, ko …). */
  language?: string
  /** Timed segments; one segment spanning the clip when the provider gives only text. */
  segments: TranscriptSegment[]
}

export interface SpeechToText {
  readonly name: string
  /** `duration`: the clip's length in seconds, for providers that answer text only. */
  transcribe(clip: AudioClip, options: { duration?: number; language?: string }): Promise<Transcript>
}

const LANGUAGE_CODES: Record<string, string> = {
  chinese: 'zh', mandarin: 'zh', cantonese: 'zh', english: 'en', japanese: 'ja', korean: 'ko',
  french: 'fr', german: 'de', spanish: 'es', russian: 'ru', portuguese: 'pt', italian: 'it',
}

/** "english", "en", "zh-CN", "Chinese" → ISO 639-1 ("en", "zh"); undefined when unknown. */
export function languageCode(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined
  const v = value.trim().toLowerCase()
  if (LANGUAGE_CODES[v]) return LANGUAGE_CODES[v]
  const short = v.split(/[-_]/)[0]
  return /^[a-z]{2}$/.test(short) ? short : undefined
}

/** The endpoint's answer (a string for response_format=text, an object for json / verbose_json) as a Transcript. */
export function toTranscript(answer: unknown, duration?: number): Transcript {
  if (typeof answer === 'string') {
    const text = answer.trim()
    return { text, segments: text ? [{ start: 0, end: duration ?? 0, text }] : [] }
  }
  const body = (answer ?? {}) as { text?: unknown; language?: unknown; duration?: unknown; segments?: unknown }
  const text = typeof body.text === 'string' ? body.text.trim() : ''
  const language = languageCode(body.language)
  const segments = Array.isArray(body.segments)
    ? body.segments.flatMap((s: { start?: unknown; end?: unknown; text?: unknown }) => {
      const segmentText = typeof s?.text === 'string' ? s.text.trim() : ''
      const start = Number(s?.start)
      const end = Number(s?.end)
      return segmentText && Number.isFinite(start) && Number.isFinite(end) && end >= start ? [{ start, end, text: segmentText }] : []
    })
    : []
  const length = Number(body.duration)
  if (!segments.length && text) segments.push({ start: 0, end: Number.isFinite(length) ? length : duration ?? 0, text })
  return { text, ...(language ? { language } : {}), segments }
}

export class OpenAiCompatibleAsr implements SpeechToText {
  readonly name = 'openai-compatible'
  private readonly client: OpenAI

  constructor(private readonly config: { baseUrl: string; apiKey: string; model: string; timeoutMs: number; responseFormat: 'verbose_json' | 'json' | 'text'; language?: string }) {
    this.client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey || 'none', timeout: config.timeoutMs, maxRetries: 1 })
  }

  async transcribe(clip: AudioClip, options: { duration?: number; language?: string } = {}): Promise<Transcript> {
    const language = options.language ?? this.config.language
    const answer: unknown = await this.client.audio.transcriptions.create({
      file: await toFile(clip.data, clip.filename, { type: clip.type }),
      model: this.config.model,
      response_format: this.config.responseFormat,
      ...(language ? { language } : {}),
      ...(this.config.responseFormat === 'verbose_json' ? { timestamp_granularities: ['segment' as const] } : {}),
    } as Parameters<OpenAI['audio']['transcriptions']['create']>[0])
    return toTranscript(answer, options.duration)
  }
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/** The configured provider, or null (FU_ASR_BASE_URL unset). */
export function asrProvider(env: Record<string, string | undefined> = process.env): SpeechToText | null {
  const baseUrl = env.FU_ASR_BASE_URL?.trim()
  if (!baseUrl) return null
  const format = env.FU_ASR_RESPONSE_FORMAT
  return new OpenAiCompatibleAsr({
    baseUrl,
    apiKey: env.FU_ASR_API_KEY ?? '',
    model: env.FU_ASR_MODEL?.trim() || 'whisper-1',
    timeoutMs: positive(env.FU_ASR_TIMEOUT_MS, 60_000),
    responseFormat: format === 'json' || format === 'text' ? format : 'verbose_json',
    language: languageCode(env.FU_ASR_LANGUAGE),
  })
}
