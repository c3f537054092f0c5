/**
 * Just enough HLS (RFC 8216) to transcribe a live while it runs: the media playlist's segments with their media
 * sequence numbers and durations, the fMP4 init segment (EXT-X-MAP), and where each new segment sits on the live's
 * clock. A master playlist is followed to its first variant. Pure functions; fetching is in jobs/liveTranscripts.ts.
 */

export interface HlsSegment {
  sequence: number
  /** Seconds (EXTINF). */
  duration: number
  /** Absolute URL. */
  url: string
  /** The fMP4 init segment to put in front (EXT-X-MAP), absolute URL. */
  map?: string
  /** EXT-X-PROGRAM-DATE-TIME of the segment, unix milliseconds. */
  programDateMs?: number
}

export interface HlsPlaylist {
  /** A master playlist: the variant playlists (absolute URLs), no segments. */
  variants: string[]
  segments: HlsSegment[]
  /** EXT-X-ENDLIST: the stream is over (or a recording). */
  ended: boolean
  targetDuration: number
}

const attribute = (line: string, name: string): string | undefined => {
  const match = new RegExp(`(?:^|[:,])${name}=(?:"([^"]*)"|([^,]*))`).exec(line)
  return match ? (match[1] ?? match[2]) : undefined
}

export function parsePlaylist(text: string, baseUrl: string): HlsPlaylist {
  const lines = text.split(/\r?\n/).map(l => l.trim()).filter(Boolean)
  if (lines[0] !== '#EXTM3U') throw new Error('not an HLS playlist (no #EXTM3U)')
  const resolve = (uri: string) => new URL(uri, baseUrl).toString()
  const result: HlsPlaylist = { variants: [], segments: [], ended: false, targetDuration: 0 }
  let sequence = 0
  let duration: number | undefined
  let map: string | undefined
  let programDate: number | undefined
  let nextIsVariant = false
  for (const line of lines.slice(1)) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) sequence = Number.parseInt(line.slice(22), 10) || 0
    else if (line.startsWith('#EXT-X-TARGETDURATION:')) result.targetDuration = Number(line.slice(22)) || 0
    else if (line.startsWith('#EXT-X-MAP:')) { const uri = attribute(line.slice(11), 'URI'); map = uri ? resolve(uri) : undefined }
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) { const t = Date.parse(line.slice(25)); programDate = Number.isFinite(t) ? t : undefined }
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8))
    else if (line === '#EXT-X-ENDLIST') result.ended = true
    else if (line.startsWith('#EXT-X-STREAM-INF:')) nextIsVariant = true
    else if (!line.startsWith('#')) {
      if (nextIsVariant) { result.variants.push(resolve(line)); nextIsVariant = false; continue }
      if (duration === undefined || !Number.isFinite(duration)) continue
      result.segments.push({ sequence, duration, url: resolve(line), ...(map ? { map } : {}), ...(programDate !== undefined ? { programDateMs: programDate } : {}) })
      sequence++
      duration = undefined
      programDate = undefined
    }
  }
  return result
}

export interface SegmentCursor {
  /** The next media sequence number to transcribe; -1 when nothing was transcribed yet. */
  nextSequence: number
  /** Where that segment starts, milliseconds from the live's start. */
  nextOffsetMs: number
}

export interface TimedSegment extends HlsSegment {
  /** Milliseconds from the live's start. */
  startMs: number
  endMs: number
}

/**
 * The segments not yet transcribed, each placed on the live's clock, at most `max` of them:
 * - EXT-X-PROGRAM-DATE-TIME, when the stream carries it, says exactly where a segment is (minus the live's start);
 * - otherwise segments follow each other from the cursor;
 * - the first time (cursor -1), a finished stream or one whose media sequence starts at 0 starts at 0 s; a running
 *   stream joined late is anchored so its newest segment ends "now" (a live playlist is a sliding window ending at
 *   the present). Segments that slid out of the window before we saw them are skipped (the cursor jumps ahead).
 */
export function newSegments(playlist: HlsPlaylist, cursor: SegmentCursor, liveStartMs: number, nowMs: number, max = 5): { segments: TimedSegment[]; cursor: SegmentCursor } {
  const all = playlist.segments
  if (!all.length) return { segments: [], cursor }
  let offset: number
  let from: number
  if (cursor.nextSequence < 0) {
    from = 0
    if (playlist.ended || all[0].sequence === 0) offset = 0
    else offset = Math.max(0, nowMs - liveStartMs - all.reduce((sum, s) => sum + s.duration * 1000, 0))
  } else {
    from = all.findIndex(s => s.sequence >= cursor.nextSequence)
    if (from < 0) return { segments: [], cursor }
    // Segments missed (the window slid past them): their time passed all the same.
    const missed = all[from].sequence - cursor.nextSequence
    offset = cursor.nextOffsetMs + missed * playlist.targetDuration * 1000
  }
  const segments: TimedSegment[] = []
  for (const segment of all.slice(from, from + max)) {
    const startMs = segment.programDateMs !== undefined ? Math.max(0, segment.programDateMs - liveStartMs) : offset
    const endMs = startMs + Math.round(segment.duration * 1000)
    segments.push({ ...segment, startMs, endMs })
    offset = endMs
  }
  const last = segments[segments.length - 1]
  return { segments, cursor: { nextSequence: last.sequence + 1, nextOffsetMs: last.endMs } }
}
