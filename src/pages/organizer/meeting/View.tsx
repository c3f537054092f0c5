import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ContentLinks } from '../content/ContentLinks'
import { NoPermission } from '../NoPermission'
import { LayoutLink } from '../layout/LayoutLink'
import { AuditSection, RolesSection } from './RolesSection'
import { PublishSection, SettingsSection } from './SettingsSection'
import type { OrganizerMeetingData } from './useOrganizerMeeting'
import '../organizer.scss'

/** Desktop: publishing and the settings form on the left, roles and the audit log on the right; a phone stacks them. */
export const OrganizerMeetingView = observer(function OrganizerMeetingView({ data, variant }: { data: OrganizerMeetingData; variant: 'mobile' | 'desktop' }) {
  if (data.status === 'forbidden') {
    return (
      <View className={`fu-organizer fu-organizer--${variant}`}>
        <NoPermission text={data.t('organizer.noPermission.meeting')} back={{ label: data.t('organizer.backToList'), onPress: data.backToList }} />
      </View>
    )
  }
  return (
    <View className={`fu-organizer fu-organizer--${variant}`}>
      <View className='fu-organizer__columns'>
        <View className='fu-organizer__main'>
          <PublishSection data={data} />
          <LayoutLink />
          <ContentLinks />
          <SettingsSection data={data} />
        </View>
        <View className='fu-organizer__side'>
          <RolesSection data={data} />
          <AuditSection data={data} />
        </View>
      </View>
    </View>
  )
})
