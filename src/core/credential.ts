/**
 * The per-meeting credential (SPEC §6: a signed-in user's identity in one meeting, tied to the meeting's WeChat app)
 * and its QR pass. The pass encodes the meeting and the credential's own id, never a token or the user id:
 * `FU-C1.<MEETING_ID>.<CREDENTIAL_ID>`, upper case so the QR stays in its alphanumeric set (as the ticket pass).
 */

const PREFIX = 'FU-C1'
const OBJECT_ID = /^[0-9a-f]{24}$/i

/** What the credential's QR pass encodes; '' when either id is not an ObjectId. */
export function credentialQrPayload(meetingId: string, credentialId: string): string {
  if (!OBJECT_ID.test(meetingId) || !OBJECT_ID.test(credentialId)) return ''
  return `${PREFIX}.${meetingId.toUpperCase()}.${credentialId.toUpperCase()}`
}

/** The short code printed under the pass for staff to type: the credential id's last 8 characters, as `ABCD-1234`. */
export function credentialCode(credentialId: string): string {
  const tail = credentialId.slice(-8).toUpperCase()
  return tail.length === 8 ? `${tail.slice(0, 4)}-${tail.slice(4)}` : tail
}

/** Whether the user's WeChat identity for the meeting's app is on file (SPEC §3 wechat_credentials). */
export function hasWechatCredential(credentials: readonly { app_id: string }[] | undefined, appId: string | undefined): boolean {
  return !!appId && !!credentials?.some(credential => credential.app_id === appId)
}
