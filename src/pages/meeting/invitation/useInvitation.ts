import { useEffect } from 'react'
import { enterpriseAction, fetchEnterprise } from '@/api/enterprises'
import { invitationDates, invitationFileName, localize, type InvitationCard, type InvitationTexts } from '@/core'
import { DEFAULT_THEME_COLOR, validColor } from '@/core/theme'
import type { ShareRequest } from '@/flows'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

/**
 * The invitation card both invitation screens share (/meeting/invitation, optional enterprise_id; its download).
 * With an exhibitor: the company's name, logo and booth, and a QR code to the company's page in the meeting; each
 * opening is recorded as one of the company's invites (POST /enterprises/{id}/invites; a guest's with the device id).
 * Without one (or when it is gone): the meeting's own invitation, its QR code to the meeting home. The cover is the
 * meeting's `exhibition.invitation_cover` (else its cover); the visitor's name is on it when signed in.
 */
export function useInvitation(query: Record<string, string | undefined>, shown: ScreenMeeting) {
  const { language, session, meeting: meetingStore, platform } = useStores()
  const t = language.t
  const lang = language.language
  const enterpriseId = query.enterprise_id || ''
  const company = useRemote(() => (enterpriseId ? fetchEnterprise(enterpriseId) : Promise.resolve(null)), [enterpriseId])
  const enterprise = company.data ?? undefined
  const { id: meetingId, timezone } = shown

  useEffect(() => {
    if (enterpriseId) enterpriseAction(enterpriseId, 'invites').catch(() => undefined)
  }, [enterpriseId])

  const meeting = shown.loaded
  const meetingTitle = meeting ? localize(meeting.title, lang) : ''
  const companyName = enterprise ? localize(enterprise.exhibitor?.company?.title, lang) : ''
  const guestName = session.loggedIn ? session.user?.username || undefined : undefined
  const qrRoute = enterprise
    ? routeUrl('meetingEnterprise', { enterprise_id: enterprise._id, meeting_id: meetingId })
    : routeUrl('meetingHome', { meeting_id: meetingId })
  const card: InvitationCard | undefined = meeting ? {
    cover: meeting.exhibition?.invitation_cover || meeting.cover || undefined,
    meetingTitle,
    dates: invitationDates(meeting.start, meeting.end, timezone),
    companyName: companyName || undefined,
    logo: enterprise?.exhibitor?.company?.logo || undefined,
    booth: enterprise?.exhibitor?.booth || enterprise?.position || undefined,
    guestName,
    qrText: platform.siteUrl(qrRoute),
  } : undefined
  const texts: InvitationTexts = {
    salutation: guestName ? t('invitation.dear', { name: guestName }) : t('invitation.dearGuest'),
    invites: companyName ? t('invitation.companyInvites', { company: companyName }) : t('invitation.youAreInvited'),
    booth: t('invitation.booth'),
    scan: t('invitation.scan'),
  }
  const labels = {
    card: t('invitation.cardLabel'),
    cover: t('invitation.coverAlt', { meeting: meetingTitle }),
    logo: t('invitation.logoAlt', { company: companyName }),
    qr: t('invitation.qrAlt', { meeting: meetingTitle }),
  }
  const here = routeUrl('meetingInvitation', { ...(enterpriseId ? { enterprise_id: enterpriseId } : {}), meeting_id: meetingId })
  const shareRequest = (): ShareRequest => ({
    title: companyName ? t('invitation.shareTitle', { company: companyName, meeting: meetingTitle }) : meetingTitle,
    cover: card?.cover,
    route: here,
    wechatAppId: meeting?.wechat_authorize?.authorizer_appid,
  })

  const meetingFailed = !meeting && meetingStore.status === 'failed'
  const status = meetingFailed || company.status === 'failed' ? 'failed' as const
    : !meeting || company.status === 'loading' ? 'loading' as const : 'ready' as const
  return {
    t,
    status,
    error: meetingFailed ? meetingStore.error : company.error,
    retry: meetingFailed ? () => void meetingStore.retry() : company.retry,
    meetingId,
    /** The company's own meeting, which the screen shows (the frame follows it). */
    companyMeetingId: enterprise?.meeting_id,
    enterpriseId,
    /** An enterprise_id that names no company: the meeting's own invitation is shown, with a note. */
    companyMissing: Boolean(enterpriseId) && company.status === 'ready' && !enterprise,
    card,
    texts,
    labels,
    fileName: card ? invitationFileName(card) : 'invitation.png',
    /** The card's accent: the meeting's theme colour (a plain colour value only). */
    themeColor: validColor(meeting?.config?.theme_color) ?? DEFAULT_THEME_COLOR,
    loggedIn: session.loggedIn,
    signIn: () => { void openUrl(loginUrl(here, meetingId)) },
    shareRequest,
    download: () => { void navigateTo('meetingInvitationDownload', { enterprise_id: enterpriseId, meeting_id: meetingId }) },
    openCompany: enterprise ? () => { void navigateTo('meetingEnterprise', { enterprise_id: enterprise._id, meeting_id: meetingId }) } : undefined,
    back: () => { void navigateTo('meetingInvitation', { ...(enterpriseId ? { enterprise_id: enterpriseId } : {}), meeting_id: meetingId }) },
  }
}

export type InvitationData = ReturnType<typeof useInvitation>
