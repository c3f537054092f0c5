import { CARD_HEIGHT, CARD_WIDTH, invitationDates, invitationDrawing, invitationFileName, type InvitationCard } from '@/core'

const texts = { salutation: 'Dear Li Wei,', invites: 'Aurora Robotics warmly invites you to', booth: 'Booth', scan: 'Scan to open the event' }
const card: InvitationCard = {
  cover: '/fu/static/invitation.svg', meetingTitle: 'International Innovation Expo 2026', dates: '2026.01.01 – 2026.01.03',
  companyName: 'Aurora Robotics', logo: '/fu/static/logo-1.png', booth: 'A100', guestName: 'Li Wei', qrText: 'https://events.example/#/meeting/enterprise?enterprise_id=1',
}

describe('invitationDrawing', () => {
  it('draws the cover, the salutation, the company with logo and booth in the theme colour, the meeting and the QR code, inside the card', () => {
    const drawing = invitationDrawing(card, texts, '#0a7d5a')
    expect(drawing).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT })
    expect(drawing.ops[0]).toMatchObject({ kind: 'image', src: card.cover, x: 0, y: 0, w: CARD_WIDTH, fit: 'cover' })
    const textOps = drawing.ops.filter(op => op.kind === 'text')
    expect(textOps.map(op => op.kind === 'text' && op.text)).toEqual(['Dear Li Wei,', 'Aurora Robotics', 'Booth A100', 'Aurora Robotics warmly invites you to', 'International Innovation Expo 2026', '2026.01.01 – 2026.01.03', 'Scan to open the event'])
    expect(textOps[1]).toMatchObject({ color: '#0a7d5a' })
    expect(drawing.ops).toContainEqual(expect.objectContaining({ kind: 'image', src: card.logo, fit: 'contain' }))
    expect(drawing.ops).toContainEqual(expect.objectContaining({ kind: 'qr', text: card.qrText }))
    // Nothing leaves the card, and texts go top to bottom without overlapping the QR band.
    for (const op of drawing.ops) {
      expect(op.x).toBeGreaterThanOrEqual(0)
      expect(op.y).toBeGreaterThanOrEqual(0)
      if ('w' in op) expect(op.x + op.w).toBeLessThanOrEqual(CARD_WIDTH)
      if (op.kind === 'text' && op.align === 'left') expect(op.x + op.maxWidth).toBeLessThanOrEqual(CARD_WIDTH)
    }
    const qr = drawing.ops.find(op => op.kind === 'qr')!
    const dates = textOps.find(op => op.kind === 'text' && op.text.startsWith('2026'))!
    expect(dates.y + 26 * 1.3).toBeLessThan(qr.y - 24)
  })

  it('without a cover or company: a theme-coloured band and the meeting alone', () => {
    const drawing = invitationDrawing({ meetingTitle: 'Expo', dates: '', qrText: 'https://x' }, { ...texts, invites: 'You are warmly invited to' }, '#123456')
    expect(drawing.ops[0]).toMatchObject({ kind: 'rect', color: '#123456' })
    expect(drawing.ops.filter(op => op.kind === 'image')).toHaveLength(0)
    expect(drawing.ops.filter(op => op.kind === 'text').map(op => op.kind === 'text' && op.text)).toEqual(['Dear Li Wei,', 'You are warmly invited to', 'Expo', 'Scan to open the event'])
  })
})

describe('invitationFileName', () => {
  it('names the file after the company, else the meeting, safe for any file system', () => {
    expect(invitationFileName({ companyName: 'Aurora Robotics', meetingTitle: 'Expo' })).toBe('Aurora-Robotics-invitation.png')
    expect(invitationFileName({ meetingTitle: '2026 国际创新博览会' })).toBe('2026-国际创新博览会-invitation.png')
    expect(invitationFileName({ companyName: 'A/B: "C"?', meetingTitle: '' })).toBe('A-B-C-invitation.png')
    expect(invitationFileName({ companyName: '///', meetingTitle: '' })).toBe('invitation-invitation.png')
  })
})

describe('invitationDates', () => {
  it('one day, or the first and last day in the meeting zone', () => {
    // 2026-01-01 00:00 UTC is 08:00 in Shanghai, 2025-12-31 19:00 in New York.
    expect(invitationDates(1767225600, 1767398400, 'Asia/Shanghai')).toBe('2026.01.01 – 2026.01.03')
    expect(invitationDates(1767225600, 1767229200, 'Asia/Shanghai')).toBe('2026.01.01')
    expect(invitationDates(1767225600, 1767229200, 'America/New_York')).toBe('2025.12.31')
    expect(invitationDates(undefined, undefined)).toBe('')
  })
})
