import { useState } from 'react'
import { fetchMyExposure, saveMyExposure } from '@/api/connections'
import { fetchUser } from '@/api/users'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { personView, useIndustryNames } from '../person'

/**
 * /my/contact: my business card as others see it (contact details only for my connections), a QR code of its link
 * for others to scan, and whether I appear in the meeting's connections list (I may switch).
 */
export function useMyContact(meeting: ScreenMeeting) {
  const { session, language, platform } = useStores()
  const t = language.t
  const { id: meetingId } = meeting
  const industryNames = useIndustryNames(meetingId)
  const myId = session.userId
  const me = useRemote(async () => (myId ? fetchUser(myId) : undefined), [myId])
  const exposure = useRemote(() => (myId ? fetchMyExposure(myId) : Promise.resolve(false)), [myId])
  const [shown, setShown] = useState<boolean | null>(null)
  const [saving, setSaving] = useState(false)
  const appears = shown ?? exposure.data ?? false

  const toggle = async () => {
    if (saving) return
    setSaving(true)
    try {
      setShown(await saveMyExposure(!appears, meetingId))
    } catch {
      platform.toast(t('connection.appear.failed'))
    } finally {
      setSaving(false)
    }
  }

  const cardLink = myId ? platform.siteUrl(routeUrl('meetingUser', { user_id: myId, meeting_id: meetingId })) : ''
  const copyLink = async () => {
    platform.toast(t(await platform.copyText(cardLink) ? 'connection.contact.copied' : 'connection.contact.copyFailed'))
  }

  return {
    t,
    me,
    person: me.data ? personView(me.data, industryNames, t('connection.unnamed')) : undefined,
    cardLink,
    exposureKnown: exposure.status === 'ready' || shown !== null,
    appears,
    saving,
    toggleAppear: () => { void toggle() },
    editProfile: () => { void navigateTo('myProfile') },
    copyLink: () => { void copyLink() },
  }
}

export type MyContactData = ReturnType<typeof useMyContact>
