/**
 * The home's layout as a draft (issue 28): read it (a meeting without a draft shows the released layout as its
 * starting copy), save it whole (blocks and navigation in their order), publish it (the draft's rows become the
 * released ones, the versions move on) and discard it; each write in one transaction with its audit entry. Rows are
 * versioned as layoutVersions.ts says; writes to blocks, categories and meetings drop the public cache by themselves
 * (db/client.ts PUBLIC_TABLES), so a guest sees a published layout on the next call.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { blocks, categories, meetings } from '../../db/schema'
import { ApiError, ErrorCode } from '../../http/errors'
import { toDoc } from '../../lib/docs'
import { objectId } from '../../lib/ids'
import { sanitizeHtml } from '@core/richText'
import { layoutVersions, ofVersion, versionShown, type LayoutTable, type LayoutVersions } from '../meetings/layoutVersions'
import { changesBetween, recordAudit } from './audit'
import type { BlockInput, LayoutBody, NavigationInput } from './layoutKinds'
import { enabledLanguages } from './meetingSettings'
import { loadMeeting } from './meetings'

type Json = Record<string, unknown>
type Row = { _id: string; type: string; weight: number; doc: Json }

export interface LayoutView {
  released_version: number
  draft_version: number
  /** The draft differs from the released layout in rows of its own (else `blocks` and `navigation` are the released ones). */
  has_draft: boolean
  blocks: Json[]
  navigation: Json[]
}

const TABLES = { blocks, navigation: categories } as const
const invalid = (field: string, message: string) => new ApiError(400, ErrorCode.ValidationFailed, `body.${field}: ${message}`)

async function rowsOf(tx: Tx, table: LayoutTable, meetingId: string, version: number, released: number): Promise<Row[]> {
  const t = TABLES[table]
  const rows = await tx.select().from(t).where(ofVersion(table, meetingId, version, released))
  return (rows as Row[]).sort((a, b) => b.weight - a.weight || a._id.localeCompare(b._id))
}

/** A row as the console edits it: its fields without the layout's bookkeeping. */
function viewOf(row: Row): Json {
  const { version: _version, deleted: _deleted, meeting_id: _meeting, ...doc } = toDoc(row)
  return doc
}

interface Lists { blocks: Row[]; navigation: Row[]; own: Record<LayoutTable, boolean> }

async function draftLists(tx: Tx, meetingId: string, v: LayoutVersions): Promise<Lists> {
  const shownBlocks = await versionShown(tx, 'blocks', meetingId, v.draft, v)
  const shownNavigation = await versionShown(tx, 'navigation', meetingId, v.draft, v)
  return {
    blocks: await rowsOf(tx, 'blocks', meetingId, shownBlocks, v.released),
    navigation: await rowsOf(tx, 'navigation', meetingId, shownNavigation, v.released),
    own: { blocks: shownBlocks === v.draft, navigation: shownNavigation === v.draft },
  }
}

const viewFrom = (v: LayoutVersions, lists: Lists): LayoutView => ({
  released_version: v.released, draft_version: v.draft, has_draft: lists.own.blocks || lists.own.navigation,
  blocks: lists.blocks.map(viewOf), navigation: lists.navigation.map(viewOf),
})

/** What the audit log keeps of a layout: each block and entry without ids, weights and counters. */
function summary(lists: { blocks: Row[]; navigation: Row[] }): Json {
  const bare = (r: Row) => {
    const { _id, weight: _w, version: _v, deleted: _d, meeting_id: _m, covers, ...rest } = toDoc(r) as Json & { covers?: Json[] }
    return covers ? { ...rest, covers: covers.map(({ img, link }) => ({ img, link })) } : rest
  }
  return { blocks: lists.blocks.map(bare), navigation: lists.navigation.map(bare) }
}

export async function readLayout(tx: Tx, meetingId: string): Promise<LayoutView> {
  const v = layoutVersions((await loadMeeting(tx, meetingId)).doc)
  return viewFrom(v, await draftLists(tx, meetingId, v))
}

function checkTexts(languages: string[], body: LayoutBody): void {
  const need = (field: string, texts: Json | undefined) => {
    const missing = languages.find((l) => !(typeof texts?.[l] === 'string' && (texts[l] as string).trim()))
    if (missing) throw invalid(`${field}.${missing}`, 'needed in every language the meeting is offered in')
  }
  body.blocks.forEach((b, i) => need(`blocks.${i}.title`, b.title))
  body.navigation.forEach((n, i) => need(`navigation.${i}.title`, n.title))
}

/** The block's doc: its kind's fields (organiser HTML sanitised), slides keeping their ids and counters. */
function blockDoc(input: BlockInput, base: Row | undefined, version: number): Json {
  const { _id: _ignored, type: _type, ...fields } = input
  const doc: Json = { ...(base?.type === input.type ? base.doc : {}), ...fields, version }
  if ('content' in fields && fields.content) {
    doc.content = Object.fromEntries(Object.entries(fields.content).map(([l, html]) => [l, sanitizeHtml(String(html ?? ''))]))
  }
  if ('covers' in fields) {
    const kept = new Map(((base?.doc.covers ?? []) as Json[]).map((c) => [String(c._id), c]))
    doc.covers = fields.covers.map((c) => {
      const old = c._id ? kept.get(c._id) : undefined
      return { _id: old ? c._id : objectId(), img: c.img, link: c.link ?? '', show_total: Number(old?.show_total ?? 0) }
    })
  }
  return doc
}

function navigationDoc(input: NavigationInput, base: Row | undefined, version: number): Json {
  const { _id: _ignored, mobile_link, display, ...fields } = input
  return { ...(base?.doc ?? {}), ...fields, mobile_link: mobile_link || fields.link, cover: fields.cover ?? '', display: display ?? 1, version }
}

/**
 * Writes `inputs` as version `draft` of `table`, in their order: an input naming a row of the draft edits it, one
 * naming a released row (the draft's first save copies the released layout) or none makes a row; the draft's rows
 * not named go.
 */
async function writeDraft<I extends { _id?: string }>(tx: Tx, table: LayoutTable, meetingId: string, current: Lists,
  inputs: I[], typeOf: (input: I) => string, docOf: (input: I, base: Row | undefined) => Json): Promise<void> {
  const t = TABLES[table]
  const base = new Map(current[table].map((r) => [r._id, r]))
  const own = current.own[table]
  const kept = new Set<string>()
  for (const [i, input] of inputs.entries()) {
    const from = input._id ? base.get(input._id) : undefined
    const weight = (inputs.length - i) * 10
    const values = { type: typeOf(input), weight, doc: docOf(input, from) }
    if (from && own && !kept.has(from._id)) {
      kept.add(from._id)
      await tx.update(t).set(values).where(eq(t._id, from._id))
    } else {
      await tx.insert(t).values({ _id: objectId(), meeting_id: meetingId, ...values })
    }
  }
  const gone = own ? current[table].filter((r) => !kept.has(r._id)).map((r) => r._id) : []
  if (gone.length) await tx.delete(t).where(and(eq(t.meeting_id, meetingId), inArray(t._id, gone)))
}

async function setLayoutDoc(tx: Tx, meetingId: string, doc: Json): Promise<void> {
  await tx.update(meetings).set({ doc }).where(eq(meetings._id, meetingId))
}

export async function saveDraft(tx: Tx, actorId: string, meetingId: string, body: LayoutBody): Promise<LayoutView> {
  const meeting = await loadMeeting(tx, meetingId, true)
  checkTexts(enabledLanguages(meeting.doc), body)
  const v = layoutVersions(meeting.doc)
  const before = await draftLists(tx, meetingId, v)
  await writeDraft(tx, 'blocks', meetingId, before, body.blocks, (b) => b.type, (b, base) => blockDoc(b, base, v.draft))
  await writeDraft(tx, 'navigation', meetingId, before, body.navigation, () => 'navigation', (n, base) => navigationDoc(n, base, v.draft))
  // Both lists are the draft's own now, even an emptied one.
  if (!v.saved) await setLayoutDoc(tx, meetingId, { ...meeting.doc, layout_draft: v.draft })
  const saved = { ...v, saved: true }
  const after = await draftLists(tx, meetingId, saved)
  const changes = changesBetween(summary(before), summary(after))
  if (Object.keys(changes).length) await recordAudit(tx, { meetingId, actorId, action: 'update', objectType: 'layout', objectId: meetingId, changes })
  return viewFrom(saved, after)
}

/** The draft becomes the released layout (the previous one's rows go); without a draft nothing changes. */
export async function publishLayout(tx: Tx, actorId: string, meetingId: string): Promise<LayoutView> {
  const meeting = await loadMeeting(tx, meetingId, true)
  const v = layoutVersions(meeting.doc)
  const draft = await draftLists(tx, meetingId, v)
  if (!draft.own.blocks && !draft.own.navigation) return viewFrom(v, draft)
  const released = { blocks: await rowsOf(tx, 'blocks', meetingId, v.released, v.released), navigation: await rowsOf(tx, 'navigation', meetingId, v.released, v.released) }
  for (const table of ['blocks', 'navigation'] as const) {
    if (!draft.own[table]) continue
    const t = TABLES[table]
    await tx.update(t).set({ deleted: 1 }).where(ofVersion(table, meetingId, v.released, v.released))
    // Released rows carry no version (layoutVersions.ts): they stay released whatever the next versions are.
    await tx.update(t).set({ doc: sql`${t.doc} - 'version'` }).where(ofVersion(table, meetingId, v.draft, v.released))
  }
  const { layout_draft: _marker, ...doc } = meeting.doc
  await setLayoutDoc(tx, meetingId, { ...doc, block_release_version: v.draft, block_draft_version: v.draft + 1 })
  await recordAudit(tx, {
    meetingId, actorId, action: 'publish', objectType: 'layout', objectId: meetingId,
    changes: { released_version: { before: v.released, after: v.draft }, ...changesBetween(summary(released), summary(draft)) },
  })
  return readLayout(tx, meetingId)
}

/** The draft's rows go: the draft is the released layout again. */
export async function discardDraft(tx: Tx, actorId: string, meetingId: string): Promise<LayoutView> {
  const meeting = await loadMeeting(tx, meetingId, true)
  const v = layoutVersions(meeting.doc)
  const draft = await draftLists(tx, meetingId, v)
  if (!draft.own.blocks && !draft.own.navigation && !v.saved) return viewFrom(v, draft)
  for (const table of ['blocks', 'navigation'] as const) {
    await tx.delete(TABLES[table]).where(ofVersion(table, meetingId, v.draft, v.released))
  }
  const { layout_draft: _marker, ...doc } = meeting.doc
  await setLayoutDoc(tx, meetingId, doc)
  await recordAudit(tx, {
    meetingId, actorId, action: 'delete', objectType: 'layout', objectId: meetingId,
    changes: { draft_version: { before: v.draft, after: null }, draft: { before: summary(draft), after: null } },
  })
  return readLayout(tx, meetingId)
}
