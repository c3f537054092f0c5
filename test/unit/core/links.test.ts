import { withProtocol, isWhitelistedForWebView, isSafeRedirect, httpHost } from '@/core/links'
import { checkLinkTarget } from '@/core/linkTargets'
import { fileKind, fileExtension } from '@/core/attachments'

describe('withProtocol', () => {
  it("gives a protocol-relative link the page's protocol", () => {
    expect(withProtocol('//cdn.example/a.png', 'https:')).toBe('https://cdn.example/a.png')
    expect(withProtocol('//cdn.example/a.png', 'http')).toBe('http://cdn.example/a.png')
  })
  it('gives a bare host the protocol', () => {
    expect(withProtocol('www.example.com/x', 'https:')).toBe('https://www.example.com/x')
    expect(withProtocol('example.com:8080/x', 'https:')).toBe('https://example.com:8080/x')
  })
  it('leaves links that have a protocol', () => {
    expect(withProtocol('http://a.example', 'https:')).toBe('http://a.example')
    expect(withProtocol('mailto:a@example.com', 'https:')).toBe('mailto:a@example.com')
  })
  it('leaves our own routes and empty links', () => {
    expect(withProtocol('/meeting/home', 'https:')).toBe('/meeting/home')
    expect(withProtocol('#/meeting/home', 'https:')).toBe('#/meeting/home')
    expect(withProtocol('', 'https:')).toBe('')
  })
})

describe('fileKind', () => {
  it.each(['doc', 'docx', 'file', 'pdf', 'ppt', 'pptx', 'xls', 'xlsx'])('%s is a document', (ext) => {
    expect(fileKind(`report.${ext}`)).toBe('document')
  })
  it.each(['webp', 'bmp', 'jpg', 'jpeg', 'png', 'gif'])('%s is an image', (ext) => {
    expect(fileKind(`photo.${ext}`)).toBe('image')
  })
  it('ignores case, query and hash', () => {
    expect(fileKind('https://cdn.example/a/Report.PDF?sign=1#p2')).toBe('document')
  })
  it('calls everything else other', () => {
    expect(fileKind('clip.mp4')).toBe('other')
    expect(fileKind('pdf')).toBe('other')
    expect(fileKind('https://cdn.example/pdf/readme')).toBe('other')
    expect(fileExtension('.png')).toBe('')
  })
})

describe('httpHost', () => {
  it('strips user info and port', () => {
    expect(httpHost('https://user:pw@Good.Example:8443/x')).toBe('good.example')
  })
  it('ends the host at a backslash as browsers do', () => {
    expect(httpHost('https://evil.example\\@good.example/')).toBe('evil.example')
  })
  it('only reads http(s)', () => {
    expect(httpHost('ftp://good.example')).toBeNull()
    expect(httpHost('javascript://good.example')).toBeNull()
  })
})

describe('isWhitelistedForWebView', () => {
  const domains = ['good.example', 'https://docs.partner.example/']
  it('allows a listed domain and its subdomains', () => {
    expect(isWhitelistedForWebView('https://good.example/a', domains)).toBe(true)
    expect(isWhitelistedForWebView('https://m.good.example/a', domains)).toBe(true)
    expect(isWhitelistedForWebView('https://docs.partner.example/x', domains)).toBe(true)
  })
  it('refuses look-alike hosts', () => {
    expect(isWhitelistedForWebView('https://notgood.example/a', domains)).toBe(false)
    expect(isWhitelistedForWebView('https://good.example.evil.example/a', domains)).toBe(false)
    expect(isWhitelistedForWebView('https://partner.example/x', domains)).toBe(false)
  })
  it('refuses user-info and backslash tricks', () => {
    expect(isWhitelistedForWebView('https://good.example@evil.example/', domains)).toBe(false)
    expect(isWhitelistedForWebView('https://evil.example\\@good.example/', domains)).toBe(false)
  })
  it('refuses non-http links and an empty list', () => {
    expect(isWhitelistedForWebView('javascript:alert(1)//good.example', domains)).toBe(false)
    expect(isWhitelistedForWebView('https://good.example', [])).toBe(false)
  })
})

describe('isSafeRedirect', () => {
  it.each(['/meeting/home', '/meeting/activity/detail?activity_id=abc&source_id=1', '/webview?link=https%3A%2F%2Fgood.example', '/'])(
    'accepts our route %s',
    (path) => {
      expect(isSafeRedirect(path)).toBe(true)
    },
  )
  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    'https%3A%2F%2Fevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    'meeting/home',
    '',
    '/%E0%A4%A',
  ])('rejects %s', (path) => {
    expect(isSafeRedirect(path)).toBe(false)
  })
  it('rejects nothing at all', () => {
    expect(isSafeRedirect(undefined)).toBe(false)
  })
})

describe('checkLinkTarget (short links, issue 26 F6)', () => {
  const hosts = ['example.org', 'https://expo.demo.test']
  it('takes our routes and http(s) addresses of listed hosts and their subdomains, naming the host', () => {
    expect(checkLinkTarget('/meeting/news', hosts)).toEqual({ ok: true, target: { kind: 'route', target: '/meeting/news' } })
    expect(checkLinkTarget(' https://Docs.Example.org:8443/a?b=1 ', hosts)).toEqual({ ok: true, target: { kind: 'web', target: 'https://Docs.Example.org:8443/a?b=1', host: 'docs.example.org' } })
    expect(checkLinkTarget('http://expo.demo.test/', hosts)).toMatchObject({ ok: true })
  })
  it.each([
    ['https://good.example@evil.example', 'userinfo'],
    ['https://example.org@evil.example/', 'userinfo'],
    ['https://u:p@example.org/', 'userinfo'],
    ['https://example.org%40evil.example/', 'userinfo'],
    ['https://evil.example/', 'host'],
    ['https://example.org.evil.example/', 'host'],
    ['https://notexample.org/', 'host'],
    ['javascript:alert(1)', 'scheme'],
    ['ftp://example.org/', 'scheme'],
    ['//example.org/', 'scheme'],
    ['https://example.org\\@evil.example', 'shape'],
    ['https://exa mple.org/', 'shape'],
    ['https://[::1]/', 'shape'],
  ])('refuses %s (%s)', (target, problem) => {
    expect(checkLinkTarget(target, hosts)).toMatchObject({ ok: false, problem })
  })
  it('without a host list (the client) checks everything but the host', () => {
    expect(checkLinkTarget('https://anywhere.example/x')).toMatchObject({ ok: true, target: { host: 'anywhere.example' } })
    expect(checkLinkTarget('https://good.example@evil.example')).toMatchObject({ ok: false, problem: 'userinfo' })
  })
})
