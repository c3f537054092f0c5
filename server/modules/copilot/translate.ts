/**
 * Subtitle lines into the meeting's languages through the language model (providers/llm/client.ts). One request per batch of
 * lines and target language set; the model answers {"zh": [...], "en": [...]} with one entry per line, in order.
 * Anything missing or malformed leaves that language out (the line shows in its spoken language instead).
 */
import { chatJson, type LlmConfig } from '../../providers/llm/client'

export const LANGUAGE_NAMES: Record<string, string> = { zh: 'Simplified Chinese', en: 'English', ja: 'Japanese', ko: 'Korean' }

export async function translateLines(llm: LlmConfig, lines: string[], from: string, to: string[]): Promise<Record<string, string[]>> {
  const targets = to.filter(lang => lang !== from && LANGUAGE_NAMES[lang])
  if (!lines.length || !targets.length) return {}
  const system = 'You translate live-event subtitles. Keep names, numbers and product names; keep each line short and spoken. '
    + 'Answer only a JSON object whose keys are language codes and whose values are arrays of translated lines, one per input line, in the same order.'
  const user = `Source language: ${LANGUAGE_NAMES[from] ?? from}.\nTarget languages: ${targets.map(lang => `${lang} (${LANGUAGE_NAMES[lang]})`).join(', ')}.\n`
    + `Lines (JSON array):\n${JSON.stringify(lines)}`
  const answer = await chatJson(llm, system, user)
  const result: Record<string, string[]> = {}
  for (const lang of targets) {
    const list = answer[lang]
    if (Array.isArray(list) && list.length === lines.length && list.every(item => typeof item === 'string')) result[lang] = list as string[]
  }
  return result
}
