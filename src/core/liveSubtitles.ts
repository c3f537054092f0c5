/** Live subtitles on the player's clock (pure rules; the live detail screen uses them). */

export interface TimedSubtitle {
  _id: string
  /** Seconds from the live's start. */
  offset: number
  /** Where the line ends (null/undefined: when the next one starts). */
  end?: number | null
  /** The language it was spoken in. */
  spoken?: string | null
  /** Per language (GET /subtitles without `language`), or one string. */
  text: Record<string, string> | string
}

/** A line's text in `language`, else as spoken, else any text it has. */
export function subtitleText(line: TimedSubtitle, language: string): string {
  if (typeof line.text === 'string') return line.text
  return line.text[language] || (line.spoken ? line.text[line.spoken] : '') || Object.values(line.text).find(Boolean) || ''
}

/** How long a line stays up without an end when no line follows it. */
const LAST_LINE_SECONDS = 8

/** The line showing at `time` (seconds on the player): the last one started, while it lasts. Lines are in order. */
export function currentSubtitle<T extends TimedSubtitle>(lines: T[], time: number): T | undefined {
  let found: T | undefined
  let index = -1
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].offset <= time) { found = lines[i]; index = i } else break
  }
  if (!found) return undefined
  const next = lines[index + 1]
  const end = found.end ?? (next ? next.offset : found.offset + LAST_LINE_SECONDS)
  return time < Math.max(end, found.offset + 1) ? found : undefined
}

/** New lines added to the ones shown (by id), kept in time order. */
export function mergeSubtitles<T extends TimedSubtitle>(current: T[], incoming: T[]): T[] {
  const known = new Set(current.map(line => line._id))
  const fresh = incoming.filter(line => !known.has(line._id))
  if (!fresh.length) return current
  return [...current, ...fresh].sort((a, b) => a.offset - b.offset || (a._id < b._id ? -1 : 1))
}

/** The languages a viewer may pick: the meeting's, else those the lines have; the preferred one first if offered. */
export function subtitleLanguages(meetingLanguages: string[], lines: TimedSubtitle[]): string[] {
  if (meetingLanguages.length) return meetingLanguages
  const seen = new Set<string>()
  for (const line of lines) {
    if (typeof line.text !== 'string') for (const [lang, text] of Object.entries(line.text)) if (text) seen.add(lang)
  }
  return [...seen]
}
