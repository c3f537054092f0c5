/**
 * Style sheets take their colours from src/styles/_tokens.scss: no colour literal anywhere else, and the theme's
 * CSS variables are written without a fallback (their defaults are set once in app.scss, ThemeScope sets the
 * meeting's). Every sheet also compiles as the build compiles it (relative @use paths, no extra load paths).
 */
import fs from 'fs'
import path from 'path'
import * as sass from 'sass'

const root = path.resolve(__dirname, '../../..')
const src = path.join(root, 'src')
const tokensFile = path.join(src, 'styles', '_tokens.scss')
// Stencil's own default look of <taro-button-core>, copied unchanged for the H5 Button that no longer runs Stencil
// (src/platform/htmlControls.tsx): Taro's colours, not our palette, and kept identical so our rules outweigh them as before.
const vendorCopies = [path.join(src, 'platform', 'htmlControls.scss')]

function sheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sheets(full)
    return entry.name.endsWith('.scss') ? [full] : []
  })
}

// CSS named colours (CSS Color 4), without transparent and currentColor.
const NAMED = 'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'.split(' ')
const NAMED_RE = new RegExp(`(?<![\\w$-])(${NAMED.join('|')})(?![\\w-])`, 'i')
const HEX_RE = /#[0-9a-f]{3,8}(?![\w-])/i
const FUNCTION_RE = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i
const THEME_FALLBACK_RE = /var\(\s*--fu-(theme-color|main-button-color|radius)\s*,/

/** A sheet without its comments, line numbers kept. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '')
}

/** The colour literals in a sheet's declarations (comments and selectors left out), with their line numbers. */
function colourLiterals(text: string): string[] {
  const noComments = withoutComments(text)
  const found: string[] = []
  // A declaration is `name: value` ending at `;` or `}`; a selector ends at `{` and is skipped.
  const declaration = /([\w-]+)\s*:([^;{}]*)(?=[;}]|$)/g
  for (let m = declaration.exec(noComments); m; m = declaration.exec(noComments)) {
    const [, property, value] = m
    const literal = value.match(HEX_RE)?.[0] ?? value.match(FUNCTION_RE)?.[0] ?? value.match(NAMED_RE)?.[0]
    if (!literal) continue
    const line = noComments.slice(0, m.index).split('\n').length
    found.push(`${line}: ${property}: ${value.trim()}`)
  }
  return found
}

const files = sheets(src)

describe('style tokens', () => {
  it('finds the style sheets and the tokens file', () => {
    expect(files).toContain(tokensFile)
    expect(files.length).toBeGreaterThan(10)
    // An exempt copy that no longer exists must leave the list, not hide a new file of the same name.
    for (const copy of vendorCopies) expect(files).toContain(copy)
  })

  it('the check itself sees hex, functional and named colours, not selectors, comments or interpolation', () => {
    expect(colourLiterals('.a { color: #fff; }')).toHaveLength(1)
    expect(colourLiterals('.a { box-shadow: 0 1px 2px rgba(0, 0, 0, 0.1) }')).toHaveLength(1)
    expect(colourLiterals('.a { border: 1px solid white; }')).toHaveLength(1)
    expect(colourLiterals('.a { background: hsl(0 0% 50%); }')).toHaveLength(1)
    expect(colourLiterals('.a { --x: #{$theme-default}; color: $color-text; white-space: nowrap; }')).toEqual([])
    expect(colourLiterals('.fu-tone--red:hover { color: currentColor; } // red #f00\n/* black */')).toEqual([])
  })

  it.each(files.filter((f) => f !== tokensFile && !vendorCopies.includes(f)).map((f) => [path.relative(root, f), f]))(
    '%s has no colour literal (use a token of src/styles/_tokens.scss)',
    (_name, file) => {
      expect(colourLiterals(fs.readFileSync(file, 'utf8'))).toEqual([])
    },
  )

  it.each(files.map((f) => [path.relative(root, f), f]))(
    '%s writes the theme variables without a fallback (their default is set once, in app.scss)',
    (_name, file) => {
      const lines = withoutComments(fs.readFileSync(file, 'utf8')).split('\n')
      expect(lines.map((l, i) => (THEME_FALLBACK_RE.test(l) ? `${i + 1}: ${l.trim()}` : '')).filter(Boolean)).toEqual([])
    },
  )

  it('app.scss sets the theme variables\' defaults from the tokens', () => {
    const app = fs.readFileSync(path.join(src, 'app.scss'), 'utf8')
    expect(app).toMatch(/--fu-theme-color:\s*#\{\$theme-default\}/)
    expect(app).toMatch(/--fu-main-button-color:\s*#\{\$main-button-default\}/)
    expect(app).toMatch(/--fu-radius:\s*#\{\$radius-theme-default\}/)
  })

  it('every sheet compiles the way the build compiles it (relative @use, no extra load paths)', () => {
    const failures: string[] = []
    for (const file of files) {
      if (path.basename(file).startsWith('_')) continue
      try {
        sass.compile(file, { loadPaths: [], silenceDeprecations: ['import', 'global-builtin', 'slash-div', 'color-functions'] })
      } catch (error) {
        failures.push(`${path.relative(root, file)}: ${(error as Error).message}`)
      }
    }
    expect(failures).toEqual([])
  })
})
