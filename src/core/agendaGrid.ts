import type { Agenda, LocalizedText } from '@fu-types/entities'
import { textKey } from './agendaFilter'
import { dayKey } from './agenda'
import { DEFAULT_TIMEZONE, formatDateTime, toMs } from './time'

type Placed = Pick<Agenda, '_id' | 'start' | 'end' | 'place'>

/** One session's block: its room column, its lane when sessions overlap in that room, and its span in minutes from the grid's top. */
interface GridBlock<T> {
  item: T
  column: number
  /** Sessions overlapping in one room share its width: this one is lane `lane` of `lanes`. */
  lane: number
  lanes: number
  top: number
  height: number
}

interface AgendaGrid<T> {
  /** The rooms, in the order the day first uses them; `key` '' is the column of sessions without a room. */
  columns: { key: string; text?: LocalizedText }[]
  /** Minutes after the day's midnight (meeting zone) where the grid starts and ends, on whole hours. */
  startMinute: number
  endMinute: number
  /** The hour lines: minutes from the grid's top. */
  hours: number[]
  blocks: GridBlock<T>[]
}

/** Minutes after midnight of the day it starts on, in the zone. */
function minuteOfDay(ts: number, timezone: string): number {
  const [h, m] = formatDateTime(ts, timezone, 'HH:mm').split(':').map(Number)
  return h * 60 + m
}

/** A block is never drawn shorter than this many minutes, so a 5-minute item still has room for its title. */
export const MIN_BLOCK_MINUTES = 20

/**
 * One day's sessions laid out by room: rooms as columns, time down the side from the hour before the first start to
 * the hour after the last end, each session a block as tall as it lasts. Sessions that overlap in the same room
 * split the column into lanes (greedy: each takes the first lane free at its start).
 */
export function agendaGrid<T extends Placed>(sessions: readonly T[], timezone: string = DEFAULT_TIMEZONE): AgendaGrid<T> {
  const sorted = [...sessions].sort((a, b) => toMs(a.start) - toMs(b.start) || toMs(a.end) - toMs(b.end))
  const columns: AgendaGrid<T>['columns'] = []
  const columnOf = new Map<string, number>()
  for (const s of sorted) {
    const key = textKey(s.place)
    if (!columnOf.has(key)) { columnOf.set(key, columns.length); columns.push(key ? { key, text: s.place } : { key }) }
  }
  if (!sorted.length) return { columns, startMinute: 0, endMinute: 0, hours: [], blocks: [] }

  const spans = sorted.map(s => {
    const start = minuteOfDay(toMs(s.start), timezone)
    const duration = Math.max(0, (toMs(s.end) - toMs(s.start)) / 60_000)
    return { start, end: start + duration }
  })
  const startMinute = Math.floor(Math.min(...spans.map(s => s.start)) / 60) * 60
  const endMinute = Math.ceil(Math.max(...spans.map(s => Math.max(s.end, s.start + MIN_BLOCK_MINUTES))) / 60) * 60
  const hours: number[] = []
  for (let m = 0; m <= endMinute - startMinute; m += 60) hours.push(m)

  const blocks: GridBlock<T>[] = []
  // Per room: the lanes' ends, and the blocks of the current cluster of overlapping sessions (they share a lane count).
  const rooms = new Map<number, { laneEnds: number[]; cluster: GridBlock<T>[]; clusterEnd: number }>()
  sorted.forEach((item, i) => {
    const column = columnOf.get(textKey(item.place))!
    const span = spans[i]
    const shownEnd = Math.max(span.end, span.start + MIN_BLOCK_MINUTES)
    let room = rooms.get(column)
    if (!room || span.start >= room.clusterEnd) {
      room = { laneEnds: [], cluster: [], clusterEnd: -Infinity }
      rooms.set(column, room)
    }
    let lane = room.laneEnds.findIndex(end => end <= span.start)
    if (lane < 0) { lane = room.laneEnds.length; room.laneEnds.push(shownEnd) } else room.laneEnds[lane] = shownEnd
    const block: GridBlock<T> = { item, column, lane, lanes: 1, top: span.start - startMinute, height: shownEnd - span.start }
    room.cluster.push(block)
    room.clusterEnd = Math.max(room.clusterEnd, shownEnd)
    for (const b of room.cluster) b.lanes = room.laneEnds.length
    blocks.push(block)
  })
  return { columns, startMinute, endMinute, hours, blocks }
}

/** Where the current time stands on the grid of day `key` (minutes from its top), or undefined when it is another day or outside the grid. */
export function nowOnGrid(grid: Pick<AgendaGrid<unknown>, 'startMinute' | 'endMinute'>, key: string, now: number, timezone: string = DEFAULT_TIMEZONE): number | undefined {
  if (dayKey(now, timezone) !== key || grid.endMinute <= grid.startMinute) return undefined
  const minute = minuteOfDay(now, timezone)
  return minute >= grid.startMinute && minute <= grid.endMinute ? minute - grid.startMinute : undefined
}

/** The blocks whose span meets [from, to] (minutes from the grid's top): a long day renders only what is near the view. */
export function blocksInView<T>(blocks: readonly GridBlock<T>[], from: number, to: number): GridBlock<T>[] {
  return blocks.filter(b => b.top < to && b.top + b.height > from)
}
