import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReceptionGuestView } from '@/api/reception'
import { Badge } from '@/components/Badge'
import { heading, srRole } from '@/components/a11y'
import { formatDateTime, localize } from '@/core'
import { useStores } from '@/stores'
import { GuestCard } from './GuestCard'
import { statusBadge } from './receptionText'

/** What a guest sees of themself: their card and where they were received (each record names its phase). */
export const GuestProgress = observer(function GuestProgress({ guest, timezone }: { guest: ReceptionGuestView; timezone?: string }) {
  const { language } = useStores()
  const t = language.t
  return (
    <View className='fu-reception__columns'>
      <GuestCard guest={guest} t={t} />
      <View className='fu-reception__panel'>
        <Text className='fu-reception__panel-title' {...heading(2)}>{t('reception.guest.phases')}</Text>
        {guest.phases.length ? (
          <View {...srRole('list')}>
            {guest.phases.map(step => {
              const badge = statusBadge(t, step.status)
              return (
                <View key={step.phase_id} className='fu-reception-step' {...srRole('listitem')}>
                  <View className='fu-reception-step__head'>
                    <Text className='fu-reception-step__title' {...heading(3)}>{localize(step.title, language.language)}</Text>
                    <Badge text={badge.text} tone={badge.tone} />
                  </View>
                  {step.status === 1 ? <Text className='fu-reception-step__time'>{t('reception.guest.receivedAt', { time: formatDateTime(step.updated, timezone) })}</Text> : null}
                </View>
              )
            })}
          </View>
        ) : <Text className='fu-reception__note'>{t('reception.status.notReceived')}</Text>}
      </View>
    </View>
  )
})
