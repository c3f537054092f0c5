import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { InvitationCardView } from '@/components/InvitationCard'
import { ShareButton } from '@/components/ShareButton'
import type { Variant } from '@/components/screen/defineScreen'
import type { InvitationData } from './useInvitation'
import '../../../components/InvitationPage.scss'

/** The card, then what to do with it: save as an image, share, the company's page; a guest may sign in to see their name. */
export const InvitationView = observer(function InvitationView({ data, variant }: { data: InvitationData; variant: Variant }) {
  const { t, card } = data
  if (!card) return null
  return (
    <View className={`fu-invitation fu-invitation--${variant}`}>
      {data.companyMissing ? <Text className='fu-invitation__note'>{t('invitation.missingCompany')}</Text> : null}
      <InvitationCardView card={card} texts={data.texts} labels={data.labels} />
      <View className='fu-invitation__actions'>
        <Action className='fu-button fu-invitation__primary' onPress={data.download}>{t('invitation.download')}</Action>
        <ShareButton className='fu-invitation__secondary' request={data.shareRequest} />
        {data.openCompany ? <Action className='fu-invitation__secondary' onPress={data.openCompany}>{t('invitation.openCompany')}</Action> : null}
      </View>
      {!data.loggedIn ? (
        <View className='fu-invitation__sign-in'>
          <Text className='fu-invitation__hint'>{t('invitation.signInHint')}</Text>
          <Action className='fu-invitation__secondary' onPress={data.signIn}>{t('invitation.signIn')}</Action>
        </View>
      ) : null}
    </View>
  )
})
