/**
 * Speakers and agenda sessions as spreadsheets (issue 28): the export (an XLSX with a header row of column keys and
 * the meeting's items, or only the header: the template) and the import of such a file, row by row through the same
 * create as the console's editor (content.ts: its checks, its audit entry), all or nothing; a dry run reports each
 * row's problems (row number, column, a code the console says in its language, and the server's reason) and keeps none.
 */
import readExcelFile from 'read-excel-file/node'
import writeExcelFile from 'write-excel-file/node'
import { formatWallClock, parseWallClock, refusedFields } from '@core/organizerSettings'
import type { Tx } from '../../db/client'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'
import { createContent, listContent } from './content'
import { contentBody, type ContentKind } from './contentKinds'
import { enabledLanguages, type Lang } from './meetingSettings'
import { loadMeeting } from './meetings'

export type SheetKind = Extract<ContentKind, 'speaker' | 'agenda'>
type Json = Record<string, unknown>

/** What can be wrong with a cell; the console names each in the reader's language. */
export type SheetProblem = 'required' | 'invalid' | 'date' | 'unknown_speaker' | 'refused'
export interface RowProblem { row: number; column: string; problem: SheetProblem; reason: string }
export interface SheetImport { rows: number; imported: number; problems: RowProblem[] }

const TEXTS: Record<SheetKind, string[]> = { speaker: ['name', 'work_title', 'company'], agenda: ['title', 'place', 'track'] }
const PLAIN: Record<SheetKind, string[]> = { speaker: ['photo', 'weight'], agenda: ['start', 'end', 'type', 'speakers', 'weight'] }
export const MAX_SHEET_ROWS = 2000

/** The header: each text once per language the meeting is offered in (`title.zh` …), then the other columns. */
const columnsOf = (kind: SheetKind, languages: Lang[]) => [...TEXTS[kind].flatMap((f) => languages.map((l) => `${f}.${l}`)), ...PLAIN[kind]]

const nameOf = (speaker: Json, languages: Lang[]) => {
  const names = (speaker.name ?? {}) as Record<string, string>
  return languages.map((l) => names[l]).find(Boolean) ?? Object.values(names).find(Boolean) ?? ''
}

export async function exportSheet(tx: Tx, kind: SheetKind, meetingId: string): Promise<{ name: string; file: Buffer }> {
  const meeting = await loadMeeting(tx, meetingId)
  const languages = enabledLanguages(meeting.doc)
  const timezone = String(meeting.doc.timezone ?? 'Asia/Shanghai')
  const columns = columnsOf(kind, languages)
  const items = await listContent(tx, kind, meetingId)
  const speakerNames = new Map<string, string>()
  if (kind === 'agenda') for (const s of await listContent(tx, 'speaker', meetingId)) speakerNames.set(String(s._id), nameOf(s, languages))
  const cell = (item: Json, column: string): string | number => {
    const [field, lang] = column.split('.')
    if (lang) return ((item[field] ?? {}) as Record<string, string>)[lang] ?? ''
    if (field === 'start' || field === 'end') return typeof item[field] === 'number' ? formatWallClock(item[field] as number, timezone) : ''
    if (field === 'speakers') return ((item.speakers ?? []) as string[]).map((id) => speakerNames.get(id) ?? '').filter(Boolean).join('; ')
    const value = item[field]
    return typeof value === 'number' ? value : typeof value === 'string' ? value : ''
  }
  const header = columns.map((c) => ({ value: c, fontWeight: 'bold' as const }))
  const rows = items.map((item) => columns.map((c) => {
    const value = cell(item, c)
    return typeof value === 'number' ? { value, type: Number } : { value, type: String }
  }))
  const file = await writeExcelFile([header, ...rows], { sheet: kind === 'speaker' ? 'Speakers' : 'Sessions' }).toBuffer()
  return { name: `${kind === 'speaker' ? 'speakers' : 'sessions'}.xlsx`, file }
}

const text = (v: unknown) => (v instanceof Date ? '' : v === null || v === undefined ? '' : String(v).trim())

/** A date cell (a wall clock Excel keeps as a UTC date) or `YYYY-MM-DD HH:mm` text, in the meeting's zone. */
function timeOf(v: unknown, timezone: string): number | null {
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0')
    return parseWallClock(`${v.getUTCFullYear()}-${p(v.getUTCMonth() + 1)}-${p(v.getUTCDate())} ${p(v.getUTCHours())}:${p(v.getUTCMinutes())}`, timezone)
  }
  return parseWallClock(text(v), timezone)
}

class DryRunDone extends Error {}

/** Reads the file and imports its rows; a dry run, or any problem, imports none. */
export async function importSheet(db: Tx, kind: SheetKind, meetingId: string, actorId: string, file: Buffer, dryRun: boolean): Promise<SheetImport> {
  const meeting = await loadMeeting(db, meetingId)
  const languages = enabledLanguages(meeting.doc)
  const timezone = String(meeting.doc.timezone ?? 'Asia/Shanghai')
  let data: unknown[][]
  try {
    data = (await readExcelFile(file))[0]?.data ?? []
  } catch {
    throw badRequest(ErrorCode.ValidationFailed, 'body.file: not an XLSX spreadsheet')
  }
  const header = (data[0] ?? []).map(text)
  const known = new Set(columnsOf(kind, ['zh', 'en', 'ja', 'ko']))
  const unknown = header.filter((h) => h && !known.has(h))
  if (!header.length || unknown.length) throw badRequest(ErrorCode.ValidationFailed, `body.file: the first row names the columns (${columnsOf(kind, languages).join(', ')}); unknown: ${unknown.join(', ') || 'none given'}`)
  const rows = data.slice(1).filter((r) => r.some((v) => text(v) || v instanceof Date))
  if (rows.length > MAX_SHEET_ROWS) throw badRequest(ErrorCode.ValidationFailed, `body.file: at most ${MAX_SHEET_ROWS} rows`)

  const result: SheetImport = { rows: rows.length, imported: 0, problems: [] }
  try {
    await db.transaction(async (tx) => {
      const speakerIds = new Map<string, string>()
      if (kind === 'agenda') {
        for (const s of await listContent(tx, 'speaker', meetingId)) {
          for (const name of Object.values((s.name ?? {}) as Record<string, string>)) if (name) speakerIds.set(name.trim().toLowerCase(), String(s._id))
        }
      }
      for (const [i, cells] of rows.entries()) {
        const row = i + 2
        const problem = (column: string, kindOf: SheetProblem, reason: string) => result.problems.push({ row, column, problem: kindOf, reason })
        const body: Json = {}
        let bad = false
        header.forEach((column, c) => {
          const v = cells[c]
          if (!column || (!text(v) && !(v instanceof Date))) return
          const [field, lang] = column.split('.')
          if (lang) body[field] = { ...(body[field] as Json | undefined), [lang]: text(v) }
          else if (field === 'start' || field === 'end') {
            const at = timeOf(v, timezone)
            if (at === null) { problem(column, 'date', `not a time as ${'YYYY-MM-DD HH:mm'}`); bad = true } else body[field] = at
          } else if (field === 'weight') body.weight = Number(text(v))
          else if (field === 'speakers') {
            body.speakers = text(v).split(/[;；]/).map((n) => n.trim()).filter(Boolean).map((name) => {
              const id = speakerIds.get(name.toLowerCase())
              if (!id) { problem(column, 'unknown_speaker', `no speaker named ${name}`); bad = true }
              return id
            })
          } else body[field] = text(v)
        })
        if (bad) continue
        const parsed = contentBody(kind, 'create').safeParse(body)
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const column = issue.path.join('.')
            problem(column, body[String(issue.path[0])] === undefined ? 'required' : 'invalid', issue.message)
          }
          continue
        }
        try {
          // A savepoint: a refused row leaves the others as they are (they are all dropped below anyway).
          await tx.transaction((sp) => createContent(sp, kind, meetingId, actorId, parsed.data as Json))
          result.imported++
        } catch (e) {
          if (!(e instanceof ApiError) || e.status >= 500) throw e
          const fields = refusedFields(e.message)
          if (fields.length) for (const f of fields) problem(f.field, 'refused', f.reason)
          else problem('', 'refused', e.message)
        }
      }
      if (dryRun || result.problems.length) throw new DryRunDone()
    })
  } catch (e) {
    if (!(e instanceof DryRunDone)) throw e
    result.imported = 0
  }
  return result
}
