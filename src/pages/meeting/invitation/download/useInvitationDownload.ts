import { useEffect, useState } from 'react'
import { invitationDrawing } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useStores } from '@/stores'
import { useInvitation } from '../useInvitation'

/**
 * /meeting/invitation/download: the invitation card painted into a PNG (flows.renderCard: the runtime's canvas), shown,
 * and kept with one press (flows.saveImage): downloaded in a browser, saved to the album in the mini-program, or — where
 * the runtime cannot (WeChat's browser, the web-view) — a long press on the shown image, which the screen then explains.
 */
export function useInvitationDownload(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const invitation = useInvitation(query, meeting)
  const { flows, platform } = useStores()
  const { t, card, texts } = invitation
  const [image, setImage] = useState<{ status: 'idle' | 'rendering' | 'ready' | 'failed'; dataUrl?: string }>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const [longPress, setLongPress] = useState(false)
  const [saving, setSaving] = useState(false)
  // Painted once the card is complete (meeting and company loaded), again only when what it shows changes.
  const key = card && invitation.status === 'ready' ? JSON.stringify([card, texts, invitation.themeColor]) : ''

  useEffect(() => {
    if (!card || !key) return undefined
    let live = true
    setImage({ status: 'rendering' })
    flows.renderCard(invitationDrawing(card, texts, invitation.themeColor)).then(
      dataUrl => { if (live) setImage({ status: 'ready', dataUrl }) },
      () => { if (live) setImage({ status: 'failed' }) },
    )
    return () => { live = false }
    // The card's content (key) decides when to paint again, not the objects' identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, flows])

  const save = async () => {
    if (!image.dataUrl || saving) return
    setSaving(true)
    try {
      const outcome = await flows.saveImage({ dataUrl: image.dataUrl, fileName: invitation.fileName })
      if (outcome === 'long-press') setLongPress(true)
      else platform.toast(t(outcome === 'saved' ? 'invitation.download.saved' : 'invitation.download.done'))
    } catch {
      platform.toast(t('invitation.download.failed'))
    } finally {
      setSaving(false)
    }
  }

  return {
    ...invitation,
    image,
    longPress,
    saving,
    save: () => { void save() },
    renderAgain: () => setAttempt(n => n + 1),
  }
}

export type InvitationDownloadData = ReturnType<typeof useInvitationDownload>
