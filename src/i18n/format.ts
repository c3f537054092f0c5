/**
 * How a message's text becomes what the screen shows. The syntax is a small subset of ICU MessageFormat:
 *
 *   `{name}`                                          the parameter's value
 *   `{count, plural, one {# vote} other {# votes}}`   the variant for the plural category of `count` in the message's
 *                                                     language; `#` in a variant is the number; `=0 {No votes yet}`
 *                                                     (an exact number) wins over a category; `other` is required
 *
 * Variants may hold placeholders and further plurals. Chinese, Japanese and Korean have no grammatical plural and keep
 * plain `{count}`; English writes the plural form wherever a count stands before a noun (test/unit/i18n/plurals.test.ts
 * lists the count placeholders and fails on an English message that forgets it).
 *
 * Not ICU: no apostrophe quoting (the English texts use apostrophes freely), no `select`/`selectordinal`/`offset`, and a
 * `{` that does not open a placeholder is plain text. A missing parameter stays visible (`{name}`), so a bug shows on
 * screen.
 *
 * Why no library: the maintained ICU formatter (intl-messageformat) is only a dev tool's dependency here, adds about 12 KB
 * (minified, gzip) to the first-screen script that the catalogue split just cut, and selects plurals through Intl.PluralRules
 * anyway — which WeChat's Android engine and iOS before 13 may lack. So the selection below uses Intl.PluralRules where
 * it exists (any language the app may add gets CLDR's rules) and otherwise CLDR's rules for the app's own languages.
 */

type Node =
  | string
  | { kind: 'arg'; name: string; source: string }
  | { kind: 'plural'; name: string; source: string; exact: Record<string, Node[]>; variants: Record<string, Node[]> }
  | { kind: 'hash' }

/** A message that cannot be read (an unclosed plural, a plural without `other`). */
export class MessageSyntaxError extends Error {}

class Parser {
  pos = 0
  constructor(readonly text: string) {}

  /** Nodes up to the end of the text, or up to the `}` that closes a variant (`nested`). */
  message(nested: boolean, inPlural: boolean): Node[] {
    const nodes: Node[] = []
    let literal = ''
    const flush = (): void => {
      if (literal) nodes.push(literal)
      literal = ''
    }
    while (this.pos < this.text.length) {
      const char = this.text[this.pos]
      if (char === '}' && nested) {
        flush()
        return nodes
      }
      if (char === '#' && inPlural) {
        flush()
        nodes.push({ kind: 'hash' })
        this.pos++
        continue
      }
      if (char === '{') {
        const node = this.placeholder()
        if (node) {
          flush()
          nodes.push(node)
          continue
        }
      }
      literal += char
      this.pos++
    }
    if (nested) throw new MessageSyntaxError(`unclosed variant in "${this.text}"`)
    flush()
    return nodes
  }

  /** `{name}` or `{name, plural, …}` at pos (moves past it), or null when the `{` is plain text. */
  private placeholder(): Node | null {
    const start = this.pos
    const simple = /^\{\s*([A-Za-z_]\w*)\s*\}/.exec(this.text.slice(start))
    if (simple) {
      this.pos += simple[0].length
      return { kind: 'arg', name: simple[1], source: simple[0] }
    }
    const plural = /^\{\s*([A-Za-z_]\w*)\s*,\s*plural\s*,/.exec(this.text.slice(start))
    if (!plural) return null
    this.pos += plural[0].length
    const exact: Record<string, Node[]> = {}
    const variants: Record<string, Node[]> = {}
    for (;;) {
      this.skipSpace()
      if (this.pos >= this.text.length) throw new MessageSyntaxError(`unclosed plural in "${this.text}"`)
      if (this.text[this.pos] === '}') {
        this.pos++
        break
      }
      const selector = /^(=\d+(?:\.\d+)?|[a-z]+)\s*\{/.exec(this.text.slice(this.pos))
      if (!selector) throw new MessageSyntaxError(`bad plural variant at ${this.pos} in "${this.text}"`)
      this.pos += selector[0].length
      const body = this.message(true, true)
      this.pos++ // the variant's `}`
      if (selector[1].startsWith('=')) exact[String(Number(selector[1].slice(1)))] = body
      else variants[selector[1]] = body
    }
    if (!variants.other) throw new MessageSyntaxError(`plural without "other" in "${this.text}"`)
    return { kind: 'plural', name: plural[1], source: this.text.slice(start, this.pos), exact, variants }
  }

  private skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++
  }
}

const parsed = new Map<string, Node[]>()

/** The message's pieces (cached: the catalogues are a fixed set of texts). Throws MessageSyntaxError. */
export function parseMessage(text: string): Node[] {
  let nodes = parsed.get(text)
  if (!nodes) {
    nodes = new Parser(text).message(false, false)
    parsed.set(text, nodes)
  }
  return nodes
}

/** The names of a message's parameters, and which of them choose a plural variant. */
export function messageParams(text: string): { names: Set<string>; plurals: Set<string> } {
  const names = new Set<string>()
  const plurals = new Set<string>()
  const walk = (nodes: Node[]): void => {
    for (const node of nodes) {
      if (typeof node === 'string' || node.kind === 'hash') continue
      names.add(node.name)
      if (node.kind === 'plural') {
        plurals.add(node.name)
        for (const body of [...Object.values(node.exact), ...Object.values(node.variants)]) walk(body)
      }
    }
  }
  walk(parseMessage(text))
  return { names, plurals }
}

type PluralRule = (n: number) => string
const rules = new Map<string, PluralRule>()

/** CLDR's cardinal rules of the app's languages, for an engine without Intl.PluralRules. */
function fallbackRule(language: string): PluralRule {
  if (/^(zh|ja|ko)\b/.test(language)) return () => 'other'
  // English (and most languages the app could add first): `one` for exactly 1, written without decimals.
  return n => (n === 1 ? 'one' : 'other')
}

/** The plural category (`one`, `other`, …) of n in the language: Intl.PluralRules where the engine has it. */
export function pluralCategory(language: string, n: number): string {
  let rule = rules.get(language)
  if (!rule) {
    rule = fallbackRule(language)
    if (typeof Intl !== 'undefined' && typeof Intl.PluralRules === 'function') {
      try {
        const intl = new Intl.PluralRules(language)
        rule = n => intl.select(n)
      } catch {
        // An unknown language tag: the fallback's rule.
      }
    }
    rules.set(language, rule)
  }
  return rule(n)
}

function render(nodes: Node[], params: Record<string, string | number>, language: string, hash: string | null): string {
  let out = ''
  for (const node of nodes) {
    if (typeof node === 'string') out += node
    else if (node.kind === 'hash') out += hash ?? '#'
    else if (!(node.name in params)) out += node.source
    else if (node.kind === 'arg') out += String(params[node.name])
    else {
      const value = params[node.name]
      const n = typeof value === 'number' ? value : Number(value)
      const variant = (Number.isFinite(n) ? node.exact[String(n)] ?? node.variants[pluralCategory(language, n)] : undefined) ?? node.variants.other
      out += render(variant, params, language, String(value))
    }
  }
  return out
}

/**
 * Fills a message's `{name}` placeholders and chooses its plural variants by the language's rules. Missing params stay
 * visible so a bug shows on screen; so does a message that cannot be read (its placeholders are still filled).
 */
export function fillParams(text: string, params: Record<string, string | number> | undefined, language: string): string {
  if (!params || !text.includes('{')) return text
  try {
    return render(parseMessage(text), params, language, null)
  } catch {
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
  }
}
