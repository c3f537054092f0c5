/** The spreadsheet panel's state: download, choose a file, check it (dry run), then import it (every row or none). */
import { useState } from 'react'
import type { SheetImport, SheetKind, SheetRowProblem } from '@fu-types/api'
import { fetchContentSheet, importContentSheet } from '@/api/organizer'
import type { MessageKey } from '@/i18n'
import { chooseBase64File, saveBase64File, type ChosenFile } from '@/platform/spreadsheetFiles'
import { failureText } from '../refusals'

type T = (key: MessageKey, params?: Record<string, string | number>) => string

const PROBLEM_KEYS: Record<SheetRowProblem['problem'], MessageKey | undefined> = {
  required: 'organizer.sheet.problem.required', invalid: 'organizer.sheet.problem.invalid', date: 'organizer.sheet.problem.date',
  unknown_speaker: 'organizer.sheet.problem.unknownSpeaker', refused: undefined,
}

/** One line per problem, in the reader's language (a refusal quotes the server's reason). */
export const problemText = (p: SheetRowProblem, t: T): string => {
  const key = PROBLEM_KEYS[p.problem]
  return t('organizer.sheet.problemLine', { row: p.row, column: p.column || '—', reason: key ? t(key) : p.reason })
}

export function useSheetTransfer(meetingId: string, kind: SheetKind, t: T, onImported?: (count: number) => void) {
  const [file, setFile] = useState<ChosenFile | null>(null)
  const [checked, setChecked] = useState<SheetImport | null>(null)
  const [busy, setBusy] = useState<'' | 'download' | 'check' | 'import'>('')
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')

  const run = async (what: 'download' | 'check' | 'import', work: () => Promise<void>) => {
    if (busy) return
    setBusy(what)
    setError('')
    setNotice('')
    try { await work() } catch (e) {
      // A file the server cannot read names `body.file`: said as such, in the reader's language.
      setError(e instanceof Error && /body\.file/.test(e.message) ? t('organizer.sheet.unreadable', { reason: e.message.replace(/^.*body\.file: /, '') }) : failureText(e, t))
    } finally { setBusy('') }
  }

  return {
    file,
    checked,
    busy,
    error,
    notice,
    /** The file to import is checked and has no problem. */
    ready: Boolean(file && checked && !checked.problems.length && checked.rows > 0),
    download: () => run('download', async () => {
      const sheet = await fetchContentSheet(meetingId, kind)
      saveBase64File(sheet.name, sheet.type, sheet.file)
    }),
    choose: async () => {
      const chosen = await chooseBase64File('.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').catch(() => null)
      if (!chosen) return
      setFile(chosen)
      setChecked(null)
      setNotice('')
      await run('check', async () => setChecked(await importContentSheet(meetingId, kind, chosen.base64, true)))
    },
    importNow: () => run('import', async () => {
      if (!file) return
      const done = await importContentSheet(meetingId, kind, file.base64, false)
      if (done.problems.length) { setChecked(done); return }
      setFile(null)
      setChecked(null)
      setNotice(t('organizer.sheet.imported', { count: done.imported }))
      onImported?.(done.imported)
    }),
  }
}

export type SheetTransferState = ReturnType<typeof useSheetTransfer>
