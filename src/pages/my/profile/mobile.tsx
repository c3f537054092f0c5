import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MobilePage } from '@/components/PageFrame'
import { heading } from '@/components/a11y'
import { ProfileFormView } from './ProfileFormView'
import type { MyProfileData } from './useMyProfile'
import './profile.scss'

export const MyProfileMobile = observer(function MyProfileMobile({ data, title }: { data: MyProfileData; title: string }) {
  return (
    <MobilePage className='fu-profile fu-profile--mobile'>
      <View className='fu-profile__body'>
        <Text className='fu-profile__title' {...heading(1)}>{title}</Text>
        <Text className='fu-profile__intro'>{data.t('my.profile.intro')}</Text>
        <ProfileFormView data={data} />
      </View>
    </MobilePage>
  )
})
