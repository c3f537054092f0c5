/**
 * Text stored from users stays plain text and is escaped at every output that is not React (issue 14), tested with
 * the XSS corpus of test/fixtures/xss.ts: the e-mail's HTML part and its text and SMS parameters (as written); the
 * exhibitor's own introduction and product descriptions, stored as escaped paragraphs and shown as rich text (the
 * mini-program's `rich-text` nodes and the H5 RichText get sanitizeHtml of it); the calendar feed (iCalendar lines).
 */
import { sanitizeHtml } from '@core/richText'
import { activeMarkup, XSS_CORPUS } from '../../test/fixtures/xss'
import { feedText } from '../modules/my/calendarFeed'
import { renderMessage, type Language } from '../modules/messages/templates'
import { plainTextToHtml } from '../modules/enterprises/enterpriseEdits'

const decode = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')

describe.each(XSS_CORPUS)('%j', (hostile) => {
  test.each<Language>(['zh', 'en', 'ja', 'ko'])('e-mail in %s: inert in the HTML part, as written in the text part and the SMS parameters', (language) => {
    const link = 'https://expo.test/#/meeting/live/detail?live_id=1&minutes=1'
    for (const message of [
      renderMessage('liveReminder', language, { title: hostile, minutes: 10, link }),
      renderMessage('liveMinutes', language, { title: hostile, summary: `Summary: ${hostile}`, link }),
    ]) {
      const body = message.html.slice(message.html.indexOf('<body'))
      // Only the layout's own tags: paragraphs, the heading, the box and the one link (to our page).
      expect(body.match(/<(\w+)/g)!.map((tag) => tag.slice(1)).sort()).toEqual(['a', 'body', 'div', 'h1', ...Array(body.match(/<p\b/g)!.length).fill('p')].sort())
      expect(activeMarkup(body, ['html', 'body', 'div', 'h1', 'p', 'a'])).toEqual([])
      expect(body.match(/href="([^"]*)"/g)).toEqual([`href="${link.replace('&', '&amp;')}"`])
      expect(message.text).toContain(hostile)
      expect(message.params[0]).toBe(hostile)
    }
  })

  test('an exhibitor\'s text as rich text (mini-program rich-text and H5): paragraphs and line breaks only, the text as typed', () => {
    const html = sanitizeHtml(plainTextToHtml(`Intro\n\n${hostile}\nafter`))
    expect(activeMarkup(html, ['p', 'br'])).toEqual([])
    expect(new Set(html.match(/<\/?(\w+)/g)!.map((tag) => tag.replace(/[</]/g, '')))).toEqual(new Set(['p', 'br']))
    expect(decode(html.replace(/<br>/g, '\n').replace(/<\/p><p>/g, '\n\n').replace(/<\/?p>/g, ''))).toBe(`Intro\n\n${hostile.trim()}\nafter`)
  })

  test('the calendar feed: one SUMMARY and one LOCATION line holding the text, no line of its own', () => {
    const ics = feedText([{
      uid: 'appointment-1-buyer@fu-events', title: `Meeting with ${hostile}`, location: hostile, start: 1893456000, end: 1893459600,
      zone: 'Asia/Shanghai', url: 'https://expo.test/#/appointment', status: 'CONFIRMED',
    }], new Map(), 'en', 1893000000000)
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean)
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/)
      expect(line).toMatch(/^[A-Z][A-Z-]*[;:]/)
    }
    expect(lines.filter((l) => /^(ATTACH|X-INJECTED)/.test(l))).toEqual([])
    const unescape = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1')
    expect(unescape(lines.find((l) => l.startsWith('SUMMARY:'))!.slice(8))).toBe(`Meeting with ${hostile}`.replace(/\r\n?/g, '\n'))
    expect(unescape(lines.find((l) => l.startsWith('LOCATION:'))!.slice(9))).toBe(hostile.replace(/\r\n?/g, '\n'))
  })
})
