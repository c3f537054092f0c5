/** The spreadsheet panel (src/pages/organizer/sheets): download, a checked file's problems per row, then the import. */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/http'
import * as organizerApi from '@/api/organizer'
import { SheetTransfer } from '@/pages/organizer/sheets/SheetTransfer'
import * as files from '@/platform/spreadsheetFiles'
import { renderWithStores } from '../../support/renderWithStores'
import { MEETING } from './fixtures'

jest.mock('@/api/organizer')
jest.mock('@/platform/spreadsheetFiles')
const api = organizerApi as jest.Mocked<typeof organizerApi>
const platformFiles = files as jest.Mocked<typeof files>

beforeEach(() => {
  jest.resetAllMocks()
  platformFiles.chooseBase64File.mockResolvedValue({ name: 'sessions.xlsx', base64: 'UEsDBA==' })
})

const press = async (name: string | RegExp) => { await act(async () => { fireEvent.click(screen.getByRole('button', { name })) }) }

describe.each(['en', 'zh'] as const)('the spreadsheet panel (%s)', (language) => {
  const en = language === 'en'

  it('downloads the sheet the server sends, under its name', async () => {
    api.fetchContentSheet.mockResolvedValue({ name: 'sessions.xlsx', type: 'application/x', file: 'AAA=' })
    renderWithStores(<SheetTransfer meetingId={MEETING} kind='agendas' />, { language })
    expect(screen.getByRole('heading', { level: 3, name: en ? 'Sessions spreadsheet' : '议程表格' })).toBeInTheDocument()
    await press(en ? 'Download spreadsheet' : '下载表格')
    expect(api.fetchContentSheet).toHaveBeenCalledWith(MEETING, 'agendas')
    expect(platformFiles.saveBase64File).toHaveBeenCalledWith('sessions.xlsx', 'application/x', 'AAA=')
  })

  it('a chosen file is checked at once; its problems are listed per row and nothing can be imported', async () => {
    api.importContentSheet.mockResolvedValue({
      rows: 200, imported: 0, problems: [
        { row: 11, column: 'end', problem: 'date', reason: 'not a time' },
        { row: 101, column: 'title.en', problem: 'refused', reason: 'the title is needed in every language' },
      ],
    })
    renderWithStores(<SheetTransfer meetingId={MEETING} kind='agendas' />, { language })
    await press(en ? 'Choose an XLSX file' : '选择 XLSX 文件')
    expect(api.importContentSheet).toHaveBeenCalledWith(MEETING, 'agendas', 'UEsDBA==', true)
    expect(screen.getByRole('alert')).toHaveTextContent(en ? '2 problems: nothing was imported' : '2 个问题，未导入任何内容')
    const rows = within(screen.getByRole('list', { name: en ? 'Problems in the file' : '文件中的问题' })).getAllByRole('listitem')
    expect(rows.map(r => r.textContent)).toEqual(en
      ? ['Row 11, end: Enter a time as YYYY-MM-DD HH:mm', 'Row 101, title.en: the title is needed in every language']
      : ['第 11 行，end：请按 YYYY-MM-DD HH:mm 填写时间', '第 101 行，title.en：the title is needed in every language'])
    expect(screen.queryByRole('button', { name: /Import|导入/ })).toBeNull()
  })

  it('a clean file is imported after its check, and the list is told', async () => {
    api.importContentSheet.mockResolvedValueOnce({ rows: 200, imported: 0, problems: [] }).mockResolvedValueOnce({ rows: 200, imported: 200, problems: [] })
    const onImported = jest.fn()
    renderWithStores(<SheetTransfer meetingId={MEETING} kind='speakers' onImported={onImported} />, { language })
    await press(en ? 'Choose an XLSX file' : '选择 XLSX 文件')
    expect(screen.getByText(en ? '200 rows, no problems' : '200 行，没有问题')).toBeInTheDocument()
    await press(en ? 'Import 200 rows' : '导入 200 行')
    expect(api.importContentSheet).toHaveBeenLastCalledWith(MEETING, 'speakers', 'UEsDBA==', false)
    expect(screen.getByText(en ? '200 rows imported' : '已导入 200 行')).toBeInTheDocument()
    expect(onImported).toHaveBeenCalledWith(200)
  })

  it('a file the server cannot read is said so', async () => {
    api.importContentSheet.mockRejectedValue(new ApiError(400, { code: 4220, message: 'body.file: not an XLSX spreadsheet' }))
    renderWithStores(<SheetTransfer meetingId={MEETING} kind='speakers' />, { language })
    await press(en ? 'Choose an XLSX file' : '选择 XLSX 文件')
    expect(screen.getByRole('alert')).toHaveTextContent(en ? 'This file cannot be read: not an XLSX spreadsheet' : '无法读取这个文件：not an XLSX spreadsheet')
  })
})
