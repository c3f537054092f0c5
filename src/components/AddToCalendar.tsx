import { observer } from 'mobx-react'
import { calendarEvent, toMs, type CalendarInput } from '@/core'
import { useStores } from '@/stores'
import { Action } from './Action'
import { Icon } from './ui/Icon'

/** What a screen knows of its event: times as the server gives them (seconds or milliseconds). */
export interface CalendarSource extends Omit<CalendarInput, 'start' | 'end'> { start: number; end?: number }

/**
 * "Add to phone calendar" (core/calendar): the phone calendar in the mini-program, an .ics file in a browser. Nothing
 * where the runtime has no calendar (the mini-program's web-view) or the event has no title or start.
 */
export const AddToCalendar = observer(function AddToCalendar({ source, className, iconOnly = false }: {
  source: CalendarSource | null | undefined
  className?: string
  /** A calendar icon named by its label (a phone's bottom bar, where the words would squeeze the main button). */
  iconOnly?: boolean
}) {
  const { platform, language } = useStores()
  const event = source ? calendarEvent({ ...source, start: toMs(source.start), end: source.end === undefined ? undefined : toMs(source.end) }) : null
  if (!event || !platform.addToCalendar || platform.environment === 'miniprogram') return null
  const add = async () => {
    const added = await platform.addToCalendar!(event)
    platform.toast(language.t(added ? 'calendar.added' : 'calendar.failed'))
  }
  const label = language.t('calendar.add')
  return iconOnly
    ? <Action className={className ?? 'fu-calendar-add'} aria={{ 'aria-label': label }} onPress={() => { void add() }}><Icon name='calendar' size={22} /></Action>
    : <Action className={className ?? 'fu-calendar-add'} onPress={() => { void add() }}>{label}</Action>
})
