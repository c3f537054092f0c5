import { sanitizeHtml, splitRichText, utf8ByteLength, RICH_TEXT_CHUNK_BYTES } from '@/core/richText'

describe('sanitizeHtml', () => {
  it('keeps paragraphs, headings, emphasis and lists', () => {
    const html = '<h2>Title</h2><p>Hello <strong>big</strong> <em>world</em></p><ul><li>one</li></ul><ol><li>two</li></ol>'
    expect(sanitizeHtml(html)).toBe(html)
  })
  it('removes script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>')
  })
  it('removes event handler attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">x</p><img src="https://a.example/i.png" onerror="alert(1)">')).toBe(
      '<p>x</p><img src="https://a.example/i.png">',
    )
  })
  it('forces rel and target on http(s) and mailto links', () => {
    expect(sanitizeHtml('<a href="https://example.com/x?a=1" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/x?a=1" rel="nofollow noopener" target="_blank">x</a>',
    )
    expect(sanitizeHtml('<a href="mailto:a@example.com">m</a>')).toContain('href="mailto:a@example.com"')
  })
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    '/relative/path',
    '//evil.example',
  ])('drops the href %s', (href) => {
    const out = sanitizeHtml(`<a href="${href}">x</a>`)
    expect(out).toBe('<a>x</a>')
  })
  it('keeps only http(s) image sources', () => {
    expect(sanitizeHtml('<img src="http://a.example/i.jpg" alt="a">')).toBe('<img src="http://a.example/i.jpg" alt="a">')
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img>')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img>')
  })
  it('drops tags outside the list but keeps their text, and drops inline styles', () => {
    expect(sanitizeHtml('<form><input value="x"><p style="color:red">t</p></form>')).toBe('<p>t</p>')
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe('ok')
  })
  it('escapes a tag hidden in an attribute value', () => {
    expect(sanitizeHtml('<img src="https://a.example/x.png" alt="&quot;><script>alert(1)</script>">')).not.toMatch(/<script/i)
  })
  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('')
  })
})

describe('utf8ByteLength', () => {
  it('counts 1, 2, 3 and 4 byte characters', () => {
    expect(utf8ByteLength('a')).toBe(1)
    expect(utf8ByteLength('é')).toBe(2)
    expect(utf8ByteLength('中')).toBe(3)
    expect(utf8ByteLength('😀')).toBe(4)
    expect(utf8ByteLength('a中😀')).toBe(Buffer.byteLength('a中😀', 'utf8'))
  })
})

describe('splitRichText', () => {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8')

  it('uses a 30720-byte limit by default', () => {
    expect(RICH_TEXT_CHUNK_BYTES).toBe(30720)
    const html = '<p>' + '中'.repeat(20000) + '</p>' // ~60 kB
    const chunks = splitRichText(html)
    expect(chunks.length).toBe(2)
    chunks.forEach((c) => expect(bytes(c)).toBeLessThan(30720))
    expect(chunks.join('')).toBe(html)
  })

  it('keeps each chunk strictly under the limit: exactly-at-limit content is split', () => {
    expect(splitRichText('abcd', 4)).toEqual(['abc', 'd'])
    expect(splitRichText('abc', 4)).toEqual(['abc'])
  })

  it('never cuts inside a multi-byte character', () => {
    // 1 + 3 bytes fit under 6; a third byte-triple would reach 7.
    expect(splitRichText('a中中中', 6)).toEqual(['a中', '中', '中'])
  })

  it('never splits a surrogate pair', () => {
    const chunks = splitRichText('😀😀😀', 6)
    expect(chunks).toEqual(['😀', '😀', '😀'])
  })

  it('never cuts inside a tag, even one with ">" in a quoted attribute', () => {
    const tag = '<a title="x > y" href="https://e.example">'
    const html = 'aaaa' + tag + 'b</a>'
    const chunks = splitRichText(html, tag.length + 2)
    expect(chunks).toEqual(['aaaa', tag + 'b', '</a>'])
  })

  it('never cuts inside an entity', () => {
    expect(splitRichText('ab&amp;cd', 7)).toEqual(['ab', '&amp;c', 'd'])
  })

  it('gives an over-long single tag a chunk of its own rather than cutting it', () => {
    const img = `<img src="https://e.example/${'x'.repeat(50)}">`
    expect(splitRichText('ab' + img + 'cd', 20)).toEqual(['ab', img, 'cd'])
  })

  it('keeps a bare "<" as text', () => {
    expect(splitRichText('1 < 2 and 3 > 2', 100)).toEqual(['1 < 2 and 3 > 2'])
  })

  it('returns no chunks for empty input', () => {
    expect(splitRichText('')).toEqual([])
  })
})
