import { useEffect, useRef, useState } from 'react'
import type { Enterprise } from '@fu-types/entities'
import { fetchEnterprise, updateEnterpriseProfile, type EnterpriseEdit } from '@/api/enterprises'
import { ApiError } from '@/api/http'
import { localize, splitRichText } from '@/core'
import { hasRichMarkup, htmlToPlainText } from '@/core/plainText'
import { validateEmail } from '@/core/validation/contact'
import { charCount, isBlank } from '@/core/validation/result'
import { isMainlandMobile } from '@/core/validation/contact'
import type { MessageKey } from '@/i18n'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'
import { useBoundEnterprise } from '../useBoundEnterprise'
import { useImageUpload } from './useImageUpload'
import { useOwnProducts } from './useOwnProducts'

export interface CompanyForm { name: string; introduction: string; booth: string; logo: string; cover: string; contactName: string; contactPhone: string; contactEmail: string }
type CompanyField = 'name' | 'introduction' | 'booth' | 'contactPhone' | 'contactEmail'
const NAME_MAX = 100
const INTRODUCTION_MAX = 5000
const BOOTH_MAX = 20

function formOf(enterprise: Enterprise, language: string): CompanyForm {
  return {
    name: localize(enterprise.exhibitor?.company?.title, language),
    introduction: htmlToPlainText(localize(enterprise.introduction, language)),
    booth: enterprise.exhibitor?.booth ?? enterprise.position ?? '',
    logo: enterprise.exhibitor?.company?.logo ?? '',
    cover: enterprise.cover ?? '',
    contactName: enterprise.contact?.name ?? '',
    contactPhone: enterprise.contact?.phone ?? '',
    contactEmail: enterprise.contact?.email ?? '',
  }
}

/** The rules of SPEC §5 the server checks too, said beside each field before anything is sent. */
function validate(form: CompanyForm): Partial<Record<CompanyField, MessageKey>> {
  return {
    name: isBlank(form.name) ? 'exhibitor.manage.nameRequired' : charCount(form.name) > NAME_MAX ? 'exhibitor.manage.nameTooLong' : undefined,
    introduction: charCount(form.introduction) > INTRODUCTION_MAX ? 'exhibitor.manage.introTooLong' : undefined,
    booth: charCount(form.booth) > BOOTH_MAX ? 'exhibitor.manage.boothTooLong' : undefined,
    contactPhone: !isBlank(form.contactPhone) && !isMainlandMobile(form.contactPhone) ? 'validation.phone.invalid' : undefined,
    contactEmail: validateEmail(form.contactEmail) ?? undefined,
  }
}

/**
 * /meeting/exhibitor/manage: the bound exhibitor edits what visitors see of its company (SPEC §6) — logo and cover
 * (jpg/png uploads), name and introduction in the UI language, booth and business contact — and its products.
 * The organiser's formatted introduction is shown as visitors see it (sanitised) and replaced only when the text is changed.
 */
export function useExhibitorManage(meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const t = language.t
  const lang = language.language
  const bound = useBoundEnterprise()
  const { id: meetingId } = meeting
  const enterpriseId = bound.enterpriseId
  const remote = useRemote<Enterprise | null>(() => (enterpriseId ? fetchEnterprise(enterpriseId) : Promise.resolve(null)), [enterpriseId])
  const [form, setForm] = useState<CompanyForm | null>(null)
  const loaded = useRef<CompanyForm | null>(null)
  const [errors, setErrors] = useState<Partial<Record<CompanyField, MessageKey>>>({})
  const [notice, setNotice] = useState<MessageKey | ''>('')
  const [saving, setSaving] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  useEffect(() => {
    if (!remote.data) return
    loaded.current = formOf(remote.data, lang)
    setForm(loaded.current)
  }, [remote.data, lang])

  const change = (field: keyof CompanyForm, value: string) => {
    setForm(f => (f ? { ...f, [field]: value } : f))
    setErrors(e => ({ ...e, [field]: undefined }))
    setNotice('')
  }
  const logo = useImageUpload(url => change('logo', url))
  const cover = useImageUpload(url => change('cover', url))
  const products = useOwnProducts(enterpriseId)

  const save = async () => {
    if (!form || saving) return
    const found = validate(form)
    setErrors(found)
    setNotice('')
    if (Object.values(found).some(Boolean)) return
    const edit: EnterpriseEdit = {
      language: lang, title: form.name.trim(), booth: form.booth.trim(),
      contact: { name: form.contactName.trim(), phone: form.contactPhone.trim(), email: form.contactEmail.trim() },
      // The organiser's formatting stays unless the text itself was changed.
      ...(form.introduction !== loaded.current?.introduction ? { introduction: form.introduction.trim() } : {}),
      ...(form.logo ? { logo: form.logo } : {}),
      ...(form.cover ? { cover: form.cover } : {}),
    }
    setSaving(true)
    try {
      const saved = await updateEnterpriseProfile(enterpriseId, edit)
      if (!mounted.current) return
      loaded.current = formOf(saved, lang)
      setForm(loaded.current)
      platform.toast(t('exhibitor.manage.saved'))
    } catch (e) {
      if (!mounted.current) return
      setNotice(e instanceof ApiError && e.code === ErrorCode.SensitiveContent ? 'exhibitor.sensitive' : 'exhibitor.manage.saveFailed')
    } finally {
      if (mounted.current) setSaving(false)
    }
  }

  const currentIntroduction = remote.data ? localize(remote.data.introduction, lang) : ''
  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  return {
    t,
    bound,
    /** The bound company's meeting: the one this screen shows. */
    meetingId,
    status: remote.status === 'ready' && !remote.data ? ('failed' as const) : remote.status,
    loadError: remote.error,
    retry: remote.retry,
    form,
    change,
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v ? t(v) : ''])) as Partial<Record<CompanyField, string>>,
    notice: notice ? t(notice) : '',
    saving,
    save: () => { void save() },
    logo,
    cover,
    /** The organiser's formatted introduction as visitors see it (sanitised when shown); none for plain paragraphs. */
    richIntroduction: hasRichMarkup(currentIntroduction) ? splitRichText(currentIntroduction) : [],
    products,
    viewPage: () => { void navigateTo('meetingEnterprise', { enterprise_id: enterpriseId, ...inMeeting }) },
    bind: () => { void navigateTo('exhibitorBind', inMeeting) },
    /** The company's leads (issue 16): scanned visitors, appointments and questions. */
    leads: () => { void navigateTo('exhibitorLeads', inMeeting) },
  }
}

export type ExhibitorManageData = ReturnType<typeof useExhibitorManage>
