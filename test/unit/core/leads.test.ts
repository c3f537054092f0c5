import { csvCell, csvText, leadCardVisible, nameInitial, normaliseLeadTags, parseLeadCode, splitLeadTags, validateLeadEdit } from '@/core/leads'
import { ticketQrPayload } from '@/core/ticketQr'

const activity = '64b7f0c2a1e4d3b2c1a09f8e'
const user = '66f000000000000000020001'

describe('parseLeadCode', () => {
  it('reads the ticket QR with its activity, a bare printed code, and a card link', () => {
    expect(parseLeadCode(ticketQrPayload(activity, '000123'))).toEqual({ kind: 'ticket', code: '000123', activityId: activity })
    expect(parseLeadCode(' 000123 ')).toEqual({ kind: 'ticket', code: '000123' })
    expect(parseLeadCode(`https://expo.example.com/#/meeting/user?user_id=${user}&meeting_id=${activity}`)).toEqual({ kind: 'card', userId: user })
  })
  it('refuses anything else', () => {
    expect(parseLeadCode('hello')).toEqual({ kind: 'unknown' })
    expect(parseLeadCode('12345')).toEqual({ kind: 'unknown' })
    expect(parseLeadCode(`https://evil.example.com/?user_id=${user}`)).toEqual({ kind: 'unknown' })
  })
})

describe('what the exhibitor sees', () => {
  it('shows the card only once shared or after the person contacted the company', () => {
    expect(leadCardVisible('granted')).toBe(true)
    expect(leadCardVisible('contacted')).toBe(true)
    expect(leadCardVisible('pending')).toBe(false)
    expect(leadCardVisible('declined')).toBe(false)
  })
  it('gives the initial of a name in any script', () => {
    expect(nameInitial('li Wei')).toBe('L')
    expect(nameInitial('李伟')).toBe('李')
    expect(nameInitial('')).toBe('')
  })
})

describe('lead edits', () => {
  it('keeps each tag once, trimmed', () => {
    expect(normaliseLeadTags([' Hot ', 'hot', '', 'OEM  buyer'])).toEqual(['Hot', 'OEM buyer'])
    expect(splitLeadTags('hot, 经销商，hot; follow-up')).toEqual(['hot', '经销商', 'follow-up'])
  })
  it('accepts a rating of 1 to 5 or none, and says what is wrong otherwise', () => {
    expect(validateLeadEdit({ rating: 5, tags: ['a'], notes: 'x' })).toEqual({})
    expect(validateLeadEdit({ rating: null })).toEqual({})
    expect(validateLeadEdit({ rating: 0 }).rating).toBe('leads.error.rating')
    expect(validateLeadEdit({ rating: 2.5 }).rating).toBe('leads.error.rating')
    expect(validateLeadEdit({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).tags).toBe('leads.error.tagsTooMany')
    expect(validateLeadEdit({ tags: ['x'.repeat(21)] }).tags).toBe('leads.error.tagTooLong')
    expect(validateLeadEdit({ notes: '字'.repeat(2001) }).notes).toBe('leads.error.notesTooLong')
  })
})

describe('CSV cells', () => {
  it('neutralises values a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('+86 138')).toBe("'+86 138")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell(4)).toBe('4')
    expect(csvCell('plain, text')).toBe('"plain, text"')
  })
  it('writes a BOM and CRLF lines', () => {
    expect(csvText([['a', 'b'], ['1', '=2']])).toBe("\uFEFFa,b\r\n1,'=2\r\n")
  })
})
