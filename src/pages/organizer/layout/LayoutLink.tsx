/** The way from a meeting's page in the console to its layout editor (the meeting is the page's meeting_id). */
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { parseQuery } from '@/core/query'
import { useCurrentRoute } from '@/router/currentRoute'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const LayoutLink = observer(function LayoutLink() {
  const { t } = useStores().language
  const meetingId = parseQuery(useCurrentRoute().split('?')[1] ?? '').meeting_id
  if (!meetingId) return null
  return (
    <Action className='fu-organizer__choice fu-organizer__primary' role='link' onPress={() => void navigateTo('organizerLayout', { meeting_id: meetingId })}>
      {t('organizer.layout.open')}
    </Action>
  )
})
