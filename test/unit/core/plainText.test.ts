import { hasRichMarkup, htmlToPlainText } from '@/core/plainText'

it('turns rich text into editable plain text: paragraphs and breaks as new lines, no tags or scripts, entities read', () => {
  expect(htmlToPlainText('<p>We build robots.</p><p>&lt;b&gt; &amp; more<br>line two</p><script>x()</script>')).toBe('We build robots.\n\n<b> & more\nline two')
  expect(htmlToPlainText('<ul><li>One</li><li>Two</li></ul>')).toBe('One\nTwo')
  expect(htmlToPlainText(undefined)).toBe('')
})

it('tells organiser formatting from plain paragraphs', () => {
  expect(hasRichMarkup('<p>Plain</p><p>two<br>lines</p>')).toBe(false)
  expect(hasRichMarkup('<p><strong>Bold</strong></p>')).toBe(true)
  expect(hasRichMarkup('no markup')).toBe(false)
})
