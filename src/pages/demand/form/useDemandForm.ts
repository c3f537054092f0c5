import { useState } from 'react'
import { postDemand } from '@/api/content'
import { hasErrors, validateDemandTitle, validateLongText, type FieldErrors } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useDemandCategories } from '../list/useDemandCategories'
import { demandFailure, type DemandFailure, type DemandField } from './demandFormErrors'
import { useDemandImages } from './useDemandImages'

interface DemandDraft { title: string; description: string; area: string; category?: string; showContact: boolean }

/**
 * The post form both variants share (/demand/form/:type, `type` a category id to start with, or `new`): the fields,
 * the rules of SPEC §5 beside each field before sending, the images with their upload, and the server's refusals.
 */
export function useDemandForm(params: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const { id: meetingId } = meeting
  const categories = useDemandCategories(meetingId)
  // Contact details stay private until the poster chooses to show them (PIPL: consent is given, never presumed).
  const [draft, setDraft] = useState<DemandDraft>({ title: '', description: '', area: '', showContact: false })
  // The route's type names the category when it is one of the meeting's; the person's own choice wins.
  // ('' is the person's "none".)
  const category = draft.category === undefined ? categories.options.find(c => c.id === params.type)?.id : draft.category || undefined
  const images = useDemandImages()
  const [errors, setErrors] = useState<FieldErrors<DemandField, MessageKey>>({})
  const [failure, setFailure] = useState<DemandFailure | null>(null)
  const [sending, setSending] = useState(false)
  const t = language.t

  const set = <K extends keyof DemandDraft>(field: K, value: DemandDraft[K]) => {
    setDraft(d => ({ ...d, [field]: value }))
    if (field in errors) setErrors(e => ({ ...e, [field]: undefined }))
  }

  const submit = async () => {
    if (sending || !meetingId) return
    const found: FieldErrors<DemandField> = { title: validateDemandTitle(draft.title) ?? undefined, description: validateLongText(draft.description) ?? undefined }
    setErrors(found)
    setFailure(null)
    if (hasErrors(found) || images.progress !== null) return
    setSending(true)
    try {
      const posted = await postDemand({
        meeting_id: meetingId, title: draft.title.trim(), description: draft.description.trim(), category,
        area: draft.area.trim() || undefined, images: images.urls, show_contact: draft.showContact ? 1 : 0,
      })
      platform.toast(t('demand.form.posted'))
      void navigateTo('demandDetail', { demand_id: posted._id, meeting_id: meetingId }, { replace: true })
    } catch (error) {
      const refused = demandFailure(error, 'demand.error.postFailed')
      if (refused.field) setErrors(e => ({ ...e, [refused.field!]: refused.key }))
      setFailure(refused)
    } finally {
      setSending(false)
    }
  }

  const text = (key: MessageKey | undefined, params?: Record<string, string>) => (key ? t(key, params) : '')
  return {
    t,
    draft,
    set,
    categories: categories.options,
    category,
    chooseCategory: (id: string | undefined) => setDraft(d => ({ ...d, category: id ?? '' })),
    images,
    /** A field's message: the rule it breaks, or the server's sensitive-content refusal found in it. */
    errorText: (field: DemandField) => {
      if (field === 'images') return text(images.error ?? undefined)
      const key = errors[field]
      if (!key) return ''
      return failure?.field === field ? text(failure.key, sensitiveParams(failure, t)) : text(key)
    },
    /** The form's notice when the refusal belongs to no field (register first, too often, failed). */
    notice: failure && !failure.field ? text(failure.key, sensitiveParams(failure, t)) : '',
    needsRegistration: !!failure?.register,
    register: () => { void navigateTo('activityList', { meeting_id: meetingId }) },
    sending,
    submit: () => { void submit() },
  }
}

/** The sensitive category in the person's language. */
function sensitiveParams(failure: DemandFailure, t: (key: MessageKey) => string) {
  return failure.params?.category ? { category: t(`demand.sensitive.${failure.params.category}`) } : undefined
}

export type DemandFormData = ReturnType<typeof useDemandForm>
