import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { MeetingRoleGrant } from '@fu-types/api'
import { Action } from '@/components/Action'
import { FormField, FormFieldGroup, inputValue } from '@/components/FormField'
import { LoadMore, pagingTexts } from '@/components/LoadMore'
import { heading, srRole } from '@/components/a11y'
import { formatDateTime } from '@/core/time'
import type { MessageKey } from '@/i18n'
import { MEETING_ROLES, roleKey } from '../access'
import type { OrganizerMeetingData } from './useOrganizerMeeting'

const personOf = (g: Pick<MeetingRoleGrant, 'name' | 'phone' | 'email'>) => g.name || g.phone || g.email || ''

/** Who holds which role (pending until that phone or e-mail signs in), revoke, and grant by phone or e-mail. */
export const RolesSection = observer(function RolesSection({ data }: { data: OrganizerMeetingData }) {
  const { t, roles } = data
  if (!roles.allowed) return null
  return (
    <View className='fu-organizer__card'>
      <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.roles.heading')}</Text>
      <View role='list'>
        {roles.grants.map(g => (
          <View key={g._id} className='fu-organizer__row' role='listitem'>
            <View>
              <Text>{personOf(g)}</Text>
              <Text className='fu-organizer__meta'> · {t(roleKey(g.role))}{g.pending ? ` · ${t('organizer.roles.pending')}` : ''}</Text>
            </View>
            <Action className='fu-organizer__choice' disabled={roles.busy} onPress={() => void roles.revoke(g._id)}
              aria={{ 'aria-label': t('organizer.roles.revokeLabel', { person: personOf(g), role: t(roleKey(g.role)) }) }}>
              {t('organizer.roles.revoke')}
            </Action>
          </View>
        ))}
      </View>
      <FormField id='fu-organizer-grant-contact' label={t('organizer.roles.contact')} error={roles.contactError}>
        {input => <Input className='fu-field__input' type='text' maxlength={254} value={roles.contact} onInput={e => roles.setContact(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
      </FormField>
      <FormFieldGroup id='fu-organizer-grant-role' label={t('organizer.roles.role')} error='' role='radiogroup' groupClassName='fu-organizer__choices'>
        {MEETING_ROLES.map(r => (
          <Action key={r} className={`fu-organizer__choice${r === roles.role ? ' fu-organizer__choice--on' : ''}`} role='radio' aria={{ 'aria-checked': r === roles.role }} onPress={() => roles.setRole(r)}>
            {t(roleKey(r))}
          </Action>
        ))}
      </FormFieldGroup>
      {roles.message ? <Text className='fu-organizer__meta' {...srRole('status')}>{roles.message}</Text> : null}
      <Action className='fu-button fu-organizer__primary' disabled={roles.busy} onPress={() => void roles.grant()}>{t('organizer.roles.grant')}</Action>
    </View>
  )
})

/** The audit log, newest first: what was done to which object, by whom, when, and which fields changed; paged. */
export const AuditSection = observer(function AuditSection({ data }: { data: OrganizerMeetingData }) {
  const { t, audit } = data
  if (!data.manages) return null
  return (
    <View className='fu-organizer__card'>
      <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.audit.heading')}</Text>
      {audit.status === 'ready' && audit.items.length === 0 ? <Text className='fu-organizer__meta'>{t('organizer.audit.empty')}</Text> : null}
      <View role='list'>
        {audit.items.map(entry => {
          const fields = Object.keys(entry.changes ?? {})
          return (
            <View key={entry._id} className='fu-organizer__row' role='listitem'>
              <View>
                <Text>{t(`organizer.audit.action.${entry.action}` as MessageKey) || entry.action} · {t(`organizer.audit.object.${entry.object_type}` as MessageKey) || entry.object_type}</Text>
                {fields.length ? <Text className='fu-organizer__meta'> · {t('organizer.audit.fields', { fields: fields.join(', ') })}</Text> : null}
              </View>
              <Text className='fu-organizer__meta'>{personOf(entry.actor) || t('organizer.audit.unknownActor')} · {formatDateTime(entry.created, data.timezone || undefined)}</Text>
            </View>
          )
        })}
      </View>
      {audit.status === 'ready' && audit.items.length ? (
        <LoadMore hasMore={audit.hasMore} loadingMore={audit.loadingMore} moreFailed={audit.moreFailed} onLoadMore={audit.loadMore}
          texts={pagingTexts(t, t('organizer.audit.count', { count: audit.total }))} />
      ) : null}
    </View>
  )
})
