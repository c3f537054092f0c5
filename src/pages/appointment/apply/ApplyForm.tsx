import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, FormFieldGroup, inputValue } from '@/components/FormField'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { ProposalDuration } from '@/core/appointmentProposal'
import { MEETING_TYPES, type AppointmentApplyData } from './useAppointmentApply'

/** A choice among a few as radio buttons: the chosen one filled and checked, an unavailable one greyed with its note. */
function Choices({ items, onChoose }: { items: { key: string; label: string; note?: string; chosen: boolean; disabled?: boolean }[]; onChoose: (key: string) => void }) {
  return (
    <>
      {items.map(item => (
        <Action
          key={item.key}
          className={`fu-apply__choice${item.chosen ? ' fu-apply__choice--on' : ''}${item.disabled ? ' fu-apply__choice--off' : ''}`}
          role='radio'
          aria={{ 'aria-checked': item.chosen }}
          disabled={item.disabled}
          onPress={() => onChoose(item.key)}
        >
          {item.label}{item.note ? <Text className='fu-apply__note'> · {item.note}</Text> : null}
        </Action>
      ))}
    </>
  )
}

const ConflictPanel = observer(function ConflictPanel({ data }: { data: AppointmentApplyData }) {
  const { t } = data
  return (
    <View className='fu-apply__conflict' {...srRole('alertdialog', { 'aria-labelledby': 'fu-apply-conflict-title', 'aria-describedby': 'fu-apply-conflict-text' })}>
      <Text id='fu-apply-conflict-title' className='fu-apply__conflict-title' {...heading(2)}>{t('appointment.apply.conflict.title')}</Text>
      <Text id='fu-apply-conflict-text' className='fu-apply__conflict-text'>{data.conflict}</Text>
      <View className='fu-apply__buttons'>
        <Action className='fu-button fu-apply__anyway' disabled={data.submitting} onPress={data.submitAnyway}>{t('appointment.apply.conflict.submit')}</Action>
        <Action className='fu-apply__other' disabled={data.submitting} onPress={data.chooseAnother}>{t('appointment.apply.conflict.choose')}</Action>
      </View>
    </View>
  )
})

/** A day, then one of the exhibitor's free times that day. */
const SlotFields = observer(function SlotFields({ data }: { data: AppointmentApplyData }) {
  const { t } = data
  return (
    <>
      <FormFieldGroup id='fu-apply-date' label={t('appointment.apply.date')} required error={data.errorText('date')} role='radiogroup' groupClassName='fu-apply__choices'>
        <Choices items={data.dates.map(d => ({ key: d.value, label: d.label, note: d.note, chosen: d.chosen, disabled: d.disabled }))} onChoose={data.chooseDate} />
      </FormFieldGroup>
      <FormFieldGroup
        id='fu-apply-time'
        label={t('appointment.apply.time')}
        required
        hint={data.times.length ? undefined : t('validation.appointment.date.first')}
        error={data.errorText('time')}
        role='radiogroup'
        groupClassName='fu-apply__choices'
      >
        <Choices items={data.times.map(s => ({ key: s.id, label: s.label, chosen: s.chosen, disabled: s.disabled }))} onChoose={data.chooseSlot} />
      </FormFieldGroup>
    </>
  )
})

/** A time the visitor proposes (the exhibitor publishes none): a day of the meeting, a start on the half hour, a length. */
const ProposalFields = observer(function ProposalFields({ data }: { data: AppointmentApplyData }) {
  const { t, proposal } = data
  return (
    <>
      <FormFieldGroup id='fu-apply-date' label={t('appointment.apply.date')} required error={data.errorText('date')} role='radiogroup' groupClassName='fu-apply__choices'>
        <Choices items={proposal.dates.map(d => ({ key: d.value, label: d.label, chosen: d.chosen }))} onChoose={proposal.chooseDay} />
      </FormFieldGroup>
      <FormFieldGroup id='fu-apply-time' label={t('appointment.propose.start')} required error={data.errorText('time')} role='radiogroup' groupClassName='fu-apply__choices'>
        <Choices items={proposal.starts.map(s => ({ key: s.time, label: s.label, chosen: s.chosen, disabled: s.disabled }))} onChoose={proposal.chooseTime} />
      </FormFieldGroup>
      <FormFieldGroup id='fu-apply-length' label={t('appointment.propose.length')} error='' role='radiogroup' groupClassName='fu-apply__choices'>
        <Choices
          items={proposal.durations.map(d => ({ key: String(d.minutes), label: t('appointment.propose.minutes', { count: d.minutes }), chosen: d.chosen }))}
          onChoose={key => proposal.chooseDuration(Number(key) as ProposalDuration)}
        />
      </FormFieldGroup>
    </>
  )
})

/** The booking form (the frame shows its loading and failure) for a slot or a proposed time, or why there is none: no exhibitor chosen, not registered, no free times. */
export const ApplyForm = observer(function ApplyForm({ data }: { data: AppointmentApplyData }) {
  const { t } = data
  if (data.status === 'missing') return <Empty text={t('appointment.apply.missing')} action={{ label: t('appointment.apply.browse'), onPress: data.browse }} />
  if (data.notRegistered) {
    return (
      <View className='fu-apply__notice' {...srRole('alert')}>
        <Text className='fu-apply__notice-text'>{t('appointment.apply.notRegistered')}</Text>
        {data.participation.length ? (
          <>
            <Text className='fu-apply__notice-text'>{t('appointment.participation.intro')}</Text>
            <View className='fu-apply__activities' {...srRole('list')}>
              {data.participation.map(a => (
                <View key={a.id} className='fu-apply__activity' {...srRole('listitem')}>
                  <Action className='fu-apply__activity-link' role='link' onPress={a.open}>{a.title}</Action>
                  {a.note ? <Text className='fu-apply__activity-note'>{a.note}</Text> : null}
                </View>
              ))}
            </View>
          </>
        ) : <Action className='fu-button' onPress={data.register}>{t('appointment.apply.register')}</Action>}
      </View>
    )
  }
  if (!data.bookable && !data.proposing) return <Empty text={t('appointment.apply.noSlots')} action={{ label: t('appointment.apply.browse'), onPress: data.browse }} />
  return (
    <View className='fu-apply__form'>
      {data.proposing ? <ProposalFields data={data} /> : <SlotFields data={data} />}
      <FormFieldGroup id='fu-apply-type' label={t('appointment.apply.type')} error='' role='radiogroup' groupClassName='fu-apply__choices'>
        <Choices items={MEETING_TYPES.map(v => ({ key: v, label: t(`appointment.type.${v}`), chosen: v === data.type }))} onChoose={v => data.setType(v as typeof data.type)} />
      </FormFieldGroup>
      <FormField id='fu-apply-reason' label={t(data.proposing ? 'appointment.propose.note' : 'appointment.apply.reason')} required error={data.errorText('reason')} controlClassName='fu-field__control--area'>
        {input => (
          <Textarea
            className='fu-field__textarea'
            maxlength={500}
            placeholder={t('appointment.apply.reasonPlaceholder')}
            value={data.reason}
            onInput={e => data.setReason(inputValue(e))}
            nativeProps={input.nativeProps}
            {...input.props}
          />
        )}
      </FormField>
      {data.conflict ? <ConflictPanel data={data} /> : null}
      {data.refusal ? <Text className='fu-apply__refusal' {...srRole('alert')}>{data.refusal}</Text> : null}
      {data.conflict ? null : (
        <Action className='fu-button fu-apply__submit' disabled={data.submitting} onPress={data.submit}>
          {data.submitting ? t('appointment.apply.submitting') : t(data.proposing ? 'appointment.propose.submit' : 'appointment.apply.submit')}
        </Action>
      )}
    </View>
  )
})
