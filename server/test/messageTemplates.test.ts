/** The messages' texts: four languages, organiser and user values escaped in the HTML part, SMS template parameters. */
import { renderMessage, type Language } from '../modules/messages/templates'
import { backoffSeconds } from '../modules/messages/delivery'
import { XSS_CORPUS } from '../../test/fixtures/xss'


describe('message templates', () => {
  it.each<Language>(['zh', 'en', 'ja', 'ko'])('say the code in %s, in the subject\'s language', (language) => {
    const message = renderMessage('code', language, { code: '123456', minutes: 5 })
    expect(message.text).toContain('123456')
    expect(message.html).toContain('123456')
    expect(message.html).toContain(`<title>${message.subject}</title>`)
    expect(message.params).toEqual(['123456', '5'])
  })

  it('differ by language', () => {
    const subjects = (['zh', 'en', 'ja', 'ko'] as Language[]).map((l) => renderMessage('liveReminder', l, { title: 'Keynote', minutes: 10, link: 'https://expo.test/#/x' }).subject)
    expect(new Set(subjects).size).toBe(4)
  })

  it.each(XSS_CORPUS)('escape a hostile title in the HTML part: %s', (title) => {
    const message = renderMessage('liveReminder', 'en', { title, minutes: 10, link: 'https://expo.test/#/meeting/live/detail?live_id=1&minutes=1' })
    const body = message.html.slice(message.html.indexOf('<body'))
    expect(body).not.toMatch(/<(script|img|svg|iframe)\b/i)
    expect(body).not.toMatch(/<a href="javascript:/i)
    expect(body).not.toMatch(/\son\w+='/i)
    // The text part is plain text: the title as written.
    expect(message.text).toContain(title)
    // The link is an attribute value, its & escaped.
    expect(message.html).toContain('href="https://expo.test/#/meeting/live/detail?live_id=1&amp;minutes=1"')
  })

  it('wait longer after each failure, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, 30))).toEqual([30, 60, 120, 240])
    expect(backoffSeconds(20, 30)).toBe(3600)
  })
})
