// The programme screen's data and actions: a meeting's speakers, agenda sessions or news, the editor, deleting.
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { LanguageCode, Live } from '@fu-types/entities'
import type { OrganizerContentKind, OrganizerMeetingView } from '@fu-types/api'
import { listLives } from '@/api/content'
import { deleteMeetingContent, fetchOrganizerMeeting, listMeetingContent } from '@/api/organizer'
import { agendaDays, formatSessionTime } from '@/core/agenda'
import { localize } from '@/core/localize'
import { contentOrder } from '@/core/organizerContent'
import { DEFAULT_TIMEZONE, formatDateTime } from '@/core/time'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { isForbidden } from '../access'
import { useContentEditor, type ContentItem, type EditTarget } from './useContentEditor'
import { CONTENT_KINDS } from './kinds'

const LANGUAGES: readonly LanguageCode[] = ['zh', 'en', 'ja', 'ko']
/** The roles the server lets edit the programme (server/modules/organizer/roles.ts MAY.editContent). */
const EDITORS = ['owner', 'admin', 'content']

const kindOf = (value: unknown): OrganizerContentKind => (CONTENT_KINDS.includes(value as OrganizerContentKind) ? value as OrganizerContentKind : 'speakers')

/** One row of a list: what it is called, what else it says, and whether visitors see it. */
export interface ContentRow { id: string; title: string; meta: string; hidden: boolean; item: ContentItem }

/**
 * /organizer/content?meeting_id&kind: one kind of the meeting's programme (GET /organizer/meetings/{id}/<kind>, hidden
 * items too) for owner, admin and content editors; any other role, or none, sees the no-permission state. Sessions
 * are grouped by day in the meeting's zone, news newest first. The editor opens beside the list (a phone: instead
 * of it); deleting asks first.
 */
export function useOrganizerContent(kindQuery: string | undefined, meetingId: string | undefined) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const [kind, setKind] = useState<OrganizerContentKind>(kindOf(kindQuery))
  const [meeting, setMeeting] = useState<OrganizerMeetingView | undefined>(undefined)
  const [items, setItems] = useState<ContentItem[]>([])
  const [speakers, setSpeakers] = useState<ContentItem[]>([])
  const [lives, setLives] = useState<Live[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed' | 'forbidden'>('loading')
  const [target, setTarget] = useState<EditTarget | null>(null)
  const [deleting, setDeleting] = useState<ContentRow | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const [listError, setListError] = useState('')

  const load = useCallback(() => {
    if (!meetingId) { setStatus('forbidden'); return }
    setStatus('loading')
    fetchOrganizerMeeting(meetingId)
      .then(async view => {
        setMeeting(view)
        if (!view.roles.some(r => EDITORS.includes(r))) { setStatus('forbidden'); return }
        const [rows, people, streams] = await Promise.all([
          listMeetingContent(meetingId, kind),
          kind === 'agendas' ? listMeetingContent(meetingId, 'speakers') : Promise.resolve([]),
          // Lives to link: the public list (no organiser call for lives yet); none when it fails.
          kind === 'agendas' ? listLives({ meeting_id: meetingId, limit: 100 }).then(page => page.results, () => []) : Promise.resolve([]),
        ])
        setItems(rows as ContentItem[])
        setSpeakers(people as ContentItem[])
        setLives(streams)
        setStatus('ready')
      })
      .catch(e => setStatus(isForbidden(e) ? 'forbidden' : 'failed'))
  }, [meetingId, kind])
  useEffect(load, [load])

  const languages = meeting ? LANGUAGES.filter(l => meeting.settings.languages[l] === 1) : []
  const timezone = meeting?.settings.timezone || DEFAULT_TIMEZONE
  const [now] = useState(() => Math.floor(Date.now() / 1000))
  const setup = { kind, meetingId: meetingId ?? '', languages, timezone, defaults: { day: meeting?.settings.start ?? now, now } }

  const saved = (item: ContentItem, created: boolean) => {
    setItems(list => (created ? [...list, item] : list.map(x => (x._id === item._id ? item : x))))
    if (kind === 'speakers') setSpeakers(list => (created ? [...list, item] : list.map(x => (x._id === item._id ? item : x))))
    setTarget(null)
    setNotice(t('organizer.content.saved'))
  }
  const editor = useContentEditor(setup, target, saved, t)

  const titleOf = useCallback((item: ContentItem) => localize((item.name ?? item.title) as Record<string, string>, lang) || t('organizer.content.untitled'), [lang, t])
  const speakerName = useCallback((id: string) => { const s = speakers.find(x => x._id === id); return s ? titleOf(s) : '' }, [speakers, titleOf])

  const rowOf = useCallback((item: ContentItem): ContentRow => {
    const text = (v: unknown) => localize(v as Record<string, string>, lang)
    const meta = kind === 'speakers' ? [text(item.work_title), text(item.company)]
      : kind === 'agendas' ? [formatSessionTime(item.start as number, item.end as number, timezone), text(item.place), ((item.speakers ?? []) as string[]).map(speakerName).filter(Boolean).join(', ')]
        : [typeof item.created === 'number' ? formatDateTime(item.created, timezone) : '', text(item.summary)]
    return { id: item._id, title: titleOf(item), meta: meta.filter(Boolean).join(' · '), hidden: kind === 'agendas' && item.enable_show === 0, item }
  }, [kind, lang, timezone, titleOf, speakerName])

  /** Sessions by day in the meeting's zone; speakers and news as one group. */
  const groups = useMemo(() => (kind === 'agendas'
    ? agendaDays(items as (ContentItem & { start: number })[], timezone).map(day => ({ key: day.key, label: formatDateTime(day.start, timezone, 'YYYY-MM-DD'), rows: day.items.map(rowOf) }))
    : [{ key: 'all', label: '', rows: contentOrder(kind, items as (ContentItem & { weight?: number })[]).map(rowOf) }]), [kind, items, timezone, rowOf])

  async function confirmDelete() {
    if (!deleting || !meetingId || busy) return
    setBusy(true)
    setListError('')
    try {
      await deleteMeetingContent(meetingId, kind, deleting.id)
      setItems(list => list.filter(x => x._id !== deleting.id))
      if (target?.item?._id === deleting.id) setTarget(null)
      setNotice(t('organizer.content.deleted'))
    } catch (e) {
      setListError(t(isForbidden(e) ? 'organizer.error.forbidden' : 'organizer.error.failed'))
    } finally {
      setBusy(false)
      setDeleting(null)
    }
  }

  return {
    t,
    status,
    retry: load,
    meetingId: meetingId ?? '',
    kind,
    kinds: CONTENT_KINDS,
    chooseKind: (next: OrganizerContentKind) => { setKind(next); setTarget(null); setNotice(''); setListError('') },
    meetingTitle: meeting ? localize(meeting.settings.title, lang) : '',
    timezone,
    languages,
    groups,
    count: items.length,
    speakers: speakers.map(s => ({ id: s._id, name: titleOf(s) })),
    lives: lives.map(l => ({ id: l._id, title: localize(l.title, lang) })),
    notice,
    listError,
    editor,
    /** The item in the editor ('' for none or a new one). */
    editing: target?.item?._id ?? '',
    startNew: () => { setNotice(''); setTarget({ item: undefined }) },
    edit: (row: ContentRow) => { setNotice(''); setTarget({ item: row.item }) },
    closeEditor: () => setTarget(null),
    deleting,
    askDelete: (row: ContentRow) => setDeleting(row),
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    busy,
    backToMeeting: () => void navigateTo('organizerMeeting', {}),
  }
}

export type OrganizerContentData = ReturnType<typeof useOrganizerContent>
