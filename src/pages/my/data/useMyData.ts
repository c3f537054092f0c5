import { useState } from 'react'
import { ApiError } from '@/api/http'
import {
  cancelAccountDeletion, fetchAccountDeletion, fetchConsents, fetchMyDataLinks, requestAccountDeletion,
  type AccountDeletion, type ConsentEntry,
} from '@/api/myData'
import { useRemote } from '@/components/useRemote'
import { formatDateTime } from '@/core/time'
import type { MessageKey } from '@/i18n'
import { useStores } from '@/stores'

type DownloadFormat = 'json' | 'html'
/** The deletion part: nothing asked, the confirmation form, sending it, pending (with "keep my account"), keeping. */
type DeletionPhase = 'idle' | 'confirm' | 'requesting' | 'pending' | 'keeping'

interface ConsentLine {
  id: string
  what: string
  /** Agreed or withdrawn, and the details (scopes, version). */
  how: string
  when: string
}

const KIND_KEYS: Record<ConsentEntry['kind'], MessageKey> = {
  privacy_policy: 'my.data.consent.kind.privacy_policy',
  meeting_authorization: 'my.data.consent.kind.meeting_authorization',
  demand_contact: 'my.data.consent.kind.demand_contact',
  card_sharing: 'my.data.consent.kind.card_sharing',
}

/**
 * /my/data: what the platform holds about me (issue 16, PIPL / GDPR). Download it as JSON or as a readable page (the
 * server signs a short-lived link, the device downloads it), read my consent log, and delete my account: I type my
 * phone number (or e-mail) to confirm, the account is erased after the cooling-off period, and until then "keep my
 * account" cancels it.
 */
export function useMyData() {
  const { session, language, platform } = useStores()
  const t = language.t
  const userId = session.userId
  const [downloading, setDownloading] = useState<DownloadFormat | null>(null)
  const [phase, setPhase] = useState<DeletionPhase | null>(null)
  const [deletion, setDeletion] = useState<AccountDeletion | null>(null)
  const [confirm, setConfirm] = useState('')
  const [confirmError, setConfirmError] = useState('')

  // The frame sends a guest to sign in (access: login); until then nothing to ask.
  const pending = () => new Promise<never>(() => undefined)
  const consents = useRemote<ConsentEntry[]>(async () => (userId ? (await fetchConsents(userId)).results ?? [] : pending()), [userId])
  const remoteDeletion = useRemote<AccountDeletion>(() => (userId ? fetchAccountDeletion(userId) : pending()), [userId])
  const current = deletion ?? remoteDeletion.data ?? null
  const deletionPhase: DeletionPhase | 'loading' | 'failed' = phase
    ?? (current ? (current.status === 'pending' ? 'pending' : 'idle') : remoteDeletion.status === 'failed' ? 'failed' : 'loading')

  const download = async (format: DownloadFormat) => {
    if (!userId || downloading) return
    setDownloading(format)
    try {
      const links = await fetchMyDataLinks(userId)
      const done = await platform.openFile(platform.mediaUrl(links[format]), `my-data.${format}`)
      platform.toast(t(done ? 'my.data.download.started' : 'my.data.download.unsupported'))
    } catch {
      platform.toast(t('my.data.download.failed'))
    } finally {
      setDownloading(null)
    }
  }

  const requestDeletion = async () => {
    if (!userId || phase === 'requesting') return
    if (!confirm.trim()) {
      setConfirmError(t('my.data.delete.confirmRequired'))
      return
    }
    setPhase('requesting')
    try {
      setDeletion(await requestAccountDeletion(userId, confirm.trim()))
      setPhase('pending')
      setConfirm('')
      platform.toast(t('my.data.delete.requested'))
    } catch (error) {
      setPhase('confirm')
      const fieldKey = error instanceof ApiError ? (error.body.data as { fields?: { confirm?: string } } | undefined)?.fields?.confirm : undefined
      setConfirmError(fieldKey ? t('my.data.delete.confirmMismatch') : t('my.data.delete.failed'))
    }
  }

  const keepAccount = async () => {
    if (!userId || phase === 'keeping') return
    setPhase('keeping')
    try {
      setDeletion(await cancelAccountDeletion(userId))
      setPhase('idle')
      platform.toast(t('my.data.delete.kept'))
    } catch {
      setPhase('pending')
      platform.toast(t('my.data.delete.keepFailed'))
    }
  }

  const confirmWith = current?.confirm_with === 'email' ? t('my.data.delete.confirmEmail') : t('my.data.delete.confirmPhone')
  const consentLines: ConsentLine[] = (consents.data ?? []).map(entry => ({
    id: entry._id,
    what: t(KIND_KEYS[entry.kind] ?? 'my.data.consent.kind.other'),
    how: [
      t(entry.granted ? 'my.data.consent.granted' : 'my.data.consent.withdrawn'),
      entry.detail.scopes?.length ? t('my.data.consent.scopes', { scopes: entry.detail.scopes.map(scope => t(scope === 'contact' ? 'my.data.consent.scope.contact' : 'my.data.consent.scope.profile')).join(', ') }) : '',
      entry.detail.version ? t('my.data.consent.version', { version: entry.detail.version }) : '',
    ].filter(Boolean).join(' · '),
    when: formatDateTime(entry.created),
  }))

  return {
    t,
    downloading,
    downloadJson: () => { void download('json') },
    downloadHtml: () => { void download('html') },
    consents: {
      status: consents.status,
      lines: consentLines,
      retry: consents.retry,
    },
    deletion: {
      phase: deletionPhase,
      retry: remoteDeletion.retry,
      days: current?.cooling_off_days ?? 7,
      due: current?.due ? formatDateTime(current.due) : '',
      confirmLabel: confirmWith,
      confirm,
      confirmError,
      change: (value: string) => { setConfirm(value); setConfirmError('') },
      ask: () => { setPhase('confirm'); setConfirmError('') },
      back: () => { setPhase('idle'); setConfirm(''); setConfirmError('') },
      request: () => { void requestDeletion() },
      keep: () => { void keepAccount() },
    },
  }
}

export type MyDataData = ReturnType<typeof useMyData>
