import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { GuestCard } from '../GuestCard'
import type { PhaseStep, ReceptionStaffGuestData } from './useReceptionStaffGuest'

const Step = observer(function Step({ step, data }: { step: PhaseStep; data: ReceptionStaffGuestData }) {
  const { t } = data
  const busy = data.saving === step.id
  return (
    <View className='fu-reception-step' {...srRole('listitem')}>
      <View className='fu-reception-step__head'>
        <Text className='fu-reception-step__title' {...heading(3)}>{step.title}</Text>
        <Badge text={step.badge.text} tone={step.badge.tone} />
      </View>
      {step.receivedAt ? <Text className='fu-reception-step__time'>{step.receivedAt}</Text> : null}
      {data.asking === step.id ? (
        <View className='fu-reception-step__confirm' {...srRole('alertdialog', { 'aria-label': data.question(step) })}>
          <Text>{data.question(step)}</Text>
          <View className='fu-reception__row'>
            <Action className='fu-button fu-reception__inline-action' onPress={data.confirm}>{t('common.confirm')}</Action>
            <Action className='fu-button fu-reception__inline-action' onPress={data.cancel}>{t('common.cancel')}</Action>
          </View>
        </View>
      ) : (
        <View className='fu-reception__row'>
          <Action className='fu-button fu-reception__inline-action' disabled={busy || data.saving !== null} onPress={() => data.ask(step.id)}>
            {busy ? t('reception.guest.saving') : step.status === 1 ? t('reception.guest.undo') : t('reception.guest.checkIn')}
          </Action>
          {step.hasForm ? <Action className='fu-reception__inline-action' role='link' onPress={() => data.openForm(step.id)}>{t('reception.guest.form')}</Action> : null}
        </View>
      )}
      {data.saveError?.phaseId === step.id ? <Text className='fu-reception__error' {...srRole('alert')}>{data.saveError.message}</Text> : null}
    </View>
  )
})

/** The guest card for staff (the frame shows loading and failure): the guest, and check-in (with its confirm) per phase. */
export const GuestCheckIn = observer(function GuestCheckIn({ data }: { data: ReceptionStaffGuestData }) {
  const { t } = data
  if (data.status === 'missing' || !data.guest) return <Empty text={t('reception.guest.missing')} />
  return (
    <View className='fu-reception__columns'>
      <GuestCard guest={data.guest} t={t} />
      <View className='fu-reception__panel'>
        <Text className='fu-reception__panel-title' {...heading(2)}>{t('reception.guest.phases')}</Text>
        {data.steps.length
          ? <View {...srRole('list')}>{data.steps.map(step => <Step key={step.id} step={step} data={data} />)}</View>
          : <Text className='fu-reception__note'>{t('reception.staff.noPhases')}</Text>}
      </View>
    </View>
  )
})
