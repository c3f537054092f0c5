/**
 * The language model: any OpenAI-compatible chat-completions endpoint (a hosted model, Coze's compatible API, a
 * local llama.cpp / Ollama server), configured by FU_LLM_BASE_URL, FU_LLM_API_KEY, FU_LLM_MODEL and
 * FU_LLM_TIMEOUT_MS (server/README.md). Without FU_LLM_BASE_URL there is no model (null) and callers fall back.
 */
import OpenAI from 'openai'

export interface LlmConfig { client: OpenAI; model: string }

export function llmConfig(env: Record<string, string | undefined> = process.env): LlmConfig | null {
  const baseURL = env.FU_LLM_BASE_URL?.trim()
  if (!baseURL) return null
  const timeout = Number(env.FU_LLM_TIMEOUT_MS ?? 60_000)
  return {
    client: new OpenAI({ baseURL, apiKey: env.FU_LLM_API_KEY || 'none', timeout: Number.isFinite(timeout) && timeout > 0 ? timeout : 60_000, maxRetries: 1 }),
    model: env.FU_LLM_MODEL?.trim() || 'gpt-4o-mini',
  }
}

/** One chat completion asked to answer a JSON object; the object, or an error when the answer is not one. */
export async function chatJson(llm: LlmConfig, system: string, user: string): Promise<Record<string, unknown>> {
  const answer = await llm.client.chat.completions.create({
    model: llm.model,
    temperature: 0.2,
    messages: [{ role: 'system', content: system }, { role: 'user', content: user }],
  })
  const content = answer.choices[0]?.message?.content ?? ''
  // Models sometimes wrap JSON in a ```json fence or add a sentence around it: take the outermost object.
  const start = content.indexOf('{')
  const end = content.lastIndexOf('}')
  if (start < 0 || end <= start) throw new Error('the model did not answer a JSON object')
  const parsed: unknown = JSON.parse(content.slice(start, end + 1))
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('the model did not answer a JSON object')
  return parsed as Record<string, unknown>
}
