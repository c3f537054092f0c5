import { useCallback, useEffect, useState } from 'react'
import type { MeetingRoleGrant, MeetingRoleName } from '@fu-types/api'
import { ApiError } from '@/api/http'
import { grantMeetingRole, listMeetingRoles, revokeMeetingRole } from '@/api/organizer'
import { isEmail, isMainlandMobile } from '@/core/validation/contact'
import type { MessageKey } from '@/i18n'
import { isForbidden } from '../access'

/** Why a grant or revoke was refused, in the reader's language (409 / 4501 held already, 409 / 4500 the last owner). */
function refusal(e: unknown): MessageKey {
  if (e instanceof ApiError && e.code === 4501) return 'organizer.roles.held'
  if (e instanceof ApiError && e.code === 4500) return 'organizer.roles.lastOwner'
  return isForbidden(e) ? 'organizer.error.forbidden' : 'organizer.error.failed'
}

/**
 * The roles of a meeting (owner and admin only: `allowed` false hides the section): who holds which, granting one to
 * a phone or an e-mail address (an invitation goes out) and revoking one.
 */
export function useRoles(meetingId: string | undefined, allowed: boolean, t: (key: MessageKey) => string) {
  const [grants, setGrants] = useState<MeetingRoleGrant[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [contact, setContact] = useState('')
  const [role, setRole] = useState<MeetingRoleName>('content')
  const [contactError, setContactError] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    if (!meetingId || !allowed) return
    setStatus('loading')
    listMeetingRoles(meetingId).then(rows => { setGrants(rows); setStatus('ready') }, () => setStatus('failed'))
  }, [meetingId, allowed])
  useEffect(load, [load])

  async function grant() {
    if (!meetingId || busy) return
    const value = contact.trim()
    const target = isMainlandMobile(value) ? { phone: value } : isEmail(value) ? { email: value } : null
    setMessage('')
    if (!target) { setContactError(t('organizer.roles.contactInvalid')); return }
    setContactError('')
    setBusy(true)
    try {
      const row = await grantMeetingRole(meetingId, { role, ...target })
      setGrants(g => [...g, row])
      setContact('')
      setMessage(t('organizer.roles.granted'))
    } catch (e) {
      setMessage(t(refusal(e)))
    } finally {
      setBusy(false)
    }
  }

  async function revoke(roleId: string) {
    if (!meetingId || busy) return
    setBusy(true)
    setMessage('')
    try {
      await revokeMeetingRole(meetingId, roleId)
      setGrants(g => g.filter(r => r._id !== roleId))
      setMessage(t('organizer.roles.revoked'))
    } catch (e) {
      setMessage(t(refusal(e)))
    } finally {
      setBusy(false)
    }
  }

  return { allowed, grants, status, retry: load, contact, setContact: (v: string) => { setContact(v); setContactError('') }, role, setRole, contactError, message, busy, grant, revoke }
}

export type RolesSection = ReturnType<typeof useRoles>
