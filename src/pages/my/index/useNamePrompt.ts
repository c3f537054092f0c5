import { useEffect, useRef, useState } from 'react'
import type { User } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { ApiError, NetworkError } from '@/api/http'
import { listTickets } from '@/api/tickets'
import { updateProfile } from '@/api/users'
import { userId } from '@/core/users'
import { isBlank, validateNameCharacters } from '@/core/validation/result'
import type { MessageKey } from '@/i18n'
import { useStores } from '@/stores'

export type NamePromptField = 'name' | 'company' | 'jobTitle'

/**
 * The hub's ask for a display name (issue 25): while I have none, others see me as "Visitor", so the hub asks for one
 * (prefilled from the name on my latest registration) with company and title optional; saved by PUT /users/{id}.
 * "Later" hides it until the hub opens again.
 */
export function useNamePrompt(user: User | null) {
  const { session, language, platform } = useStores()
  const t = language.t
  const unnamed = !!user && !user.username?.trim()
  const [form, setForm] = useState<Record<NamePromptField, string>>({ name: '', company: '', jobTitle: '' })
  const [error, setError] = useState<MessageKey | null>(null)
  const [failure, setFailure] = useState<MessageKey | null>(null)
  const [saving, setSaving] = useState(false)
  const [later, setLater] = useState(false)
  const typed = useRef(false)

  // The name typed at my latest registration, and my work, as the starting values (never over what I typed).
  useEffect(() => {
    if (!unnamed) return
    let alive = true
    setForm(f => ({ ...f, company: f.company || user!.work?.company || '', jobTitle: f.jobTitle || user!.work?.title || '' }))
    // Only a help: whatever goes wrong reading the tickets leaves the field empty.
    Promise.resolve().then(() => listTickets({ limit: 1 }))
      .then(envelope => {
        const name = envelope?.results?.[0]?.name?.trim()
        if (alive && name && !typed.current) setForm(f => ({ ...f, name }))
      })
      .catch(() => undefined)
    return () => { alive = false }
  }, [unnamed, user?._id]) // eslint-disable-line react-hooks/exhaustive-deps -- once per person

  const save = async () => {
    const id = session.userId ?? userId(user)
    if (!user || !id || saving) return
    const found = isBlank(form.name) ? 'my.profile.nameRequired' as const : validateNameCharacters(form.name)
    setError(found ?? null)
    setFailure(null)
    if (found) return
    setSaving(true)
    try {
      const work = { company: form.company.trim(), title: form.jobTitle.trim() }
      await updateProfile(id, { username: form.name.trim(), ...(work.company || work.title ? { work } : {}) })
      await session.refreshUser().catch(() => undefined)
      platform.toast(t('my.profile.saved'))
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.SensitiveContent) setFailure('my.profile.sensitive')
      else if (err instanceof NetworkError) setFailure('error.network')
      else setFailure('my.profile.saveFailed')
    } finally {
      setSaving(false)
    }
  }

  return {
    shown: unnamed && !later,
    form,
    change: (field: NamePromptField, value: string) => {
      if (field === 'name') { typed.current = true; setError(null) }
      setForm(f => ({ ...f, [field]: value }))
    },
    nameError: error ? t(error) : '',
    failure: failure ? t(failure) : '',
    saving,
    save: () => { void save() },
    later: () => setLater(true),
  }
}

export type NamePromptData = ReturnType<typeof useNamePrompt>
