import { useEffect, useState } from 'react'
// A generated data URI, not a server image: RemoteImage's media URL does not apply.
// eslint-disable-next-line no-restricted-imports
import { Image, Text, View } from '@tarojs/components'
import { qrSvgDataUri } from '@/components/TicketQrCode'
import { imageAlt, srRole } from '@/components/a11y'

/** The QR code of my card's link (the pattern of TicketQrCode: an SVG data URI in an Image, in H5 and the mini-program). */
export function CardQrCode({ link, label, failedText, size = 200 }: { link: string; label: string; failedText: string; size?: number }) {
  const [state, setState] = useState<{ link: string; uri?: string; failed?: boolean }>({ link })
  useEffect(() => {
    let live = true
    setState({ link })
    qrSvgDataUri(link).then(
      uri => { if (live) setState({ link, uri }) },
      () => { if (live) setState({ link, failed: true }) },
    )
    return () => { live = false }
  }, [link])
  const box = { width: `${size}px`, height: `${size}px` }
  return (
    <View className='fu-card-qr'>
      {state.uri && state.link === link ? <Image className='fu-card-qr__image' src={state.uri} style={box} mode='aspectFit' {...imageAlt(label)} data-link={link} />
        : state.failed ? <Text className='fu-card-qr__failed' {...srRole('alert')}>{failedText}</Text>
          : <View className='fu-card-qr__placeholder' style={box} aria-busy='true' />}
    </View>
  )
}
