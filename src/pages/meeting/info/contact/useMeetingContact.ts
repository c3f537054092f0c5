import type { ObjectId } from '@fu-types/entities'
import { listMeetingContacts, type MeetingContact } from '@/api/meetingInfo'
import { localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

export interface ContactCard {
  id: ObjectId
  purpose: string
  name: string
  phone?: string
  email?: string
  address: string
  directions: string
  map?: string
}

/**
 * /meeting/contact: how to reach the organiser, one card per purpose (phone, e-mail) and the venue (address, directions
 * and its plan). Call goes through the platform's dialler, e-mail through a mailto link; each value can be copied.
 */
export function useMeetingContact(meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId } = meeting
  const remote = useRemote<MeetingContact[]>(
    () => (meetingId ? listMeetingContacts(meetingId) : new Promise<never>(() => undefined)),
    [meetingId],
  )
  const cards: ContactCard[] = (remote.data ?? []).map(c => ({
    id: c._id,
    purpose: localize(c.purpose, lang),
    name: localize(c.name, lang),
    phone: c.phone || undefined,
    email: c.email || undefined,
    address: localize(c.address, lang),
    directions: localize(c.directions, lang),
    map: c.map,
  }))

  const copy = async (value: string) => {
    platform.toast(t((await platform.copyText(value)) ? 'copy.success' : 'copy.fail'))
  }
  return {
    t,
    status: remote.status,
    error: remote.error,
    retry: remote.retry,
    cards,
    copy: (value: string) => { void copy(value) },
    call: async (phone: string) => {
      if (!(await platform.callPhone(phone))) platform.toast(t('meetingContact.callFailed', { phone }))
    },
    mail: (email: string) => {
      if (platform.openExternal(`mailto:${email}`, []) === 'needs-copy') void copy(email)
    },
  }
}

export type MeetingContactData = ReturnType<typeof useMeetingContact>
