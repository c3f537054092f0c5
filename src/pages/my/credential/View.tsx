import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { TicketQrCode } from '@/components/TicketQrCode'
import { heading } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { MyCredentialData } from './useMyCredential'
import './credential.scss'

/** The pass: the meeting and holder, the QR with its code, the issue date and the WeChat link; beside it on a desktop. */
export const MyCredentialView = observer(function MyCredentialView({ data, variant }: { data: MyCredentialData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-credential fu-credential--${variant}`}>
      <View className='fu-credential__card'>
        <Text className='fu-credential__meeting' {...heading(2)}>{data.meetingTitle}</Text>
        <Text className='fu-credential__holder'>{t('mine.credential.holder', { name: data.holder })}</Text>
        {data.pass ? (
          <TicketQrCode payload={data.pass.payload} code={data.pass.code} label={data.pass.label} failedText={t('tickets.qr.failed')} size={variant === 'mobile' ? 'screen' : 240} />
        ) : null}
        <Text className='fu-credential__hint'>{t('mine.credential.hint')}</Text>
      </View>
      <View className='fu-credential__facts'>
        {data.issued ? (
          <View className='fu-credential__fact'>
            <Text className='fu-credential__label'>{t('mine.credential.issued')}</Text>
            <Text className='fu-credential__value'>{data.issued}</Text>
          </View>
        ) : null}
        {data.wechat !== 'none' ? (
          <View className='fu-credential__fact'>
            <Text className='fu-credential__label'>{t('mine.credential.wechat')}</Text>
            <Text className='fu-credential__value'>{t(data.wechat === 'linked' ? 'mine.credential.wechatLinked' : 'mine.credential.wechatNotLinked')}</Text>
          </View>
        ) : null}
        <Text className='fu-credential__about'>{t('mine.credential.about')}</Text>
        <Action className='fu-button fu-credential__tickets' onPress={data.openTickets}>{t('mine.credential.tickets')}</Action>
      </View>
    </View>
  )
})
