/** Rich text as the plain text a person edits: paragraphs and line breaks kept as new lines, tags dropped, entities read. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return ''
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6])>/gi, '\n\n')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name])
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Whether a text holds markup the plain-text editor would drop (lists, emphasis, links …), not just paragraphs. */
export function hasRichMarkup(html: string | null | undefined): boolean {
  return /<(?!\/?(p|br)\b)[a-z]/i.test(html ?? '')
}
