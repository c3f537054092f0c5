import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { AppointmentHubData, HubLink } from './useAppointmentHub'
import './hub.scss'

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

/** What the hub holds, then its sections: one column on a phone, two side by side on a desktop (hub.scss). */
export const AppointmentHubView = observer(function AppointmentHubView({ data, variant }: { data: AppointmentHubData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-appointment-hub fu-appointment-hub--${variant}`}>
      <Text className='fu-appointment-hub__intro'>{t('appointment.hub.intro')}</Text>
      <View className='fu-appointment-hub__body'>
        <Links title={t('appointment.hub.mine')} links={data.mine} />
        {data.company.length ? <Links title={t('appointment.hub.incoming')} links={data.company} /> : null}
      </View>
    </View>
  )
})
