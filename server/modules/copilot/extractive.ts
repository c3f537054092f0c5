/**
 * Minutes without a language model: an extractive summary of the transcript. No maintained summarisation library is
 * installed in this project (the ones on npm are English-only or unmaintained, and the minutes must work in Chinese,
 * Japanese and Korean as well), so this is a small frequency-based sentence scorer (Luhn's method):
 * tokens are words for alphabetic scripts and character bigrams for CJK (no word spaces there), a sentence scores
 * the average document frequency of its content tokens (with a nudge for the opening), and the best sentences are
 * kept in spoken order. Decisions are sentences with a decision cue; Q&A pairs a question with the line after it.
 */

export interface MinutesContent {
  summary: string
  key_points: string[]
  decisions: string[]
  qa: { q: string; a: string }[]
}

const STOP = new Set(('a an and are as at be but by for from has have i in is it its of on or our so that the their there this to '
  + 'was we were will with you your they them he she us my me do does did not no yes all can just very also about into than then now '
  + 'let us here what which who how when where').split(' '))

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/

/** Content tokens of a sentence: lowercased words (no stop words, ≥ 2 letters) and CJK character bigrams. */
export function tokens(sentence: string): string[] {
  const out: string[] = []
  for (const run of sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (CJK.test(run)) {
      const chars = [...run].filter(c => CJK.test(c))
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1])
    } else if (run.length >= 2 && !STOP.has(run)) out.push(run)
  }
  return out
}

/** Sentences of a transcript's lines: each line split at sentence ends (. ! ? 。 ！ ？), trimmed, empty ones dropped. */
export function sentences(lines: string[]): string[] {
  return lines.flatMap(line => line.match(/[^.!?。！？]+[.!?。！？]*/gu) ?? []).map(s => s.trim()).filter(s => tokens(s).length > 0)
}

/** Sentence scores: mean frequency (over the transcript) of the sentence's distinct tokens, the first sentence × 1.2. */
export function scoreSentences(list: string[]): number[] {
  const frequency = new Map<string, number>()
  const sets = list.map(s => new Set(tokens(s)))
  for (const set of sets) for (const token of set) frequency.set(token, (frequency.get(token) ?? 0) + 1)
  return sets.map((set, i) => {
    if (!set.size) return 0
    let sum = 0
    for (const token of set) sum += frequency.get(token)! - 1 // a token said once says nothing about the topic
    // Longer sentences carry more, but not linearly.
    return (sum / Math.sqrt(set.size)) * (i === 0 ? 1.2 : 1)
  })
}

/** The `count` best sentences, in the order they were said. */
export function topSentences(list: string[], count: number): string[] {
  const scores = scoreSentences(list)
  return list.map((s, i) => ({ s, i, score: scores[i] })).sort((a, b) => b.score - a.score || a.i - b.i).slice(0, count)
    .sort((a, b) => a.i - b.i).map(x => x.s)
}

const DECISION = /\b(decided|agreed|will launch|we will|approved|resolved|plan to|starting (?:from|on|next))\b|决定|確定|确定|将于|同意|通过|決定|合意|開始します|결정|합의|시작합니다|출시합니다/i
const QUESTION = /[?？]$|^(q|question)\s*[:：]|^(提问|问|質問|질문)\s*[:：]/i

const joiner = (text: string) => (CJK.test(text) ? '' : ' ')

export function extractiveMinutes(lines: string[]): MinutesContent {
  const list = sentences(lines)
  if (!list.length) return { summary: '', key_points: [], decisions: [], qa: [] }
  const summaryCount = Math.min(3, Math.max(1, Math.round(list.length / 6)))
  const summaryParts = topSentences(list, summaryCount)
  const summary = summaryParts.join(joiner(summaryParts.join('')))
  const key_points = topSentences(list, Math.min(5, Math.max(2, Math.round(list.length / 4)))).filter(s => !QUESTION.test(s))
  const decisions = list.filter(s => DECISION.test(s) && !QUESTION.test(s)).slice(0, 5)
  const qa: { q: string; a: string }[] = []
  for (let i = 0; i < list.length - 1 && qa.length < 5; i++) {
    if (QUESTION.test(list[i]) && !QUESTION.test(list[i + 1])) { qa.push({ q: list[i], a: list[i + 1] }); i++ }
  }
  return { summary, key_points, decisions, qa }
}
