/**
 * The copilot's language model: any OpenAI-compatible chat-completions service, configured by the environment
 * (FU_LLM_BASE_URL, FU_LLM_API_KEY, FU_LLM_MODEL, FU_LLM_TIMEOUT_MS; server/README.md). Without FU_LLM_BASE_URL
 * there is none and the copilot answers from retrieval alone (modules/copilot/matchAnswer.ts). The model gets the retrieved
 * items with their facts as numbered sources and is told to answer only from them; its tokens stream out as they come.
 */
import { kindLabel, localized, type Item, type MatchLanguage } from './matchAnswer'
import { howToSteps, howToTopics } from './matchHowTo'
import type { LlmConfig } from '../../providers/llm/client'

export { llmConfig } from '../../providers/llm/client'

const LANGUAGE_NAMES: Record<MatchLanguage, string> = { zh: 'Simplified Chinese', en: 'English', ja: 'Japanese', ko: 'Korean' }

export function systemPrompt(lang: MatchLanguage, meetingTitle: string): string {
  return [
    `You are the assistant of the event "${meetingTitle}". Answer the visitor's question in ${LANGUAGE_NAMES[lang]} (the language the visitor uses), briefly and concretely.`,
    'Use only the numbered sources below; if they do not answer the question, say so and suggest asking the organiser.',
    'Cite each fact with its source number in square brackets, like [1] or [2].',
    'If an activity\'s registration is closed, full or not started yet, say so plainly.',
    'Never invent or estimate prices, dates or places: give only those written in the sources.',
    'Never write a link, a route or an id: the sources are shown to the visitor as cards below your answer.',
  ].join('\n')
}

/** The sources as the model reads them: number, kind, title and every fact, in the visitor's language. */
export function sourcesPrompt(items: Item[], lang: MatchLanguage): string {
  if (!items.length) return 'Sources: none found.'
  return ['Sources:', ...items.map((item, i) => {
    const facts = item.facts(lang)
    return `[${i + 1}] ${kindLabel(lang, item.kind)}: ${localized(item.title, lang)}${facts.length ? `\n${facts.map((f) => `    ${f}`).join('\n')}` : ''}`
  })].join('\n')
}

/** The app's own steps for a how-to question (register, pay, invoice, refund, check-in), for the model to tell. */
export function stepsPrompt(question: string, lang: MatchLanguage): string {
  const topics = howToTopics(question)
  return topics.length ? ['How to do it in this app (tell these steps when asked):', ...topics.map((topic) => howToSteps(topic, lang))].join('\n') : ''
}

/** The model's answer as it streams: each text delta as it arrives. Rejects on any failure (the caller falls back). */
export async function* streamLlmAnswer(config: LlmConfig, input: { question: string; items: Item[]; lang: MatchLanguage; meetingTitle: string }, signal?: AbortSignal): AsyncGenerator<string> {
  // No retry: a visitor is waiting, and a failure falls back to the retrieval answer at once.
  const stream = await config.client.chat.completions.create({
    model: config.model,
    stream: true,
    temperature: 0.2,
    messages: [
      { role: 'system', content: [systemPrompt(input.lang, input.meetingTitle), stepsPrompt(input.question, input.lang), sourcesPrompt(input.items, input.lang)].filter(Boolean).join('\n\n') },
      { role: 'user', content: input.question },
    ],
  }, { signal, maxRetries: 0 })
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta?.content
    if (text) yield text
  }
}
