import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { GuestRow } from '../GuestRow'
import { TextEntry } from '@/components/TextEntry'
import type { ReceptionStaffData } from './useReceptionStaff'

const Phases = observer(function Phases({ data }: { data: ReceptionStaffData }) {
  const { t } = data
  return (
    <View className='fu-reception__panel'>
      <Text className='fu-reception__panel-title' {...heading(2)}>{t('reception.staff.phases')}</Text>
      {data.phases.length ? (
        <View className='fu-reception__list' {...srRole('list')}>
          {data.phases.map(phase => (
            <View key={phase.id} {...srRole('listitem')}>
              <Action className='fu-reception-phase' role='link' aria={{ 'aria-label': t('reception.staff.openPhase', { title: phase.title }) }} onPress={() => data.openPhase(phase.id)}>
                <Text className='fu-reception-phase__title'>{phase.title}</Text>
                <Text className='fu-reception-phase__count'>{t('reception.phase.count', { received: phase.received })}</Text>
              </Action>
            </View>
          ))}
        </View>
      ) : <Text className='fu-reception__note'>{t('reception.staff.noPhases')}</Text>}
    </View>
  )
})

const Finder = observer(function Finder({ data }: { data: ReceptionStaffData }) {
  const { t, search } = data
  return (
    <View className='fu-reception__panel'>
      <Text className='fu-reception__panel-title' {...heading(2)}>{t('reception.search.label')}</Text>
      <TextEntry id='fu-reception-search' label={t('reception.search.placeholder')}
        value={data.keyword} onChange={data.setKeyword} onSubmit={data.runSearch} submitLabel={t('reception.search.submit')} />
      <View className='fu-reception__row'>
        <Action className='fu-button fu-reception__inline-action' onPress={data.scan}>{t('reception.scan.action')}</Action>
      </View>
      {data.manualOpen ? (
        <TextEntry id='fu-reception-code' label={t('reception.scan.manualLabel')} maxlength={32}
          value={data.code} onChange={data.setCode} onSubmit={data.submitCode} submitLabel={t('reception.scan.manualSubmit')} />
      ) : null}
      {data.scanNote ? <Text className='fu-reception__error' {...srRole('alert')}>{data.scanNote}</Text> : null}
      {search.status === 'searching' ? <Loading /> : null}
      {search.status === 'failed' ? <Failed message={search.message} onRetry={data.runSearch} /> : null}
      {search.status === 'done' && !data.results.length ? <Text className='fu-reception__note' {...srRole('status')}>{t('reception.search.empty')}</Text> : null}
      {data.results.length ? (
        <View className='fu-reception__list' {...srRole('list')}>
          {data.results.map(guest => (
            <View key={guest.id} {...srRole('listitem')}>
              <GuestRow guest={guest} openLabel={t('reception.guest.open', { name: guest.name })} onOpen={() => data.openGuest(guest.id)} />
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
})

/** The staff desk (the frame shows its loading and failure): the refusal for non-staff, or the role, phases and the finder. */
export const StaffDesk = observer(function StaffDesk({ data }: { data: ReceptionStaffData }) {
  if (data.refused) {
    return (
      <View {...srRole('alert')}>
        <Empty text={data.t('reception.staff.refused')} />
      </View>
    )
  }
  return (
    <>
      {data.roleTitle ? <Text className='fu-reception__note'>{data.t('reception.staff.role', { role: data.roleTitle })}</Text> : null}
      <View className='fu-reception__row'>
        <Action className='fu-button fu-reception__inline-action' role='link' onPress={data.openCheckin}>{data.t('reception.staff.checkin')}</Action>
      </View>
      <View className='fu-reception__columns'>
        <Phases data={data} />
        <Finder data={data} />
      </View>
    </>
  )
})
