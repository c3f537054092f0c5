import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { Empty, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { TextEntry } from '../TextEntry'
import type { ReceptionCheckinData } from './useReceptionCheckin'
import './checkin.scss'

/** Scan, or pick the activity and type the code printed under the QR (a desktop scanner types it and presses Enter). */
const CodeEntry = observer(function CodeEntry({ data }: { data: ReceptionCheckinData }) {
  const { t } = data
  return (
    <View className='fu-reception__panel'>
      <Action className='fu-button fu-reception__inline-action' onPress={data.scan}>{t('reception.checkin.scan')}</Action>
      {data.scanNote ? <Text className='fu-reception__note' {...srRole('status')}>{data.scanNote}</Text> : null}
      <Text className='fu-reception__panel-title' {...heading(2)}>{t('reception.checkin.activity')}</Text>
      {data.activityOptions.length ? (
        <View className='fu-reception__chips' {...srRole('radiogroup', { 'aria-label': t('reception.checkin.activity') })}>
          {data.activityOptions.map(option => (
            <Action key={option.id} className='fu-reception__chip' role='radio' aria={{ 'aria-checked': data.activityId === option.id }} onPress={() => data.setActivityId(option.id)}>
              {option.title}
            </Action>
          ))}
        </View>
      ) : <Text className='fu-reception__note'>{t('reception.checkin.noActivities')}</Text>}
      <TextEntry id='fu-reception-ticket-code' label={t('reception.checkin.codeLabel')} hint={t('reception.checkin.codeHint')} maxlength={64}
        value={data.code} onChange={data.setCode} onSubmit={data.submitCode} submitLabel={t('reception.checkin.find')} />
    </View>
  )
})

/** The holder of the ticket found, the confirm button, then the result and the way to the next guest. */
const Holder = observer(function Holder({ data }: { data: ReceptionCheckinData }) {
  const { t, current, holder } = data
  if (current.step === 'idle') return null
  if (current.step === 'finding') return <Loading />
  if (current.step === 'missing') return <Text className='fu-reception__error' {...srRole('alert')}>{current.message}</Text>
  if (!holder) return null
  return (
    <View className='fu-reception__panel fu-reception-ticket' aria-label={t('reception.checkin.holder')}>
      <Text className='fu-reception__panel-title fu-reception-ticket__name' {...heading(2)}>{holder.name}</Text>
      <Text className='fu-reception__note'>{[holder.activity, holder.ticketType].filter(Boolean).join(' · ')}</Text>
      <Text className='fu-reception__note'>{t('reception.checkin.code', { code: holder.code })}</Text>
      <Badge text={holder.statusText} tone={holder.statusTone} />
      {current.step === 'found' ? (
        <>
          {current.error ? <Text className='fu-reception__error' {...srRole('alert')}>{current.error}</Text> : null}
          <Action className='fu-button fu-button--primary fu-reception-ticket__confirm' disabled={current.saving} onPress={data.confirm}>
            {current.saving ? t('reception.guest.saving') : t('reception.checkin.confirm', { name: holder.name })}
          </Action>
        </>
      ) : (
        <>
          <Text className={`fu-reception-ticket__result fu-reception-ticket__result--${current.result === 'checkedIn' ? 'ok' : 'refused'}`} {...srRole(current.result === 'checkedIn' ? 'status' : 'alert')}>
            {current.message}
          </Text>
          <Action className='fu-button fu-reception-ticket__next' onPress={data.next}>{t('reception.checkin.next')}</Action>
        </>
      )}
    </View>
  )
})

/** The check-in desk (the frame shows its loading and failure): the refusal for non-staff, or the code entry and the holder. */
export const CheckinDesk = observer(function CheckinDesk({ data }: { data: ReceptionCheckinData }) {
  if (data.refused) {
    return (
      <View {...srRole('alert')}>
        <Empty text={data.t('reception.staff.refused')} />
      </View>
    )
  }
  return (
    <View className='fu-reception__columns'>
      <CodeEntry data={data} />
      <Holder data={data} />
    </View>
  )
})
