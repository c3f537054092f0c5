/**
 * /organizer/layout?meeting_id: the home's blocks and navigation as a draft (GET /organizer/meetings/{id}/layout).
 * Every change (a move, a removal, a saved form) saves the whole draft at once; publishing and discarding ask first.
 * Owner, admin and content editors (the server decides; 403 is the no-permission state).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LanguageCode } from '@fu-types/entities'
import type { LayoutBlock, LayoutBlockKind, LayoutNavigationEntry, OrganizerLayout } from '@fu-types/api'
import { fetchOrganizerMeeting } from '@/api/organizer'
import { discardLayoutDraft, fetchLayout, publishLayout, saveLayoutDraft } from '@/api/organizerLayout'
import { blankBlock, blockInput, entryInput, moveItem } from '@/core/layoutDraft'
import { SETTINGS_LANGUAGES } from '@/core/organizerSettingsForm'
import { localize } from '@/core/localize'
import type { MessageKey } from '@/i18n'
import { routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { fuH5PagePath } from '@/router/miniprogram'
import { useStores } from '@/stores'
import { isForbidden } from '../access'
import { failureText, fieldErrorsOf } from '../refusals'
import { checkedItem } from './checks'

export type ListName = 'blocks' | 'navigation'
type ItemOf<L extends ListName> = L extends 'blocks' ? LayoutBlock : LayoutNavigationEntry
/** An item with a key of the screen's own: it stays while the server gives the item a new id (the draft's first save). */
export interface Keyed<T> { key: string; value: T }

export interface Editing {
  list: ListName
  /** Its place in the list; null: a new item, added at the end. */
  index: number | null
  value: LayoutBlock | LayoutNavigationEntry
  errors: Record<string, string>
}

export type Confirming = { what: 'remove'; list: ListName; index: number } | { what: 'publish' } | { what: 'discard' }

let keys = 0
const keyed = <T>(values: readonly T[], old: readonly Keyed<unknown>[] = []): Keyed<T>[] =>
  values.map((value, i) => ({ key: old[i]?.key ?? `item-${++keys}`, value }))

export function useLayoutEditor(meetingId: string | undefined) {
  const { language, platform } = useStores()
  const t = language.t
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed' | 'forbidden'>('loading')
  const [layout, setLayout] = useState<OrganizerLayout | undefined>(undefined)
  const [blocks, setBlocks] = useState<Keyed<LayoutBlock>[]>([])
  const [navigation, setNavigation] = useState<Keyed<LayoutNavigationEntry>[]>([])
  const [languages, setLanguages] = useState<LanguageCode[]>([])
  const [title, setTitle] = useState('')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const current = useRef({ blocks, navigation })
  current.current = { blocks, navigation }

  const show = useCallback((view: OrganizerLayout, sent?: { blocks: Keyed<unknown>[]; navigation: Keyed<unknown>[] }) => {
    setLayout(view)
    // The answer lists the items in the order sent: each keeps its key.
    setBlocks(keyed(view.blocks, sent?.blocks))
    setNavigation(keyed(view.navigation, sent?.navigation))
  }, [])

  const load = useCallback(() => {
    if (!meetingId) { setStatus('forbidden'); return }
    setStatus('loading')
    Promise.all([fetchOrganizerMeeting(meetingId), fetchLayout(meetingId)]).then(([meeting, view]) => {
      setLanguages(SETTINGS_LANGUAGES.filter(l => Number(meeting.settings.languages?.[l] ?? 0) === 1))
      setTitle(localize(meeting.settings.title, language.language))
      show(view)
      setStatus('ready')
    }, e => setStatus(isForbidden(e) ? 'forbidden' : 'failed'))
  }, [meetingId, language.language, show])
  useEffect(load, [load])

  /** Saves the draft as given; the field errors of a refusal go to `onRefused` (else one line for the screen). */
  async function save(next: { blocks: Keyed<LayoutBlock>[]; navigation: Keyed<LayoutNavigationEntry>[] }, done: string, onRefused?: (errors: Record<string, string>) => void): Promise<boolean> {
    if (!meetingId || busy) return false
    setBusy(true)
    setNotice('')
    setError('')
    try {
      show(await saveLayoutDraft(meetingId, { blocks: next.blocks.map(b => blockInput(b.value)), navigation: next.navigation.map(n => entryInput(n.value)) }), next)
      setNotice(done)
      return true
    } catch (e) {
      const fields = fieldErrorsOf(e, t)
      if (fields && onRefused) onRefused(fields)
      else setError(fields ? Object.values(fields).join(' ') : failureText(e, t))
      return false
    } finally {
      setBusy(false)
    }
  }

  const replaced = <L extends ListName>(list: L, items: Keyed<ItemOf<L>>[]) => ({ ...current.current, [list]: items })

  /** Moves an item by `delta` places; resolves with whether the draft saved. */
  function move(list: ListName, index: number, delta: number): Promise<boolean> {
    return save(replaced(list, moveItem(current.current[list] as Keyed<never>[], index, delta)), t('organizer.layout.saved'))
  }

  async function confirm() {
    const asked = confirming
    if (!asked || !meetingId) return
    setConfirming(null)
    if (asked.what === 'remove') {
      const items = (current.current[asked.list] as Keyed<never>[]).filter((_, i) => i !== asked.index)
      await save(replaced(asked.list, items), t('organizer.layout.saved'))
      return
    }
    setBusy(true)
    setNotice('')
    setError('')
    try {
      show(asked.what === 'publish' ? await publishLayout(meetingId) : await discardLayoutDraft(meetingId))
      setNotice(t(asked.what === 'publish' ? 'organizer.layout.published' : 'organizer.layout.discarded'))
    } catch (e) {
      setError(failureText(e, t))
    } finally {
      setBusy(false)
    }
  }

  function startEdit(list: ListName, index: number | null, kind?: LayoutBlockKind) {
    const value = index === null
      ? list === 'blocks' ? blankBlock(kind ?? 'news') : { title: {}, link: '', display: 1 as const }
      : JSON.parse(JSON.stringify(current.current[list][index].value)) as LayoutBlock | LayoutNavigationEntry
    setConfirming(null)
    setEditing({ list, index, value, errors: {} })
  }

  async function saveEditing() {
    if (!editing) return
    const { list, index } = editing
    const items = [...current.current[list]] as Keyed<LayoutBlock | LayoutNavigationEntry>[]
    const at = index ?? items.length
    // The screen's own checks first (the page a navigation entry opens is one of our routes), then the server's.
    const { value, errors } = checkedItem(list, editing.value, languages, t)
    if (Object.keys(errors).length) { setEditing({ ...editing, errors }); return }
    items[at] = { key: items[at]?.key ?? `item-${++keys}`, value }
    const prefix = `${list}.${at}.`
    const saved = await save(replaced(list, items as Keyed<never>[]), t('organizer.layout.saved'), fields => {
      const mine = Object.fromEntries(Object.entries(fields).filter(([f]) => f.startsWith(prefix)).map(([f, m]) => [f.slice(prefix.length), m]))
      const others = Object.entries(fields).filter(([f]) => !f.startsWith(prefix)).map(([, m]) => m)
      setEditing({ ...editing, errors: { ...mine, ...(others.length ? { '': others.join(' ') } : {}) } })
    })
    if (saved) setEditing(null)
  }

  const previewRoute = meetingId ? routeUrl('preview', { meeting_id: meetingId }) : ''
  const nameOf = (value: LayoutBlock | LayoutNavigationEntry, list: ListName) =>
    localize(value.title, language.language) || (list === 'blocks' ? t(`organizer.layout.kind.${(value as LayoutBlock).type}` as MessageKey) : (value as LayoutNavigationEntry).link)

  return {
    t,
    status,
    retry: load,
    title,
    languages,
    language: language.language,
    layout,
    blocks,
    navigation,
    nameOf,
    editing,
    setEditingValue: (value: LayoutBlock | LayoutNavigationEntry) => { if (editing) setEditing({ ...editing, value }) },
    startEdit,
    saveEditing,
    cancelEditing: () => setEditing(null),
    move,
    confirming,
    ask: (what: Confirming) => { setEditing(null); setConfirming(what) },
    confirm,
    cancelConfirm: () => setConfirming(null),
    busy,
    notice,
    error,
    preview: {
      route: previewRoute,
      siteUrl: previewRoute ? platform.siteUrl(previewRoute) : '',
      miniProgramPath: previewRoute ? fuH5PagePath(previewRoute) : '',
      open: () => { if (previewRoute) void openUrl(previewRoute) },
    },
    backToMeeting: () => void navigateTo('organizerMeeting', meetingId ? { meeting_id: meetingId } : {}),
  }
}

export type LayoutEditorData = ReturnType<typeof useLayoutEditor>
