import { useEffect, useRef, useState } from 'react'
import type { Category, ObjectId } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { uploadToken } from '@/api/auth'
import { INDUSTRY_LIMIT, listCategories } from '@/api/categories'
import { ApiError, NetworkError } from '@/api/http'
import { setUserExposure, userExposure } from '@/api/meetings'
import { updateProfile, type ProfileUpdate } from '@/api/users'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { localize } from '@/core/localize'
import { avatarOf } from '@/core/users'
import { validateEmail } from '@/core/validation/contact'
import { validateImage } from '@/core/validation/content'
import { isBlank, validateNameCharacters, type FieldErrors } from '@/core/validation/result'
import { uploadTarget } from '@/core/upload'
import type { MessageKey } from '@/i18n'
import { pickImages, uploadImage } from '@/flows/imageUpload'
import { useStores } from '@/stores'

type ProfileField = 'name' | 'contactEmail'

/** The editable profile, as typed. */
export interface ProfileForm {
  name: string
  avatar: string
  company: string
  jobTitle: string
  industries: ObjectId[]
  contactEmail: string
  contactWechat: string
  /** Appear in the connections list (SPEC §6). */
  exposure: boolean
}

/**
 * /my/profile: edit name, photo (jpg or png, uploaded through POST /tokens/qiniu and /uploads), company and title,
 * industries (the meeting's industry categories), contact e-mail and WeChat (PUT /users/{id}), and whether to appear
 * in the connections list (PUT /meeting/users/exposure). Errors show beside their fields; saving says so.
 */
export function useMyProfile(meeting: ScreenMeeting) {
  const { session, language, platform } = useStores()
  const { id: meetingId } = meeting
  const t = language.t
  const lang = language.language
  const userId = session.userId

  const remote = useRemote(async () => {
    if (!userId) throw new Error(t('error.request'))
    const [, industries, exposure] = await Promise.all([
      session.refreshUser(),
      listCategories('industry', { meeting_id: meetingId, limit: INDUSTRY_LIMIT }),
      userExposure(userId) as Promise<{ exposure?: number }>,
    ])
    const user = session.user
    if (!user) throw new Error(t('error.request'))
    const form: ProfileForm = {
      name: user.username ?? '',
      avatar: avatarOf(user),
      company: user.work?.company ?? '',
      jobTitle: user.work?.title ?? '',
      industries: user.industries ?? [],
      contactEmail: user.contact_email ?? '',
      contactWechat: user.contact_wechat ?? '',
      exposure: exposure?.exposure === 1,
    }
    return { form, industries: industries as Category[] }
  }, [userId, meetingId])

  const [form, setForm] = useState<ProfileForm | null>(null)
  const [errors, setErrors] = useState<FieldErrors<ProfileField, MessageKey>>({})
  const [notice, setNotice] = useState<{ kind: 'status' | 'error'; key: MessageKey } | null>(null)
  const [saving, setSaving] = useState(false)
  const [upload, setUpload] = useState<{ percent: number | null; error: MessageKey | null }>({ percent: null, error: null })
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => { mounted.current = false }
  }, [])
  // What the server holds for the connections list: only a change is sent.
  const savedExposure = useRef<boolean | null>(null)
  // Each load (first or retry) starts the form from what the server holds.
  useEffect(() => {
    if (!remote.data) return
    setForm(remote.data.form)
    savedExposure.current = remote.data.form.exposure
  }, [remote.data])

  const change = <K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) => {
    setForm(f => (f ? { ...f, [field]: value } : f))
    if (field === 'name' || field === 'contactEmail') setErrors(e => ({ ...e, [field]: undefined }))
    setNotice(null)
  }

  const changeAvatar = async () => {
    if (upload.percent !== null) return
    setUpload({ percent: null, error: null })
    try {
      const [picked] = await pickImages(1)
      if (!picked) return
      if (validateImage(picked)) { setUpload({ percent: null, error: 'my.profile.avatarType' }); return }
      setUpload({ percent: 0, error: null })
      const ticket = await uploadToken({ key: 'avatar', bucket: 'avatar' })
      const url = await uploadImage(uploadTarget(platform.apiBase, ticket.upload_url), ticket, picked.path, percent => setUpload({ percent, error: null }))
      if (!mounted.current) return
      change('avatar', url)
      setUpload({ percent: null, error: null })
    } catch {
      if (mounted.current) setUpload({ percent: null, error: 'my.profile.avatarFailed' })
    }
  }

  const save = async () => {
    if (!form || !userId || saving) return
    const found: FieldErrors<ProfileField, MessageKey> = {
      name: isBlank(form.name) ? 'my.profile.nameRequired' : validateNameCharacters(form.name) ?? undefined,
      contactEmail: validateEmail(form.contactEmail.trim()) ?? undefined,
    }
    setErrors(found)
    setNotice(null)
    if (found.name || found.contactEmail) return
    setSaving(true)
    try {
      const body: ProfileUpdate = {
        username: form.name.trim(),
        avatar: form.avatar,
        work: { company: form.company.trim(), title: form.jobTitle.trim() },
        industries: form.industries,
        contact_wechat: form.contactWechat.trim(),
      }
      // The server keeps an address only when valid; an empty field leaves the saved one as it is.
      if (form.contactEmail.trim()) body.contact_email = form.contactEmail.trim()
      await updateProfile(userId, body)
      if (form.exposure !== savedExposure.current) {
        await setUserExposure({ exposure: form.exposure ? 1 : 0, meeting_id: meetingId })
        savedExposure.current = form.exposure
      }
      await session.refreshUser().catch(() => undefined)
      if (!mounted.current) return
      platform.toast(t('my.profile.saved'))
      setNotice({ kind: 'status', key: 'my.profile.saved' })
    } catch (error) {
      if (!mounted.current) return
      if (error instanceof ApiError && error.code === ErrorCode.SensitiveContent) setNotice({ kind: 'error', key: 'my.profile.sensitive' })
      else if (error instanceof NetworkError) setNotice({ kind: 'error', key: 'error.network' })
      else setNotice({ kind: 'error', key: 'my.profile.saveFailed' })
    } finally {
      if (mounted.current) setSaving(false)
    }
  }

  return {
    t,
    status: remote.status === 'ready' && !form ? 'loading' as const : remote.status,
    loadError: remote.error,
    retry: remote.retry,
    form,
    industries: (remote.data?.industries ?? []).map(category => ({ id: category._id, label: localize(category.title, lang) })),
    errorText: (field: ProfileField) => (errors[field] ? t(errors[field]) : ''),
    notice,
    saving,
    uploadPercent: upload.percent,
    uploadError: upload.error ? t(upload.error) : '',
    change,
    toggleIndustry: (id: ObjectId) => {
      if (!form) return
      change('industries', form.industries.includes(id) ? form.industries.filter(i => i !== id) : [...form.industries, id])
    },
    changeAvatar: () => { void changeAvatar() },
    save: () => { void save() },
  }
}

export type MyProfileData = ReturnType<typeof useMyProfile>
