import { meetingCredential, type MeetingCredential } from '@/api/meetings'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { credentialCode, credentialQrPayload, formatDateTime, hasWechatCredential, localize } from '@/core'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/**
 * /credential: my credential for this meeting (POST /meetings/{id}/credential: one per user and meeting, tied to the
 * meeting's WeChat app, SPEC §6) shown as a QR pass with its short code, who it is for, when it was issued, and whether
 * my WeChat identity for the meeting's app is on file.
 */
export function useMyCredential(shown: ScreenMeeting) {
  const { session, language } = useStores()
  const { id: meetingId, timezone } = shown
  const t = language.t
  const meeting = shown.loaded
  const appId = meeting?.wechat_authorize?.authorizer_appid
  const userId = session.userId
  const remote = useRemote<MeetingCredential>(async () => {
    // Waits for the meeting (its WeChat app) and the session; the frame shows the meeting's own failure.
    if (!meetingId || !meeting || !userId) return new Promise<never>(() => undefined)
    const [credential] = await Promise.all([
      meetingCredential(meetingId, appId ? { app_id: appId } : {}),
      session.user ? undefined : session.refreshUser(),
    ])
    return credential
  }, [meetingId, !!meeting, appId, userId])

  const credential = remote.data
  const payload = credential?._id && meetingId ? credentialQrPayload(meetingId, credential._id) : ''
  const meetingTitle = meeting ? localize(meeting.title, language.language) : ''
  const holder = session.user?.username?.trim() || t('my.hub.noName')
  return {
    t,
    status: remote.status,
    error: remote.error,
    retry: remote.retry,
    meetingTitle,
    holder,
    pass: payload && credential?._id ? { payload, code: credentialCode(credential._id), label: t('mine.credential.qrLabel', { meeting: meetingTitle }) } : null,
    issued: credential?.created ? formatDateTime(credential.created, timezone, 'YYYY.MM.DD HH:mm') : '',
    /** Whether the meeting has a WeChat app at all, and my identity for it is on file. */
    wechat: appId ? (hasWechatCredential(session.user?.wechat_credentials, appId) ? 'linked' as const : 'notLinked' as const) : 'none' as const,
    openTickets: () => { void navigateTo('myTickets', meetingId ? { meeting_id: meetingId } : {}) },
  }
}

export type MyCredentialData = ReturnType<typeof useMyCredential>
