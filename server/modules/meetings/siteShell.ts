/**
 * The H5 site's index.html, filled from the meeting it opens (issue 15, first paint without waiting for the script):
 * the meeting's title as the window's, its theme colour, and a static page of its hero (cover, title, dates, place)
 * laid over the app's mount point until the app shows its own (platform.removeStartShell: the home when its meeting is
 * shown, any other screen at once). The meeting is the one the site opens without an id: the custom domain's, else the
 * default (GET /demand/meetings). Everything the organiser wrote is escaped; a colour is used only when it is one.
 *
 * Two inline scripts, allowed by their hashes in the CSP (http/csp.ts): START_SHELL_SCRIPT takes the page away before the
 * first paint when the address opens another screen or another meeting (`#/activity/list`, `?meeting_id=` of another);
 * START_SCRIPTS_LOADER starts the app's scripts (listed as JSON, #fu-scripts) once the start page's cover has been shown.
 * The first two answers the home asks for (the meeting, its blocks) come inlined as JSON (startAnswers), so the app
 * does not wait for them (src/api/startPayload.ts).
 */
import crypto from 'node:crypto'
import escapeHtml from 'escape-html'
import type { FastifyInstance } from 'fastify'
import type { LanguageCode, Meeting, MeetingBlock } from '../../../types/entities'
import { localize } from '@core/localize'
import { DEFAULT_THEME_COLOR, validColor } from '@core/theme'
import { formatTimeRange } from '@core/time'

const LANGUAGES: readonly LanguageCode[] = ['zh', 'en', 'ja', 'ko']
const LANGUAGE_TAGS: Record<LanguageCode, string> = { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' }

/** Runs before the first paint: the hash routes of the home are `#/`, `#/home`, `#/meeting/home` (src/router/routes.ts). */
export const START_SHELL_SCRIPT = "(function(){var s=document.getElementById('fu-shell');if(!s)return;" +
  "var h=location.hash.replace(/^#\\/?/,''),q=h.split('?'),m=/(?:^|&)meeting_id=([^&]*)/.exec(q[1]||'');" +
  "if(!/^((meeting\\/)?home)?\\/?$/.test(q[0])||(m&&m[1]&&m[1]!==s.getAttribute('data-meeting')))s.parentNode.removeChild(s)})()"

/**
 * Starts the app's scripts once the browser has shown the start page's cover: its Element Timing entry (`elementtiming`
 * on the cover), else, where the browser has none (Safari), its decoding and the frame after it; at once when the tab
 * is hidden (no frames) or there is no start page; 1.5 s at the latest, so a big cover on a slow network holds the app back
 * no longer than that. They are fetched from then on, not preloaded with
 * the HTML: a script downloaded before the cover's paint shared the phone's bandwidth with it, and Lighthouse's LCP
 * (always this cover) counted it or not by a race, 1.2 to 2.4 s for the same page (issue 15). The script addresses come
 * as data (#fu-scripts), in their order, and run in it (async = false).
 */
export const START_SCRIPTS_LOADER = "(function(){var d=0;function go(){if(d)return;d=1;var l=JSON.parse(document.getElementById('fu-scripts').textContent);" +
  "for(var i=0;i<l.length;i++){var s=document.createElement('script');s.src=l[i];s.async=false;document.head.appendChild(s)}}" +
  'function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  "var s=document.getElementById('fu-shell'),c=s&&s.querySelector('img'),P=window.PerformanceObserver,T=(P&&P.supportedEntryTypes)||[];" +
  "if(!s||document.visibilityState==='hidden')go();else if(!c||!c.decode)painted();" +
  "else if(T.indexOf('element')<0)c.decode().then(painted,painted);" +
  "else{new P(function(l){var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].identifier==='fu-cover')go()}).observe({type:'element',buffered:true});c.decode().catch(go)}" +
  'setTimeout(go,1500)})()'

const sha256Source = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`

/** The CSP sources that allow the two inline scripts above and nothing else inline. */
export const START_SCRIPT_HASHES = [sha256Source(START_SHELL_SCRIPT), sha256Source(START_SCRIPTS_LOADER)]

/**
 * The start page's styles: the app's mobile home (bar 52 px, cover 200 px, title 20 px) and, from 1024 px, its desktop
 * hero (a 1200 px column, cover 640 × 360). Values mirror src/styles/_tokens.scss and src/components/meetingHome/home.scss.
 */
const SHELL_STYLE = [
  '.fu-shell{position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:1000;background:#f5f6f8;color:#1f1f1f;',
  "font:15px/1.5 -apple-system,BlinkMacSystemFont,'PingFang SC','Hiragino Sans','Noto Sans CJK','Malgun Gothic',sans-serif}",
  '.fu-shell__bar{height:52px;background:#fff}',
  '.fu-shell__hero{background:#fff}',
  '.fu-shell__cover{display:block;width:100%;height:200px;object-fit:cover;background:#e9ecf1}',
  '.fu-shell__body{display:flex;flex-direction:column;gap:8px;padding:16px}',
  '.fu-shell__title{margin:0;font-size:20px;font-weight:600;line-height:1.4}',
  '.fu-shell__dates{font-size:14px;color:var(--fu-theme-color)}',
  '.fu-shell__place{font-size:14px;color:#666}',
  '@media (min-width:1024px){.fu-shell__bar{height:64px;border-bottom:1px solid #eee}',
  // The app's desktop column: 1200 px at least, centred, with 16 px gutters (src/app.scss .fu-desktop-column).
  '.fu-shell__hero{display:flex;width:1168px;margin:48px max(16px,calc((100% - 1168px) / 2)) 0;border-radius:12px;overflow:hidden}',
  '.fu-shell__cover{width:640px;height:360px;flex:none}',
  '.fu-shell__body{padding:32px 40px;gap:16px}.fu-shell__title{font-size:32px}.fu-shell__dates,.fu-shell__place{font-size:16px}}',
].join('')

export interface StartShell {
  meetingId: string
  language: LanguageCode
  title: string
  dates: string
  place: string
  cover?: string
  themeColor: string
}

/** The meeting's languages (config.language flags), else all four. */
function enabledLanguages(meeting: Meeting): LanguageCode[] {
  const flags = meeting.config?.language as Partial<Record<LanguageCode, number>> | undefined
  const enabled = LANGUAGES.filter(code => flags?.[code] === 1)
  return enabled.length ? enabled : [...LANGUAGES]
}

/** The visitor's language as the app picks it without a stored choice: the browser's first enabled, else the meeting's first. */
export function shellLanguage(meeting: Meeting, acceptLanguage: string | undefined): LanguageCode {
  const enabled = enabledLanguages(meeting)
  const wanted = (acceptLanguage ?? '').split(',')
    .map(part => { const [tag, q] = part.trim().split(';q='); return { code: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) } })
    .filter(entry => entry.code && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  return (wanted.find(entry => enabled.includes(entry.code as LanguageCode))?.code as LanguageCode | undefined) ?? enabled[0]
}

export function startShell(meeting: Meeting, acceptLanguage: string | undefined): StartShell {
  const language = shellLanguage(meeting, acceptLanguage)
  return {
    meetingId: meeting._id,
    language,
    title: localize(meeting.title, language),
    dates: formatTimeRange(meeting.start, meeting.end, meeting.timezone),
    place: meeting.place ? localize(meeting.place, language) : '',
    cover: meeting.cover,
    themeColor: validColor(meeting.config?.theme_color) ?? DEFAULT_THEME_COLOR,
  }
}

/** A cover the page may load: a site path or an http(s) URL (anything else, e.g. `javascript:`, is left out). */
function safeImageUrl(src: string | undefined): string | undefined {
  if (!src) return undefined
  return /^(\/(?!\/)|https?:\/\/)/i.test(src) ? src : undefined
}

/** index.html of the build with the meeting's title, language, theme colour, start page and first answers. */
export function renderIndexHtml(template: string, shell: StartShell | undefined, answers: StartAnswers = {}): string {
  if (!shell) return template
  const title = escapeHtml(shell.title)
  const cover = safeImageUrl(shell.cover)
  const page = [
    // A picture of the screen to come, for the eyes only: screen readers (and tests by role) meet the app's own hero.
    `<div id="fu-shell" class="fu-shell" data-meeting="${escapeHtml(shell.meetingId)}" aria-hidden="true">`,
    '<div class="fu-shell__bar"></div>',
    '<div class="fu-shell__hero">',
    cover ? `<img class="fu-shell__cover" src="${escapeHtml(cover)}" alt="${title}" width="640" height="360" fetchpriority="high" elementtiming="fu-cover">` : '',
    '<div class="fu-shell__body">',
    `<h1 class="fu-shell__title">${title}</h1>`,
    `<div class="fu-shell__dates">${escapeHtml(shell.dates)}</div>`,
    shell.place ? `<div class="fu-shell__place">${escapeHtml(shell.place)}</div>` : '',
    '</div></div></div>',
    `<script>${START_SHELL_SCRIPT}</script>`,
    // Data, not script (never run, so outside the CSP's script-src): read by src/api/startPayload.ts.
    answers.meeting ? `<script type="application/json" id="fu-start">${scriptJson(answers)}</script>` : '',
  ].join('')
  // The build's deferred scripts become a list the loader starts once the cover is painted (START_SCRIPTS_LOADER).
  const scripts: string[] = []
  const deferred = template.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_tag, src: string) => { scripts.push(src); return '' })
  const loader = `<script type="application/json" id="fu-scripts">${scriptJson(scripts)}</script><script>${START_SCRIPTS_LOADER}</script>`
  return (scripts.length ? deferred.replace('</body>', () => `${loader}</body>`) : template)
    .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[shell.language]}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="theme-color" content="[^"]*">/, () => `<meta name="theme-color" content="${escapeHtml(shell.themeColor)}">`)
    .replace('</head>', () => `<style>:root{--fu-theme-color:${shell.themeColor}}${SHELL_STYLE}</style></head>`)
    .replace(/<body>/, () => `<body>${page}`)
}


/** The first screen's answers, as the API gives them to anyone (src/api/startPayload.ts reads them in the page). */
export interface StartAnswers { meeting?: Meeting; blocks?: MeetingBlock[] }

/**
 * GET /demand/meetings for the meeting this host opens (its custom domain's, else the default, SPEC §1) and GET
 * /meeting/blocks of that meeting's released layout, asked of the API itself so they are exactly what the app would get.
 */
export async function startAnswers(app: FastifyInstance, hostname: string | undefined): Promise<StartAnswers> {
  const get = async <T>(url: string): Promise<T | undefined> => {
    const answer = await app.inject({ method: 'GET', url: `/fu/api${url}` })
    return answer.statusCode === 200 ? (answer.json() as { results: T }).results : undefined
  }
  const host = (hostname ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const [meeting] = (await get<Meeting[]>(`/demand/meetings?${host ? `domain=${encodeURIComponent(host)}&` : ''}limit=1`)) ?? []
  if (!meeting) return {}
  const blocks = await get<MeetingBlock[]>(`/meeting/blocks?meeting_id=${encodeURIComponent(meeting._id)}&limit=999&weight=1&with_hls=1`)
  return { meeting, blocks }
}

/** JSON inside a <script> element: nothing in it can close the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
