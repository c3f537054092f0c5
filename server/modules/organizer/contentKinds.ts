/**
 * The programme's content an organiser edits (issue 28): speakers, agenda sessions and news, each described once —
 * its table, which fields are columns and which live in `doc`, which texts are per language, which are organiser
 * HTML (through the one sanitiser, src/core/richText.ts) — so one service (content.ts) creates, edits and deletes them all.
 */
import { agendas, lives, news, speakers } from '../../db/schema'
import { AGENDA_TYPES } from '../../../types/entities'
import { flag, imageUrl, int, language, nameText, objectId, strict, z } from '../../lib/validation'
import { localized } from './meetingSettings'

/** Organiser HTML in each language: at most 100 000 characters a language before sanitising. */
const richText = strict({ zh: z.string().max(100_000).optional(), en: z.string().max(100_000).optional(), ja: z.string().max(100_000).optional(), ko: z.string().max(100_000).optional() })
const localizedName = (max: number) => strict({ zh: nameText(max).optional(), en: nameText(max).optional(), ja: nameText(max).optional(), ko: nameText(max).optional() })
const ids = z.array(objectId).max(50)

export const CONTENT_KINDS = {
  speaker: {
    path: 'speakers',
    table: speakers,
    meetingColumn: 'meeting_id',
    columns: ['weight'],
    fields: {
      name: localizedName(60), work_title: localized(100), company: localized(100), photo: imageUrl(),
      category_id: objectId.nullable(), description: richText, weight: int(-1_000_000, 1_000_000),
    },
    required: ['name'],
    richText: ['description'],
    /** References checked against the meeting: field → the table whose rows of this meeting it may name. */
    refs: {},
  },
  agenda: {
    path: 'agendas',
    table: agendas,
    meetingColumn: 'meeting_id',
    columns: ['start', 'end', 'enable_show', 'weight'],
    fields: {
      title: localized(200), start: int(0), end: int(0), enable_show: flag, weight: int(-1_000_000, 1_000_000),
      cover: imageUrl(), place: localized(100), track: localized(100), type: z.enum(AGENDA_TYPES), languages: z.array(language).max(4),
      description: richText, speakers: ids, lives: ids,
    },
    required: ['title', 'start', 'end'],
    richText: ['description'],
    refs: { speakers: speakers, lives: lives },
  },
  news: {
    path: 'news',
    table: news,
    meetingColumn: 'meeting',
    columns: ['weight', 'created'],
    fields: {
      title: localized(200), cover: imageUrl(), summary: localized(500), content: richText, weight: int(-1_000_000, 1_000_000),
      /** When it is published (shown as its date, newest first): seconds. */
      created: int(0),
    },
    required: ['title'],
    richText: ['content'],
    refs: {},
  },
} as const

export type ContentKind = keyof typeof CONTENT_KINDS
export const LOCALIZED_FIELDS = new Set(['name', 'work_title', 'company', 'title', 'place', 'track', 'summary', 'description', 'content'])

/** The body of a create (required fields required) or of an edit (every field optional); unknown fields refused. */
export function contentBody(kind: ContentKind, mode: 'create' | 'update') {
  const { fields, required } = CONTENT_KINDS[kind]
  const shape = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, mode === 'create' && (required as readonly string[]).includes(k) ? v : v.optional()]))
  return z.strictObject(shape as Record<string, z.ZodType>)
}
