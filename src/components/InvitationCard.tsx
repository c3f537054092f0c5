import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import type { InvitationCard, InvitationTexts } from '@/core/invitationCard'
import { RemoteImage } from './RemoteImage'
import { qrSvgDataUri } from './TicketQrCode'
import { imageAlt, srRole } from './a11y'
import './InvitationCard.scss'

/**
 * An invitation card on screen (the exhibitor's and the speaker's): the cover, the salutation, the inviting company
 * with its logo and booth, the meeting's title and dates, and the QR code that opens the meeting. The download screen
 * paints the same card (core/invitationCard's drawing) into an image.
 */
export function InvitationCardView({ card, texts, labels, children }: {
  card: InvitationCard
  texts: InvitationTexts
  labels: { card: string; cover: string; logo: string; qr: string }
  /** Extra lines under the meeting (e.g. a speaker's sessions). */
  children?: React.ReactNode
}) {
  const [qr, setQr] = useState<string | undefined>(undefined)
  useEffect(() => {
    let live = true
    setQr(undefined)
    qrSvgDataUri(card.qrText).then(uri => { if (live) setQr(uri) }, () => undefined)
    return () => { live = false }
  }, [card.qrText])
  return (
    <View className='fu-invitation-card' {...srRole('region', { 'aria-label': labels.card })}>
      {card.cover ? <RemoteImage className='fu-invitation-card__cover' src={card.cover} label={labels.cover} lazy={false} /> : <View className='fu-invitation-card__cover fu-invitation-card__cover--plain' />}
      <View className='fu-invitation-card__body'>
        <Text className='fu-invitation-card__salutation'>{texts.salutation}</Text>
        {card.companyName ? (
          <View className='fu-invitation-card__company'>
            {card.logo ? <RemoteImage className='fu-invitation-card__logo' src={card.logo} label={labels.logo} mode='aspectFit' lazy={false} /> : null}
            <View className='fu-invitation-card__company-text'>
              <Text className='fu-invitation-card__company-name'>{card.companyName}</Text>
              {card.booth ? <Text className='fu-invitation-card__booth'>{texts.booth} {card.booth}</Text> : null}
            </View>
          </View>
        ) : null}
        <Text className='fu-invitation-card__invites'>{texts.invites}</Text>
        <Text className='fu-invitation-card__meeting'>{card.meetingTitle}</Text>
        {card.dates ? <Text className='fu-invitation-card__dates'>{card.dates}</Text> : null}
        {children}
      </View>
      <View className='fu-invitation-card__qr-band'>
        {qr ? <Image className='fu-invitation-card__qr' src={qr} mode='aspectFit' {...imageAlt(labels.qr)} data-qr-text={card.qrText} /> : <View className='fu-invitation-card__qr' aria-busy='true' />}
        <Text className='fu-invitation-card__scan'>{texts.scan}</Text>
      </View>
    </View>
  )
}
