import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { RemoteImage } from '@/components/RemoteImage'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { InvitationDownloadData } from './useInvitationDownload'
import '../../../../components/InvitationPage.scss'

/** The card as an image while it is painted, then shown with "save"; where only a long press saves, that is said. */
export const InvitationDownloadView = observer(function InvitationDownloadView({ data, variant }: { data: InvitationDownloadData; variant: Variant }) {
  const { t, image } = data
  return (
    <View className={`fu-invitation fu-invitation--${variant}`}>
      {image.status === 'ready' && image.dataUrl ? (
        <>
          <View className='fu-invitation__image-box'>
            <RemoteImage className='fu-invitation__image' src={image.dataUrl} mode='widthFix' lazy={false} label={t('invitation.download.imageAlt', { meeting: data.card?.meetingTitle ?? '' })} />
          </View>
          {data.longPress ? <Text className='fu-invitation__hint' {...srRole('status')}>{t('invitation.download.longPress')}</Text> : null}
          <View className='fu-invitation__actions'>
            <Action className='fu-button fu-invitation__primary' onPress={data.save} disabled={data.saving}>{t('invitation.download.save')}</Action>
            <Action className='fu-invitation__secondary' onPress={data.back}>{t('invitation.download.back')}</Action>
          </View>
        </>
      ) : image.status === 'failed' ? (
        <View className='fu-invitation__actions' {...srRole('alert')}>
          <Text className='fu-invitation__error'>{t('invitation.download.renderFailed')}</Text>
          <Action className='fu-button fu-invitation__primary' onPress={data.renderAgain}>{t('invitation.download.retry')}</Action>
        </View>
      ) : (
        <Text className='fu-invitation__status' aria-busy='true' {...srRole('status')}>{t('invitation.download.rendering')}</Text>
      )}
    </View>
  )
})
