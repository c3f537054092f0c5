import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { currentPassPayload, passSecondsLeft, ticketQrPayload, type TicketPassKeys } from '@/core/ticketQr'
import { TicketQrCode } from './TicketQrCode'
import { srRole } from './a11y'

interface RotatingQrTexts {
  /** "Changes in 12 s": how long the code on screen lasts. */
  changesIn: (seconds: number) => string
  /** The phone has no key for today (its keys are older than a day and it is offline): the short code only. */
  stale: string
  failed: string
}

/**
 * The ticket's check-in QR that changes every 30 seconds (core/ticketQr: the code plus an HMAC over the ticket and
 * the window, made on the phone from the day keys the ticket came with, so it keeps working without a network). The
 * short code stays printed under it for typing. Without keys (a ticket from an older answer) it shows the static pass.
 */
export function RotatingTicketQr({ pass, activityId, code, label, size, texts }: {
  pass: TicketPassKeys | undefined; activityId: string; code: string; label: string; size?: number | 'screen'; texts: RotatingQrTexts
}) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!pass) return undefined
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [pass])

  if (!pass) return <TicketQrCode payload={ticketQrPayload(activityId, code)} code={code} size={size} label={label} failedText={texts.failed} />
  const payload = currentPassPayload(pass, now)
  if (!payload) {
    return (
      <View className='fu-ticket-qr'>
        <Text className='fu-ticket-qr__failed' {...srRole('status')}>{texts.stale}</Text>
        <Text className='fu-ticket-qr__code'>{code}</Text>
      </View>
    )
  }
  return (
    <View className='fu-ticket-qr__rotating' data-window={payload.split('.')[3]}>
      <TicketQrCode payload={payload} code={code} size={size} label={label} failedText={texts.failed} />
      {/* Not a live region: a countdown read out every second would drown everything else. */}
      <Text className='fu-ticket-qr__countdown'>{texts.changesIn(passSecondsLeft(now + (pass.clockOffsetMs ?? 0)))}</Text>
    </View>
  )
}
