import { useCallback, useEffect, useRef, useState } from 'react'
import type { Activity, ObjectId, Ticket } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { fetchActivity, fetchAgentGroups, updateAgentGroup, type AgentOverview } from '@/api/activities'
import { ApiError } from '@/api/http'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { listTickets, register } from '@/api/tickets'
import { agentSignupDialogKey, findMemberClashes, hasErrors, isBlank, localize, validateEmail, validateIdNumber, validatePhone } from '@/core'
import type { MessageKey } from '@/i18n'
import { submitFailure } from '@/components/registration/registrationErrors'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useGroupInfo } from './useGroupInfo'

export type MemberField = 'name' | 'phone' | 'email' | 'id_number'
/** A member as the leader types them in; `key` keeps a row's identity while others are removed. */
export interface MemberDraft { key: number; name: string; phone: string; email: string; id_number: string }
export type MemberErrors = Partial<Record<MemberField, MessageKey>>
export type Notice = { kind: 'error' | 'status'; key: MessageKey; params?: Record<string, string | number> }
/** A registered group with the people it holds (tickets without a name are places still to fill in). */
export interface GroupView { id: ObjectId; name: string; contactName: string; contactPhone: string; contactEmail: string; total: number; unallocated: number; members: Ticket[] }

interface Loaded { activity: Activity; overview: AgentOverview; tickets: Ticket[] }
type LoadState = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'notFound' } | ({ status: 'ready' } & Loaded)

const EMPTY_MEMBER = { name: '', phone: '', email: '', id_number: '' }
const trimmed = (value: string) => (value.trim() ? value.trim() : undefined)

/** A member's own field rules: a name, a mainland mobile, a valid e-mail and ID number when given. */
export function memberErrors(member: Omit<MemberDraft, 'key'>): MemberErrors {
  const errors: MemberErrors = {}
  if (isBlank(member.name)) errors.name = 'agent.error.memberName'
  const phone = validatePhone(member.phone)
  if (phone) errors.phone = phone
  const email = validateEmail(member.email)
  if (email) errors.email = email
  const id = validateIdNumber(member.id_number, { required: false })
  if (id) errors.id_number = id
  return errors
}

/**
 * Data and actions shared by the mobile and desktop group leader's page (/activity/agent: meeting_id, activity_id):
 * the activity, the groups this agent registered with their members, and a new group: its information first, then
 * members added, edited and removed, checked (size, no shared phone / e-mail / ID) and sent in one registration.
 */
export function useActivityAgent(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session, platform } = useStores()
  const t = language.t
  const activityId = query.activity_id || ''
  const agentId = session.userId
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  const groupInfo = useGroupInfo()
  const [members, setMembers] = useState<MemberDraft[]>([])
  const [errors, setErrors] = useState<Record<number, MemberErrors>>({})
  const [editing, setEditing] = useState<MemberDraft | null>(null)
  const [editingErrors, setEditingErrors] = useState<MemberErrors>({})
  const [notice, setNotice] = useState<Notice | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [addingGroup, setAddingGroup] = useState(false)
  const [editingGroup, setEditingGroup] = useState<ObjectId | null>(null)
  const nextKey = useRef(1)
  // A plain counter object (not a DOM ref): bumping it drops answers of loads that are no longer current.
  const [generation] = useState(() => ({ value: 0 }))

  const load = useCallback(async () => {
    const mine = ++generation.value
    if (!activityId || !agentId) { setState({ status: 'notFound' }); return }
    setState({ status: 'loading' })
    try {
      const activity = await fetchActivity(activityId)
      if (mine !== generation.value) return
      if (!activity) { setState({ status: 'notFound' }); return }
      const [overview, tickets] = await Promise.all([
        fetchAgentGroups(activityId, agentId),
        listTickets({ activity_id: activityId, group: 1 }).then(e => e.results ?? []),
      ])
      if (mine === generation.value) setState({ status: 'ready', activity, overview, tickets })
    } catch (error) {
      if (mine === generation.value) setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
    }
  }, [activityId, agentId, generation])

  useEffect(() => {
    void load()
    return () => { generation.value++ }
  }, [load, generation])

  const ready = state.status === 'ready' ? state : null
  // The activity's time is told in its meeting's zone (the screen declares that meeting to the frame).
  const { timezone } = meeting
  const max = ready?.overview.group_max ?? 0
  const groups: GroupView[] = (ready?.overview.groups ?? []).map(g => ({
    id: g._id, name: g.name, contactName: g.contact_name, contactPhone: g.contact_phone, contactEmail: g.contact_email ?? '', total: g.total, unallocated: g.unallocated,
    members: (ready?.tickets ?? []).filter(ticket => (ticket as Ticket & { group_id?: ObjectId }).group_id === g._id && ticket.status !== 2),
  }))
  const showForm = !!ready && max > 0 && !editingGroup && (addingGroup || groups.length === 0)

  const startAdd = () => {
    // SPEC §5/§8: group information comes before the members, and a group holds at most `max`: the agent dialogs.
    const refused = agentSignupDialogKey({ infoComplete: groupInfo.checkInfo(), memberCount: members.length + 1, maxMembers: max })
    if (refused) { void platform.alert({ title: t(refused), confirmText: t('common.know') }); return }
    setNotice(null)
    setEditingErrors({})
    setEditing({ key: 0, ...EMPTY_MEMBER })
  }
  const startEdit = (key: number) => {
    const member = members.find(m => m.key === key)
    if (member) { setEditing({ ...member }); setEditingErrors(errors[key] ?? {}) }
  }
  const setMemberField = (field: MemberField, value: string) => {
    setEditing(m => (m ? { ...m, [field]: value } : m))
    setEditingErrors(e => ({ ...e, [field]: undefined }))
  }
  const cancelEdit = () => { setEditing(null); setEditingErrors({}) }
  const saveMember = () => {
    if (!editing) return
    const found = memberErrors(editing)
    const key = editing.key || nextKey.current++
    const list = editing.key ? members.map(m => (m.key === key ? { ...editing } : m)) : [...members, { ...editing, key }]
    // A clash with someone already in the list is said here, beside the field, before it reaches the list.
    for (const clash of findMemberClashes(list)) {
      const index = list.findIndex(m => m.key === key)
      if (clash.members.includes(index)) found[clash.field] = `agent.error.duplicate.${clash.field}`
    }
    setEditingErrors(found)
    if (hasErrors(found)) return
    setMembers(list)
    setErrors(e => ({ ...e, [key]: {} }))
    setEditing(null)
  }
  const removeMember = (key: number) => {
    setMembers(list => list.filter(m => m.key !== key))
    setErrors(e => ({ ...e, [key]: {} }))
    if (editing?.key === key) setEditing(null)
  }

  const submit = async () => {
    if (!ready || submitting) return
    setNotice(null)
    if (!groupInfo.checkInfo()) { setNotice({ kind: 'error', key: 'agent.error.requireInfo' }); return }
    if (!members.length) { setNotice({ kind: 'error', key: 'agent.error.noMembers' }); return }
    if (max && members.length > max) { setNotice({ kind: 'error', key: 'agent.error.exceed', params: { max } }); return }
    const found: Record<number, MemberErrors> = {}
    for (const clash of findMemberClashes(members)) {
      for (const index of clash.members) found[members[index].key] = { ...found[members[index].key], [clash.field]: `agent.error.duplicate.${clash.field}` }
    }
    if (Object.keys(found).length) { setErrors(found); setNotice({ kind: 'error', key: 'agent.error.fixMembers' }); return }
    setSubmitting(true)
    try {
      await register({
        activity_id: activityId,
        group: groupInfo.groupBody(),
        members: members.map(m => ({ name: m.name.trim(), phone: m.phone.trim(), email: trimmed(m.email), id_number: trimmed(m.id_number)?.toUpperCase() })),
      })
      setMembers([]); setErrors({}); groupInfo.resetInfo(); setAddingGroup(false)
      setNotice({ kind: 'status', key: 'agent.submitted' })
      await load()
    } catch (error) {
      setNotice({ kind: 'error', key: failureKey(error, max), params: { max } })
      // 4111 names the field two members share: mark every member who shares one.
      if (error instanceof ApiError && error.code === ErrorCode.GroupDuplicateMember) {
        const field = error.body.data?.field as MemberField | undefined
        if (field) setErrors(markShared(members, field))
      }
    } finally {
      setSubmitting(false)
    }
  }

  const startEditGroup = (group: GroupView) => {
    groupInfo.fillInfo({ name: group.name, contactPerson: group.contactName, contactPhone: group.contactPhone, contactEmail: group.contactEmail })
    setEditingGroup(group.id)
    setAddingGroup(false)
    setNotice(null)
  }
  const cancelEditGroup = () => { setEditingGroup(null); groupInfo.resetInfo() }
  // PUT /activities/{id}/agents/{agent_id}: the group's information changes, its members stay.
  const saveGroup = async () => {
    if (!editingGroup || !agentId || submitting) return
    if (!groupInfo.checkInfo()) return
    setSubmitting(true)
    try {
      await updateAgentGroup(activityId, agentId, { group_id: editingGroup, ...groupInfo.groupBody() })
      cancelEditGroup()
      setNotice({ kind: 'status', key: 'agent.infoSaved' })
      await load()
    } catch (error) {
      setNotice({ kind: 'error', key: submitFailure(error).key })
    } finally {
      setSubmitting(false)
    }
  }

  return {
    t,
    status: state.status,
    error: state.status === 'failed' ? state.error : '',
    retry: load,
    activity: ready?.activity ?? null,
    title: ready ? localize(ready.activity.title, language.language) : '',
    timezone,
    max,
    groups,
    showForm,
    ...groupInfo,
    members,
    errors,
    editing,
    editingErrors,
    startAdd,
    startEdit,
    setMemberField,
    cancelEdit,
    saveMember,
    removeMember,
    addGroup: () => setAddingGroup(true),
    editingGroup,
    startEditGroup,
    cancelEditGroup,
    saveGroup,
    editMember: (ticket: Ticket) => navigateTo('activityAgentForm', { meeting_id: meeting.id, activity_id: activityId, ticket_id: ticket._id }),
    openTickets: () => navigateTo('activityTickets', { meeting_id: meeting.id, activity_id: activityId }),
    notice,
    submitting,
    submit,
    errorText: (key: MessageKey | undefined) => (key ? t(key) : ''),
  }
}

function failureKey(error: unknown, max: number): MessageKey {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.GroupTooLarge && max) return 'agent.error.exceed'
    if (error.code === ErrorCode.GroupDuplicateMember) return 'agent.error.fixMembers'
    if (error.code === ErrorCode.PaymentRequired) return 'agent.error.paid'
  }
  return submitFailure(error).key
}

function markShared(members: MemberDraft[], field: MemberField): Record<number, MemberErrors> {
  const clashes = findMemberClashes(members).filter(c => c.field === field)
  const marked: Record<number, MemberErrors> = {}
  for (const clash of clashes) for (const index of clash.members) marked[members[index].key] = { [field]: `agent.error.duplicate.${field}` }
  return marked
}

export type ActivityAgentData = ReturnType<typeof useActivityAgent>
