import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import type { ShareRequest } from '@/flows'
import type { MessageKey } from '@/i18n'
import { Action } from './Action'

const OUTCOME_TOASTS: Record<string, MessageKey | undefined> = {
  copied: 'copy.success',
  'copy-failed': 'copy.fail',
  menu: 'share.useMenu',
  bridged: undefined,
}

/** Shares a screen the way the runtime can, and tells the visitor what happened. */
export const ShareButton = observer(function ShareButton({ request, className }: { request: () => ShareRequest; className?: string }) {
  const { platform, flows, language } = useStores()
  const share = async () => {
    try {
      const key = OUTCOME_TOASTS[await flows.share(request())]
      if (key) platform.toast(language.t(key))
    } catch {
      platform.toast(language.t('share.failed'))
    }
  }
  return <Action className={className ?? 'fu-share'} onPress={share}>{language.t('share.action')}</Action>
})
