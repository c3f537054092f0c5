/**
 * Speakers or agenda sessions to and from an XLSX, for the console's content lists to mount (issue 28):
 * `<SheetTransfer meetingId={id} kind='speakers' | 'agendas' onImported={count => reload()} />`. Download the meeting's
 * items (empty: the template), choose a file, which is checked at once (each row's problems listed), then import it.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { SheetKind } from '@fu-types/api'
import { Action } from '@/components/Action'
import { FieldError } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import { useStores } from '@/stores'
import { problemText, useSheetTransfer } from './useSheetTransfer'
import '../organizer.scss'

export interface SheetTransferProps {
  meetingId: string
  kind: SheetKind
  /** After an import, with the number of rows imported (e.g. to read the list again). */
  onImported?: (count: number) => void
}

export const SheetTransfer = observer(function SheetTransfer({ meetingId, kind, onImported }: SheetTransferProps) {
  const { language } = useStores()
  const t = language.t
  const s = useSheetTransfer(meetingId, kind, t, onImported)
  const what = t(kind === 'speakers' ? 'organizer.sheet.speakers' : 'organizer.sheet.sessions')
  return (
    <View className='fu-organizer__card fu-organizer__sheet' {...srRole('region', { 'aria-label': t('organizer.sheet.heading', { what }) })}>
      <Text className='fu-organizer__section-title' {...heading(3)}>{t('organizer.sheet.heading', { what })}</Text>
      <Text className='fu-organizer__meta'>{t('organizer.sheet.hint')}</Text>
      <View className='fu-organizer__choices'>
        <Action className='fu-organizer__choice' disabled={Boolean(s.busy)} onPress={() => void s.download()}>
          {s.busy === 'download' ? t('organizer.sheet.working') : t('organizer.sheet.download')}
        </Action>
        <Action className='fu-organizer__choice' disabled={Boolean(s.busy)} onPress={() => void s.choose()}>{t('organizer.sheet.choose')}</Action>
      </View>
      {s.file ? <Text className='fu-organizer__meta'>{t('organizer.sheet.chosen', { name: s.file.name })}</Text> : null}
      {s.busy === 'check' ? <Text className='fu-organizer__meta' {...srRole('status')}>{t('organizer.sheet.checking')}</Text> : null}
      {s.checked && s.checked.problems.length ? (
        <>
          <Text className='fu-organizer__warning' {...srRole('alert')}>{t('organizer.sheet.problems', { count: s.checked.problems.length })}</Text>
          <View {...srRole('list', { 'aria-label': t('organizer.sheet.problemsLabel') })}>
            {s.checked.problems.map((p, i) => (
              <Text key={i} className='fu-organizer__row' {...srRole('listitem')}>{problemText(p, t)}</Text>
            ))}
          </View>
        </>
      ) : null}
      {s.checked && !s.checked.problems.length ? (
        <Text className='fu-organizer__notice' {...srRole('status')}>{s.checked.rows ? t('organizer.sheet.ok', { count: s.checked.rows }) : t('organizer.sheet.empty')}</Text>
      ) : null}
      <FieldError id={`fu-organizer-sheet-${kind}`} text={s.error} />
      {s.notice ? <Text className='fu-organizer__notice' {...srRole('status')}>{s.notice}</Text> : null}
      {s.ready ? (
        <Action className='fu-button fu-organizer__primary' disabled={Boolean(s.busy)} onPress={() => void s.importNow()}>
          {s.busy === 'import' ? t('organizer.sheet.working') : t('organizer.sheet.import', { count: s.checked!.rows })}
        </Action>
      ) : null}
    </View>
  )
})
