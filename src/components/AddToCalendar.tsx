import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { calendarEvent, toMs, type CalendarInput } from '@/core'
import { calendarBridgeOutcome, startBridgedCalendar } from '@/flows/calendarBridge'
import { miniProgramBridge } from '@/flows/wechatSdk'
import { useStores } from '@/stores'
import { Action } from './Action'
import { Icon } from './ui/Icon'

/** What a screen knows of its event: times as the server gives them (seconds or milliseconds). */
interface CalendarSource extends Omit<CalendarInput, 'start' | 'end'> { start: number; end?: number }

/**
 * "Add to phone calendar" / "Add to calendar" (core/calendar): the phone calendar in the mini-program (addPhoneCalendar; from the
 * web-view through the native bridge page, which comes back with `bridge_result`), an .ics file in a browser. Nothing
 * where the runtime has no calendar or the event has no title or start.
 */
export const AddToCalendar = observer(function AddToCalendar({ source, className, iconOnly = false }: {
  source: CalendarSource | null | undefined
  className?: string
  /** A calendar icon named by its label (a phone's bottom bar, where the words would squeeze the main button). */
  iconOnly?: boolean
}) {
  const { platform, language } = useStores()
  const t = language.t
  const inWebView = platform.environment === 'miniprogram'
  // Back from the bridge page: say once how it went (only a calendar answer is taken out of the address).
  const [outcome] = useState(() => (inWebView ? calendarBridgeOutcome(platform.currentRoute()) : undefined))
  useEffect(() => {
    if (!outcome) return
    platform.takePageQuery('bridge_result')
    platform.toast(t(outcome === 'added' ? 'calendar.added' : 'calendar.failed'))
  }, [outcome, platform, t])

  const event = source ? calendarEvent({ ...source, start: toMs(source.start), end: source.end === undefined ? undefined : toMs(source.end) }) : null
  if (!event || (!inWebView && !platform.addToCalendar)) return null
  const add = async () => {
    if (inWebView) {
      // The native bridge page adds it and reopens this route with the answer.
      await startBridgedCalendar(event, platform.currentRoute(), miniProgramBridge).catch(() => platform.toast(t('calendar.failed')))
      return
    }
    const added = await platform.addToCalendar!(event)
    platform.toast(t(added ? 'calendar.added' : 'calendar.failed'))
  }
  // The phone's calendar in the mini-program; in a browser an .ics file that any calendar (a desktop's too) opens.
  const label = t(inWebView ? 'calendar.add' : 'calendar.addFile')
  return iconOnly
    ? <Action className={className ?? 'fu-calendar-add'} aria={{ 'aria-label': label }} onPress={() => { void add() }}><Icon name='calendar' size={22} /></Action>
    : <Action className={className ?? 'fu-calendar-add'} onPress={() => { void add() }}>{label}</Action>
})
