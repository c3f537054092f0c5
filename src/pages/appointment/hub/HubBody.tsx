import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { AppointmentHubData, HubLink } from './useAppointmentHub'

function Links({ title, links }: { title: string; links: HubLink[] }) {
  return (
    <View className='fu-appointment-hub__section'>
      <Text className='fu-appointment-hub__section-title' {...heading(2)}>{title}</Text>
      <View className='fu-appointment-hub__links' {...srRole('list')}>
        {links.map(l => (
          <View key={l.key} {...srRole('listitem')}>
            <Action className='fu-appointment-hub__link' role='link' onPress={l.open}>
              <Text className='fu-appointment-hub__label'>{l.label}</Text>
              {l.note ? <Text className='fu-appointment-hub__note'>{l.note}</Text> : null}
            </Action>
          </View>
        ))}
      </View>
    </View>
  )
}

/** The hub's sections, the same in both variants. */
export const HubBody = observer(function HubBody({ data }: { data: AppointmentHubData }) {
  const { t, counts } = data
  if (counts.status === 'loading') return <Loading />
  if (counts.status === 'failed') return <Failed message={counts.error} onRetry={counts.retry} />
  return (
    <View className='fu-appointment-hub__body'>
      <Links title={t('appointment.hub.mine')} links={data.mine} />
      {data.company.length ? <Links title={t('appointment.hub.incoming')} links={data.company} /> : null}
    </View>
  )
})
