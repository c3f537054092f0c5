import { useState } from 'react'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/**
 * /clear: forgets this device's stored data (the session, the device id, the language choice and the caches) after a
 * confirm, then opens the meeting home as a new device. Nothing is cleared until the visitor confirms.
 */
export function useClearDevice(query: Record<string, string | undefined>) {
  const { session, language } = useStores()
  const meetingId = query.meeting_id || undefined
  const [step, setStep] = useState<'ask' | 'confirm'>('ask')
  return {
    t: language.t,
    step,
    signedIn: session.loggedIn,
    ask: () => setStep('confirm'),
    cancel: () => setStep('ask'),
    confirm: () => {
      session.forgetDevice()
      // Replace: "back" must not return to a screen of the forgotten session. 
      void navigateTo('meetingHome', meetingId ? { meeting_id: meetingId } : {}, { replace: true })
    },
  }
}

export type ClearDeviceData = ReturnType<typeof useClearDevice>
