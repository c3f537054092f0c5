import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopPage } from '@/components/PageFrame'
import { heading } from '@/components/a11y'
import { ProfileFormView } from './ProfileFormView'
import type { MyProfileData } from './useMyProfile'
import './profile.scss'

/** ≥1200 px: the form in a card centred in the column. */
export const MyProfileDesktop = observer(function MyProfileDesktop({ data, title }: { data: MyProfileData; title: string }) {
  return (
    <DesktopPage className='fu-profile fu-profile--desktop' columnClassName='fu-profile__page'>
      <View className='fu-profile__card'>
        <Text className='fu-profile__title' {...heading(1)}>{title}</Text>
        <Text className='fu-profile__intro'>{data.t('my.profile.intro')}</Text>
        <ProfileFormView data={data} />
      </View>
    </DesktopPage>
  )
})
