import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { Empty, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { TextEntry } from '@/components/TextEntry'
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

/**
 * The desk without a network: online or not, the activity's guest list kept on this device (download again), the
 * check-ins waiting to sync (sync now), and what the sync did not apply (conflicts, refusals) until dismissed.
 */
const OfflinePanel = observer(function OfflinePanel({ data }: { data: ReceptionCheckinData }) {
  const { t, offline } = data
  return (
    <View className='fu-reception__panel fu-reception-offline'>
      <Text className={`fu-reception-offline__network fu-reception-offline__network--${offline.online ? 'on' : 'off'}`} {...srRole('status')}>
        {t(offline.online ? 'reception.offline.online' : 'reception.offline.offline')}
      </Text>
      {data.activityId ? (
        <View className='fu-reception-offline__row'>
          <Text className='fu-reception__note' {...srRole('status')}>
            {offline.downloading ? t('reception.offline.downloading')
              : offline.list ? t('reception.offline.list', { count: offline.list.count, time: offline.list.time })
                : t('reception.offline.noList')}
          </Text>
          {offline.online && !offline.downloading ? <Action className='fu-button fu-reception__inline-action' onPress={offline.download}>{t('reception.offline.download')}</Action> : null}
        </View>
      ) : null}
      {offline.downloadFailed ? <Text className='fu-reception__error' {...srRole('alert')}>{t('reception.offline.downloadFailed', { message: offline.downloadFailed })}</Text> : null}
      <View className='fu-reception-offline__row'>
        <Text className='fu-reception-offline__waiting' {...srRole('status')}>
          {offline.waiting ? t('reception.offline.waiting', { count: offline.waiting })
            : offline.sync.status === 'done' ? t('reception.offline.synced') : ''}
        </Text>
        {offline.waiting && offline.online ? (
          <Action className='fu-button fu-reception__inline-action' disabled={offline.sync.status === 'syncing'} onPress={offline.syncNow}>
            {t(offline.sync.status === 'syncing' ? 'reception.offline.syncing' : 'reception.offline.syncNow')}
          </Action>
        ) : null}
      </View>
      {offline.waiting && offline.sync.status === 'failed' ? <Text className='fu-reception__note'>{t('reception.offline.syncFailed', { message: offline.sync.message ?? '' })}</Text> : null}
      {offline.reports.length ? (
        <View className='fu-reception-offline__reports' {...srRole('alert')}>
          <Text className='fu-reception__panel-title' {...heading(2)}>{t('reception.offline.reports')}</Text>
          <View {...srRole('list')}>
            {offline.reports.map(report => <Text key={report.id} className='fu-reception-offline__report' {...srRole('listitem')}>{report.text}</Text>)}
          </View>
          <Action className='fu-button fu-reception__inline-action' onPress={offline.dismissReports}>{t('reception.offline.dismiss')}</Action>
        </View>
      ) : null}
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
      {current.step === 'found' && current.source === 'pending' ? <Text className='fu-reception__note' {...srRole('status')}>{t('reception.checkin.pending')}</Text> : null}
      <Text className='fu-reception__note'>{[holder.activity, holder.ticketType].filter(Boolean).join(' · ')}</Text>
      <Text className='fu-reception__note'>{t('reception.checkin.code', { code: holder.code })}</Text>
      {current.step === 'found' && current.source === 'pending' ? null : <Badge text={holder.statusText} tone={holder.statusTone} />}
      {current.step === 'found' && holder.alreadyWarning ? (
        <>
          <Text className='fu-reception-ticket__result fu-reception-ticket__result--refused' {...srRole('alert')}>{holder.alreadyWarning}</Text>
          <Action className='fu-button fu-reception-ticket__next' onPress={data.next}>{t('reception.checkin.next')}</Action>
        </>
      ) : current.step === 'found' ? (
        <>
          {current.error ? <Text className='fu-reception__error' {...srRole('alert')}>{current.error}</Text> : null}
          <Action className='fu-button fu-button--primary fu-reception-ticket__confirm' disabled={current.saving} onPress={data.confirm}>
            {current.saving ? t('reception.guest.saving')
              : current.source === 'pending' ? t('reception.checkin.confirmPending', { code: holder.code })
                : t('reception.checkin.confirm', { name: holder.name })}
          </Action>
        </>
      ) : (
        <>
          <Text className={`fu-reception-ticket__result fu-reception-ticket__result--${isLetIn(current.result) ? 'ok' : 'refused'}`} {...srRole(isLetIn(current.result) ? 'status' : 'alert')}>
            {current.message}
          </Text>
          <Action className='fu-button fu-reception-ticket__next' onPress={data.next}>{t('reception.checkin.next')}</Action>
        </>
      )}
    </View>
  )
})

const isLetIn = (result: string) => result === 'checkedIn' || result === 'queued' || result === 'pending'

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
      <View className='fu-reception-offline__column'>
        <CodeEntry data={data} />
        <OfflinePanel data={data} />
      </View>
      <Holder data={data} />
    </View>
  )
})
