import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import type { MessageKey } from '@/i18n'
import type { ActivityAgentData, MemberDraft, MemberField } from './useActivityAgent'
import type { GroupInfoData, InfoField } from './useGroupInfo'
import './agent.scss'

type Data = { data: ActivityAgentData }

const INFO_FIELDS: { field: InfoField; label: MessageKey; required: boolean; type: 'text' | 'number'; autoComplete: string }[] = [
  { field: 'name', label: 'agent.field.name', required: true, type: 'text', autoComplete: 'organization' },
  { field: 'contactPerson', label: 'agent.field.contactPerson', required: true, type: 'text', autoComplete: 'name' },
  { field: 'contactPhone', label: 'agent.field.contactPhone', required: true, type: 'number', autoComplete: 'tel-national' },
  { field: 'contactEmail', label: 'agent.field.contactEmail', required: false, type: 'text', autoComplete: 'email' },
]
export const MEMBER_FIELDS: { field: MemberField; label: MessageKey; required: boolean; type: 'text' | 'number'; maxlength: number }[] = [
  { field: 'name', label: 'agent.member.name', required: true, type: 'text', maxlength: 60 },
  { field: 'phone', label: 'agent.member.phone', required: true, type: 'number', maxlength: 11 },
  { field: 'email', label: 'agent.member.email', required: false, type: 'text', maxlength: 254 },
  { field: 'id_number', label: 'agent.member.idNumber', required: false, type: 'text', maxlength: 18 },
]

/** Group name, contact person, contact phone and e-mail (SPEC §3), filled in before members. */
export const GroupInfoForm = observer(function GroupInfoForm({ data }: { data: GroupInfoData }) {
  const { t } = data
  return (
    <View className='fu-agent__section'>
      <Text className='fu-agent__section-title' {...heading(2)}>{t('agent.section.info')}</Text>
      {INFO_FIELDS.map(f => (
        <FormField key={f.field} id={`fu-agent-${f.field}`} className='fu-agent__field' label={t(f.label)} required={f.required}
          optional={t('agent.member.optional')} error={data.errorText(data.infoErrors[f.field])}>
          {input => (
            <Input className='fu-field__input' type={f.type} value={data.info[f.field]} onInput={e => data.setInfoField(f.field, inputValue(e))}
              nativeProps={{ ...input.nativeProps, autoComplete: f.autoComplete }} {...input.props} />
          )}
        </FormField>
      ))}
    </View>
  )
})

/** The member being added or edited: their fields, errors beside each, save and cancel. */
const MemberEditor = observer(function MemberEditor({ data, member }: Data & { member: MemberDraft }) {
  const { t } = data
  return (
    <View className='fu-agent__editor' {...srRole('group', { 'aria-label': member.key ? t('agent.member.edit', { name: member.name }) : t('agent.member.add') })}>
      {MEMBER_FIELDS.map(f => (
        <FormField key={f.field} id={`fu-agent-member-${f.field}`} className='fu-agent__field' label={t(f.label)} required={f.required}
          optional={t('agent.member.optional')} error={data.errorText(data.editingErrors[f.field])}>
          {input => (
            <Input className='fu-field__input' type={f.type} maxlength={f.maxlength} value={member[f.field]}
              onInput={e => data.setMemberField(f.field, inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
          )}
        </FormField>
      ))}
      <View className='fu-agent__actions'>
        <Action className='fu-agent__button fu-agent__button--primary' onPress={data.saveMember}>{t('agent.member.save')}</Action>
        <Action className='fu-agent__button' onPress={data.cancelEdit}>{t('agent.member.cancel')}</Action>
      </View>
    </View>
  )
})

/** The members typed in so far, each with its problems beside it, and the add / edit / remove actions. */
const MemberList = observer(function MemberList({ data }: Data) {
  const { t, members, editing } = data
  return (
    <View className='fu-agent__section'>
      <Text className='fu-agent__section-title' {...heading(2)}>{t('agent.section.members', { count: members.length, max: data.max })}</Text>
      {members.length ? null : <Text className='fu-agent__empty'>{t('agent.member.empty')}</Text>}
      <View {...srRole('list')}>
        {members.map((member, index) => {
          const name = member.name || t('agent.member.unnamed')
          const problems = Object.values(data.errors[member.key] ?? {}).flatMap(key => (key ? [key] : []))
          if (editing?.key === member.key) return <View key={member.key} {...srRole('listitem')}><MemberEditor data={data} member={editing} /></View>
          return (
            <View key={member.key} className={`fu-agent__member${problems.length ? ' fu-agent__member--invalid' : ''}`} {...srRole('listitem')}>
              <View className='fu-agent__member-text'>
                <Text className='fu-agent__member-name'>{t('agent.member.label', { index: index + 1 })} · {name}</Text>
                <Text className='fu-agent__member-meta'>{[member.phone, member.email, member.id_number].filter(Boolean).join(' · ')}</Text>
                {problems.map(key => <Text key={key} className='fu-field__error' {...srRole('alert')}>{t(key)}</Text>)}
              </View>
              <Action className='fu-agent__link' onPress={() => data.startEdit(member.key)}>{t('agent.member.edit', { name })}</Action>
              <Action className='fu-agent__link fu-agent__link--danger' onPress={() => data.removeMember(member.key)}>{t('agent.member.remove', { name })}</Action>
            </View>
          )
        })}
      </View>
      {editing && !editing.key ? <MemberEditor data={data} member={editing} /> : null}
      {editing ? null : <Action className='fu-agent__button' disabled={data.max > 0 && members.length >= data.max} onPress={data.startAdd}>{t('agent.member.add')}</Action>}
    </View>
  )
})

const AgentNotice = observer(function AgentNotice({ data }: Data) {
  const { notice, t } = data
  if (!notice) return null
  return <Text className={`fu-agent__notice fu-agent__notice--${notice.kind}`} {...srRole(notice.kind === 'error' ? 'alert' : 'status')}>{t(notice.key, notice.params)}</Text>
})

const SubmitGroup = observer(function SubmitGroup({ data }: Data) {
  return (
    <Action className='fu-agent__submit' disabled={data.submitting} onPress={data.submit}>
      {data.t(data.submitting ? 'agent.submitting' : 'agent.submit')}
    </Action>
  )
})

/** The groups this agent already registered: name, contact, how many people and who they are. */
const GroupList = observer(function GroupList({ data }: Data) {
  const { t, groups } = data
  if (!groups.length) return null
  return (
    <View className='fu-agent__section'>
      <Text className='fu-agent__section-title' {...heading(2)}>{t('agent.section.groups')}</Text>
      {groups.map(group => (
        <View key={group.id} className='fu-agent__group' {...srRole('article', { 'aria-label': group.name })}>
          <Text className='fu-agent__group-name' {...heading(3)}>{group.name}</Text>
          <Text className='fu-agent__member-meta'>{t('agent.group.contact', { name: group.contactName, phone: group.contactPhone })}</Text>
          <Text className='fu-agent__member-meta'>{t('agent.group.counts', { total: group.total, unallocated: group.unallocated })}</Text>
          {data.editingGroup === group.id ? (
            <>
              <GroupInfoForm data={data} />
              <View className='fu-agent__actions'>
                <Action className='fu-agent__button fu-agent__button--primary' disabled={data.submitting} onPress={() => { void data.saveGroup() }}>{t('agent.saveInfo')}</Action>
                <Action className='fu-agent__button' onPress={data.cancelEditGroup}>{t('agent.member.cancel')}</Action>
              </View>
            </>
          ) : <Action className='fu-agent__link' onPress={() => data.startEditGroup(group)}>{t('agent.editInfo', { name: group.name })}</Action>}
          <View {...srRole('list')}>
            {group.members.map(ticket => (
              <View key={ticket._id} className='fu-agent__member' {...srRole('listitem')}>
                <Text className='fu-agent__member-name'>{ticket.name || t('agent.member.unnamed')}</Text>
                <Text className='fu-agent__member-meta'>{[ticket.phone, ticket.email].filter(Boolean).join(' · ')}</Text>
                <Action className='fu-agent__link' onPress={() => { void data.editMember(ticket) }}>{t('agent.member.edit', { name: ticket.name || t('agent.member.unnamed') })}</Action>
              </View>
            ))}
          </View>
        </View>
      ))}
      <View className='fu-agent__actions'>
        <Action className='fu-agent__button' onPress={() => { void data.openTickets() }}>{t('agent.tickets.heading')}</Action>
        {data.showForm ? null : <Action className='fu-agent__button' onPress={data.addGroup}>{t('agent.newGroup')}</Action>}
      </View>
    </View>
  )
})

/** Everything under the heading: the groups, then (when open) the new group's form. */
export const AgentBody = observer(function AgentBody({ data }: Data) {
  if (!data.max) return <Text className='fu-agent__empty'>{data.t('agent.noGroups')}</Text>
  return (
    <>
      <GroupList data={data} />
      {data.showForm ? (
        <>
          <GroupInfoForm data={data} />
          <MemberList data={data} />
          <AgentNotice data={data} />
          <SubmitGroup data={data} />
        </>
      ) : <AgentNotice data={data} />}
    </>
  )
})
