import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import QRCode from 'qrcode'
import { imageAlt, srRole } from './a11y'
import { block } from './classNames'
import './TicketQrCode.scss'

const qr = block('ticket-qr')

/**
 * The QR code of a text as an SVG data URI: an `Image` shows it in the H5 build and in the mini-program alike.
 * The check-in QR holds the ticket's payload (core/ticketQr: activity and code), never a token.
 */
export async function qrSvgDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/**
 * A large check-in QR code of `payload` (ticketQrPayload), with the short `code` printed under it so staff can type it
 * when scanning fails. `size`: a fixed width in px (the desktop), or `'screen'` on a phone: `min(72vw, 320px)`, at
 * least 60 % of the screen's width so a scanner at the entrance reads it at arm's length. `label` is the picture's
 * alt text, naming what it is ("Check-in QR code for <activity>").
 */
export function TicketQrCode({ payload, code, label, failedText, size = 240 }: { payload: string; code: string; label: string; failedText: string; size?: number | 'screen' }) {
  const [state, setState] = useState<{ payload: string; uri?: string; failed?: boolean }>({ payload })

  useEffect(() => {
    let live = true
    setState({ payload })
    qrSvgDataUri(payload).then(
      uri => { if (live) setState({ payload, uri }) },
      () => { if (live) setState({ payload, failed: true }) },
    )
    return () => { live = false }
  }, [payload])

  const screenWide = size === 'screen'
  const box = screenWide ? undefined : { width: `${size}px`, height: `${size}px` }
  return (
    <View className={qr({ screen: screenWide })}>
      {state.uri && state.payload === payload ? (
        <Image className={qr('image')} src={state.uri} style={box} mode='aspectFit' {...imageAlt(label)} data-code={code} />
      ) : state.failed ? (
        <Text className={qr('failed')} {...srRole('alert')}>{failedText}</Text>
      ) : (
        <View className={qr('placeholder')} style={box} aria-busy='true' />
      )}
      <Text className={qr('code')}>{code}</Text>
    </View>
  )
}
