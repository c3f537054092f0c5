import { useState } from 'react'
import type { Agenda, ObjectId } from '@fu-types/entities'
import { ApiError } from '@/api/http'
import { acceptSpeakerInvitation, fetchSpeakerInvitation, speakerAgendas, type SpeakerInvitation } from '@/api/meetings'
import { formatTimeRange, invitationDates, localize, type InvitationCard, type InvitationTexts } from '@/core'
import type { ShareRequest } from '@/flows'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

interface SessionLine { id: ObjectId; title: string; time: string; place: string }

/**
 * /meeting/speaker/invite (signed in): the speaker's own invitation. The meeting's speaker linked to this account
 * (GET /meetings/{id}/speaker/users/{uid}; none: the screen says so and points to the speakers), the sessions they
 * speak at (…/agendas), the card (cover, "Dear …", the meeting, a QR code to their speaker page), accept and share.
 */
export function useSpeakerInvite(shown: ScreenMeeting) {
  const { language, session, meeting: meetingStore, platform } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId, timezone } = shown
  const userId = session.userId ?? ''
  const [acceptedNow, setAcceptedNow] = useState(false)
  const [accepting, setAccepting] = useState(false)

  const remote = useRemote<{ speaker: SpeakerInvitation | null; sessions: Agenda[] }>(async () => {
    if (!meetingId || !userId) return new Promise<never>(() => undefined)
    let speaker: SpeakerInvitation | null = null
    try {
      speaker = await fetchSpeakerInvitation(meetingId, userId)
    } catch (error) {
      // 404: this account is no speaker of the meeting — a state of the screen, not a failure.
      if (error instanceof ApiError && error.status === 404) return { speaker: null, sessions: [] }
      throw error
    }
    return { speaker, sessions: await speakerAgendas(meetingId, userId) }
  }, [meetingId, userId])

  const meeting = shown.loaded
  const meetingTitle = meeting ? localize(meeting.title, lang) : ''
  const speaker = remote.data?.speaker ?? undefined
  const name = speaker ? localize(speaker.name, lang) : ''
  const speakerRoute = speaker ? routeUrl('speakerDetail', { speaker_id: speaker._id, meeting_id: meetingId }) : ''
  const card: InvitationCard | undefined = meeting && speaker ? {
    cover: meeting.exhibition?.invitation_cover || meeting.cover || undefined,
    meetingTitle,
    dates: invitationDates(meeting.start, meeting.end, timezone),
    guestName: name,
    qrText: platform.siteUrl(speakerRoute),
  } : undefined
  const texts: InvitationTexts = {
    salutation: t('speakerInvite.dear', { name }),
    invites: t('speakerInvite.invites'),
    booth: '',
    scan: t('invitation.scan'),
  }
  const sessions: SessionLine[] = (remote.data?.sessions ?? []).map(a => ({
    id: a._id, title: localize(a.title, lang), time: formatTimeRange(a.start, a.end, timezone), place: localize(a.place, lang),
  }))
  const accepted = acceptedNow || speaker?.accepted === 1

  const accept = async () => {
    if (!meetingId || accepting || accepted) return
    setAccepting(true)
    try {
      await acceptSpeakerInvitation(meetingId, userId)
      setAcceptedNow(true)
      platform.toast(t('speakerInvite.acceptedToast'))
    } catch {
      platform.toast(t('error.request'))
    } finally {
      setAccepting(false)
    }
  }

  const meetingFailed = !meeting && meetingStore.status === 'failed'
  return {
    t,
    status: meetingFailed ? 'failed' as const : remote.status,
    error: meetingFailed ? meetingStore.error : remote.error,
    retry: meetingFailed ? () => void meetingStore.retry() : remote.retry,
    /** Signed in, but no speaker of this meeting is linked to the account. */
    notSpeaker: remote.status === 'ready' && !speaker,
    name,
    meetingTitle,
    card,
    texts,
    labels: {
      card: t('speakerInvite.heading'),
      cover: t('invitation.coverAlt', { meeting: meetingTitle }),
      logo: '',
      qr: t('invitation.qrAlt', { meeting: meetingTitle }),
    },
    sessions,
    accepted,
    accepting,
    accept: () => { void accept() },
    shareRequest: (): ShareRequest => ({
      title: t('speakerInvite.shareTitle', { name, meeting: meetingTitle }),
      cover: speaker?.photo || card?.cover,
      route: speakerRoute,
      wechatAppId: meeting?.wechat_authorize?.authorizer_appid,
    }),
    openSession: (id: ObjectId) => { void navigateTo('agendaDetails', { agenda_id: id, meeting_id: meetingId }) },
    speakers: () => { void navigateTo('speakerList', { meeting_id: meetingId }) },
  }
}

export type SpeakerInviteData = ReturnType<typeof useSpeakerInvite>
