import { FilterXSS, escapeAttrValue, friendlyAttrValue, type IWhiteList } from 'xss'

/** SPEC §9: each stored chunk of rich text stays under this many UTF-8 bytes. */
export const RICH_TEXT_CHUNK_BYTES = 30720

const TEXT_TAGS = ['p', 'br', 'hr', 'span', 'div', 'blockquote', 'pre', 'code', 'sub', 'sup']
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
const EMPHASIS = ['strong', 'b', 'em', 'i', 'u', 's', 'del', 'mark', 'small']
const LISTS = ['ul', 'ol', 'li']

const ALLOWED: IWhiteList = {
  ...Object.fromEntries([...TEXT_TAGS, ...HEADINGS, ...EMPHASIS, ...LISTS].map((tag) => [tag, []])),
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
}

const LINK_SCHEMES = /^(https?:|mailto:)/i
const IMAGE_SCHEMES = /^https?:/i

/** The URL as a browser would read it: entities decoded, blanks and control characters dropped. */
function readableUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return friendlyAttrValue(value).replace(/[\u0000-\u0020\u007f]/g, '')
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const url = readableUrl(value)
      // Every kept link opens in a new tab without passing ranking or window access.
      return LINK_SCHEMES.test(url) ? `href="${escapeAttrValue(url)}" rel="nofollow noopener" target="_blank"` : ''
    }
    if (tag === 'img' && name === 'src') {
      const url = readableUrl(value)
      return IMAGE_SCHEMES.test(url) ? `src="${escapeAttrValue(url)}"` : ''
    }
    return undefined
  },
})

/**
 * Organiser and user HTML reduced to an allow-list: paragraphs, headings, emphasis, lists,
 * http(s) images and http(s)/mailto links (forced to open in a new tab with rel="nofollow noopener").
 * Scripts, styles, event handlers and javascript: URLs go.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return filter.process(html ?? '')
}

/** Bytes a string takes in UTF-8, without TextEncoder (missing in some mini-program runtimes). */
export function utf8ByteLength(text: string): number {
  let bytes = 0
  for (const char of text) {
    const code = char.codePointAt(0)!
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

// A tag (quotes may hold ">"), an entity, or one code point of text.
const ATOM = /<[A-Za-z/!?](?:"[^"]*"|'[^']*'|[^'">])*>?|&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);|[\s\S]/gu

/**
 * Splits HTML into pieces each under `maxBytes` UTF-8 bytes (SPEC §5, §9), cutting only between
 * tags, entities and whole characters; joined back they give the input unchanged. A single tag
 * longer than the limit (e.g. an inline data URI) cannot be cut and becomes a chunk of its own.
 */
export function splitRichText(html: string, maxBytes: number = RICH_TEXT_CHUNK_BYTES): string[] {
  const chunks: string[] = []
  let current = ''
  let currentBytes = 0
  for (const atom of html.match(ATOM) ?? []) {
    const bytes = utf8ByteLength(atom)
    if (current && currentBytes + bytes >= maxBytes) {
      chunks.push(current)
      current = ''
      currentBytes = 0
    }
    current += atom
    currentBytes += bytes
  }
  if (current) chunks.push(current)
  return chunks
}
