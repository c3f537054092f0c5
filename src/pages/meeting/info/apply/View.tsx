import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { FieldError, FormField, FormFieldGroup, inputValue } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { MeetingApplyData } from './useMeetingApply'
import '../info.scss'

type TextField = 'company' | 'contact_name' | 'phone' | 'email' | 'booth_area'

/** What the browser may fill in, and the keyboard a phone shows, for each text field. */
const NATIVE: Record<TextField, Record<string, string>> = {
  company: { autoComplete: 'organization' },
  contact_name: { autoComplete: 'name' },
  phone: { autoComplete: 'tel-national', inputMode: 'tel' },
  email: { autoComplete: 'email', inputMode: 'email' },
  booth_area: { autoComplete: 'off', inputMode: 'numeric' },
}

/** A one-line text field of the form. */
function TextInput({ data, field, label, maxlength, required = true, hint }: {
  data: MeetingApplyData; field: TextField; label: string; maxlength: number; required?: boolean; hint?: string
}) {
  return (
    <FormField id={`fu-apply-${field}`} label={label} error={data.errors[field] ?? ''} required={required} optional={required ? undefined : data.t('meetingApply.optional')} hint={hint}>
      {input => (
        <Input className='fu-field__input' type='text' maxlength={maxlength} value={String(data.form[field] ?? '')}
          onInput={e => data.set(field, inputValue(e))} nativeProps={{ ...input.nativeProps, ...NATIVE[field] }} {...input.props} />
      )}
    </FormField>
  )
}

/** One choice among options (zone, booth type), as radio buttons. */
function Choice({ data, field, label, options }: { data: MeetingApplyData; field: 'category_id' | 'booth_type'; label: string; options: { id: string; title: string }[] }) {
  return (
    <FormFieldGroup id={`fu-apply-${field}`} role='radiogroup' label={label} error={data.errors[field] ?? ''} required groupClassName='fu-apply__options'>
      {options.map(option => {
        const on = data.form[field] === option.id
        return (
          <Action key={option.id} className={`fu-apply__option${on ? ' fu-apply__option--on' : ''}`} role='radio' aria={{ 'aria-checked': on }} onPress={() => data.set(field, option.id)}>
            {option.title}
          </Action>
        )
      })}
    </FormFieldGroup>
  )
}

/** The application form: company and contact, the zone and the booth, the wishes; errors under each field. */
const ApplyForm = observer(function ApplyForm({ data }: { data: MeetingApplyData }) {
  const { t } = data
  return (
    <View className='fu-apply__form'>
      <Text className='fu-apply__intro'>{t('meetingApply.intro')}</Text>
      <TextInput data={data} field='company' label={t('meetingApply.company')} maxlength={100} />
      <TextInput data={data} field='contact_name' label={t('meetingApply.contactName')} maxlength={40} />
      <TextInput data={data} field='phone' label={t('meetingApply.phone')} maxlength={11} />
      <TextInput data={data} field='email' label={t('meetingApply.email')} maxlength={254} required={false} />
      {data.zones.length
        ? <Choice data={data} field='category_id' label={t('meetingApply.category')} options={data.zones} />
        : <Text className='fu-apply__intro'>{t('meetingApply.noCategories')}</Text>}
      <Choice data={data} field='booth_type' label={t('meetingApply.boothType')} options={data.boothTypes} />
      <TextInput data={data} field='booth_area' label={t('meetingApply.boothArea')} maxlength={4} hint={t('meetingApply.boothArea.hint')} />
      <FormField id='fu-apply-note' label={t('meetingApply.note')} error={data.errors.note ?? ''} optional={t('meetingApply.optional')} hint={t('meetingApply.note.hint')} controlClassName='fu-field__control--area'>
        {input => (
          <Textarea className='fu-field__textarea' maxlength={600} value={data.form.note ?? ''} onInput={e => data.set('note', inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
        )}
      </FormField>
      <View className='fu-apply__buttons'>
        <Action className='fu-apply__submit' disabled={data.submitting} onPress={data.submit}>
          {t(data.submitting ? 'meetingApply.submitting' : data.editing ? 'meetingApply.resubmit' : 'meetingApply.submit')}
        </Action>
        {data.editing ? <Action className='fu-info-button fu-info-button--quiet' onPress={data.cancelEdit}>{t('meetingApply.cancelEdit')}</Action> : null}
      </View>
      <FieldError id='fu-apply-notice' text={data.notice} />
    </View>
  )
})

/** The saved application: its state, when it was sent, what it asks for, and "change" while not approved. */
const ApplicationState = observer(function ApplicationState({ data }: { data: MeetingApplyData }) {
  const state = data.state
  if (!state) return null
  return (
    <View className='fu-apply__state' {...srRole('region', { 'aria-labelledby': 'fu-apply-state' })}>
      <View className='fu-apply__state-head'>
        <Text id='fu-apply-state' className='fu-apply__state-title' {...heading(2)}>{data.t('meetingApply.state')}</Text>
        <Badge text={state.badge.text} tone={state.badge.tone} />
      </View>
      <Text className='fu-apply__sent'>{state.sentAt}</Text>
      <Text className='fu-apply__note' {...srRole('status')}>{state.note}</Text>
      <View className='fu-apply__rows'>
        {state.rows.map(([label, value]) => (
          <View key={label} className='fu-apply__row'>
            <Text className='fu-apply__row-label'>{label}</Text>
            <Text className='fu-apply__row-value'>{value}</Text>
          </View>
        ))}
      </View>
      {state.canEdit && !data.editing ? <Action className='fu-info-button' onPress={data.edit}>{data.t('meetingApply.edit')}</Action> : null}
    </View>
  )
})

/** The state of a saved application above the form (when there is none, or while changing it), in a centred card on a desktop. */
export const MeetingApplyView = observer(function MeetingApplyView({ data, variant }: { data: MeetingApplyData; variant: Variant }) {
  return (
    <View className={`fu-info fu-info--${variant} fu-apply fu-apply--${variant}`}>
      <ApplicationState data={data} />
      {data.showForm ? <ApplyForm data={data} /> : null}
    </View>
  )
})
