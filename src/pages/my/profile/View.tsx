import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { ProfileFormView } from './ProfileFormView'
import type { MyProfileData } from './useMyProfile'
import './profile.scss'

/** The intro and the form: full width on a phone, a card centred in the column on a desktop. */
export const MyProfileView = observer(function MyProfileView({ data, variant }: { data: MyProfileData; variant: Variant }) {
  const content = (
    <>
      <Text className='fu-profile__intro'>{data.t('my.profile.intro')}</Text>
      <ProfileFormView data={data} />
    </>
  )
  return (
    <View className={`fu-profile fu-profile--${variant}`}>
      {variant === 'desktop'
        ? <View className='fu-profile__page'><View className='fu-profile__card'>{content}</View></View>
        : <View className='fu-profile__body'>{content}</View>}
    </View>
  )
})
