/** Enterprises, their products, likes and questions, and exhibitors (SPEC §7 "Enterprises", "Exhibitors"). */
import type { Enterprise, Exhibitor, LanguageCode, LocalizedText, ObjectId, Product, Question } from '@fu-types/entities'
import type { Count, ViewRequest } from '@fu-types/api'
import { request, requestEnvelope, type Query } from './http'

/** The default list: weight desc, recommended, published, not deleted. */
const ENTERPRISE_LIST_QUERY = { sort: '-weight', recommend: 1, status: 1, deleted: 0 } as const

export const listEnterprises = (query: Query) => requestEnvelope<Enterprise[]>('/enterprises', { query: { ...ENTERPRISE_LIST_QUERY, ...query } })

/**
 * One page of a meeting's exhibitors, recommended ones first, each part by weight desc: the page is cut from the
 * recommended list (recommend=1) and continues into the rest (recommend=0), whose total completes the count.
 */
export async function listExhibitorsRecommendedFirst(query: Query, skip: number, limit: number): Promise<{ items: Enterprise[]; total: number }> {
  const recommended = await listEnterprises({ ...query, recommend: 1, skip, limit })
  const first = recommended.results ?? []
  const recommendedTotal = recommended.total ?? first.length
  const room = limit - first.length
  if (room <= 0) {
    const rest = await countEnterprises({ ...ENTERPRISE_LIST_QUERY, ...query, recommend: 0 })
    return { items: first, total: recommendedTotal + rest.total }
  }
  const rest = await listEnterprises({ ...query, recommend: 0, skip: Math.max(0, skip - recommendedTotal), limit: room })
  const others = rest.results ?? []
  return { items: [...first, ...others], total: recommendedTotal + (rest.total ?? others.length) }
}

/** One enterprise by id, or null; a deleted one sends the visitor to /204 (http.ts). */
export const fetchEnterprise = (enterpriseId: ObjectId): Promise<Enterprise | null> =>
  requestEnvelope<Enterprise[]>('/enterprises', { query: { _id: enterpriseId } }).then(envelope => envelope.results?.[0] ?? null)
export const countEnterprises = (query: Query) => request<Count>('/enterprises/count', { query })
export const searchEnterprises = (query: Query) => requestEnvelope<Enterprise[]>('/enterprises/search', { query })

export const listProducts = (query: Query) => requestEnvelope<Product[]>('/enterprise/products', { query })
/** One product by id (with its company), or null; a deleted one sends the visitor to /204 (http.ts). */
export const fetchProduct = (productId: ObjectId): Promise<Product | null> =>
  requestEnvelope<Product[]>('/enterprise/products', { query: { _id: productId } }).then(envelope => envelope.results?.[0] ?? null)
export const searchProducts = (query: Query) => requestEnvelope<Product[]>('/enterprise/products/search', { query })

/** One of my likes: its id (to take it back) and, asked `with_target: 1`, the liked item itself. */
interface LikeOf<T> { _id: ObjectId; created?: number; target?: T | null }
/** My liked companies (GET /enterprise/likes); `with_target: 1` adds each company, `meeting_id` keeps one meeting's. */
export const listEnterpriseLikes = (query: Query) => requestEnvelope<(LikeOf<Enterprise> & { enterprise_id: ObjectId })[]>('/enterprise/likes', { query })
/** My liked products (GET /enterprise/product/likes), like listEnterpriseLikes. */
export const listProductLikes = (query: Query) => requestEnvelope<(LikeOf<Product> & { product_id: ObjectId })[]>('/enterprise/product/likes', { query })
export const likeEnterprise = (enterpriseId: ObjectId) => request<{ _id: ObjectId }>('/enterprise/likes', { method: 'POST', body: { enterprise_id: enterpriseId } })
export const unlikeEnterprise = (likeId: ObjectId) => request<unknown>(`/enterprise/likes/${likeId}`, { method: 'DELETE' })
/** Takes back the caller's like of an enterprise when its like id is not at hand (DELETE /enterprise/likes?enterprise_id=). */
export const unlikeEnterpriseOf = (enterpriseId: ObjectId) => request<unknown>('/enterprise/likes', { method: 'DELETE', query: { enterprise_id: enterpriseId } })
export const praiseEnterprise = (enterpriseId: ObjectId) => request<unknown>('/enterprise/awesomes', { method: 'POST', body: { enterprise_id: enterpriseId } })
export const unpraiseEnterprise = (enterpriseId: ObjectId) => request<unknown>('/enterprise/awesomes', { method: 'DELETE', query: { enterprise_id: enterpriseId } })
export const likeProduct = (productId: ObjectId) => request<{ _id: ObjectId }>('/enterprise/product/likes', { method: 'POST', body: { product_id: productId } })
export const unlikeProduct = (likeId: ObjectId) => request<unknown>(`/enterprise/product/likes/${likeId}`, { method: 'DELETE' })
/** Takes back the caller's like of a product (DELETE /enterprise/product/likes?product_id=). */
export const unlikeProductOf = (productId: ObjectId) => request<unknown>('/enterprise/product/likes', { method: 'DELETE', query: { product_id: productId } })

type EnterpriseAction = 'views' | 'calls' | 'mails' | 'asks' | 'invites' | 'questions' | 'attachments/views'
/** POST /enterprises/{id}/<action>; views and invites get user_id (and views source_id) from http.ts. */
export const enterpriseAction = (enterpriseId: ObjectId, action: EnterpriseAction, body: ViewRequest & Record<string, unknown> = {}) =>
  request<unknown>(`/enterprises/${enterpriseId}/${action}`, { method: 'POST', body })
export const recordProductView = (enterpriseId: ObjectId, productId: ObjectId) =>
  request<unknown>(`/enterprises/${enterpriseId}/products/${productId}/views`, { method: 'POST', body: {} })

export const listQuestions = (query: Query) => requestEnvelope<Question[]>('/enterprise/questions', { query })

/** A visitor asks a company a question (≤ 500 characters; sensitive content refused with 4300). */
export const askQuestion = (enterpriseId: ObjectId, content: string) =>
  request<Question>('/enterprise/questions', { method: 'POST', body: { enterprise_id: enterpriseId, content } })
/** One question of a company as the caller may see it (the bound exhibitor sees all of them), or null. */
export const fetchQuestion = (enterpriseId: ObjectId, questionId: ObjectId): Promise<Question | null> =>
  listQuestions({ enterprise_id: enterpriseId, _id: questionId }).then(envelope => envelope.results?.[0] ?? null)
/** The exhibitor answers a question, making the answer public or keeping it private. */
export const answerQuestion = (questionId: ObjectId, answer: string, isPublic: boolean) =>
  request<Question>(`/enterprise/questions/${questionId}/answers`, { method: 'PUT', body: { answer, public: isPublic ? 1 : 0 } })

interface BindResult { enterprise_id: ObjectId; bound: 1; previous_enterprise_id?: ObjectId | null }
/**
 * Binds the signed-in account to a company with its binding code (PUT /enterprises/{id}). A wrong code is refused
 * (403); replacing an earlier binding (or the company's other account) is refused (409) until `confirm` is sent.
 */
export const bindEnterprise = (enterpriseId: ObjectId, bindCode: string, confirm = false) =>
  request<BindResult>(`/enterprises/${enterpriseId}`, { method: 'PUT', body: confirm ? { bind_code: bindCode, confirm: 1 } : { bind_code: bindCode } })

export const searchExhibitors = (query: Query) => requestEnvelope<Exhibitor[]>('/exhibitors/search', { query })
export const exhibitorProductAction = (productId: ObjectId, action: 'views' | 'likes') => request<unknown>(`/exhibitors/products/${productId}/${action}`, { method: 'POST', body: {} })
/** What the bound exhibitor may change on its company; texts are in `language` (merged into the per-language texts). */
export interface EnterpriseEdit {
  language: LanguageCode
  title?: string
  /** Plain text; the server stores it as escaped paragraphs. */
  introduction?: string
  booth?: string
  logo?: string
  cover?: string
  contact?: { name?: string; phone?: string; email?: string }
}
/** The bound exhibitor edits its company (PUT /enterprises/{id} without a binding code); others get 403, sensitive text 4300. */
export const updateEnterpriseProfile = (enterpriseId: ObjectId, edit: EnterpriseEdit) =>
  request<Enterprise>(`/enterprises/${enterpriseId}`, { method: 'PUT', body: { ...edit } })

interface ProductEdit { language: LanguageCode; title?: string; description?: string; images?: string[]; hidden?: 0 | 1 }
/** The company's products as its exhibitor sees them: hidden ones too (their `hidden` is 1). */
export const listOwnProducts = (enterpriseId: ObjectId, skip: number, limit: number) =>
  requestEnvelope<Product[]>('/enterprise/products', { query: { enterprise_id: enterpriseId, with_hidden: 1, skip, limit } })
export const addProduct = (enterpriseId: ObjectId, edit: ProductEdit & { title: string }) =>
  request<Product>('/enterprise/products', { method: 'POST', body: { enterprise_id: enterpriseId, ...edit } })
export const updateProduct = (productId: ObjectId, edit: ProductEdit) =>
  request<Product>(`/enterprise/products/${productId}`, { method: 'PUT', body: { ...edit } })

/** One choice of the exhibitor filter with the exhibitors it would leave. */
export interface FacetCount { _id?: ObjectId; key?: string; title: LocalizedText; total: number }
export interface EnterpriseFacets { categories: FacetCount[]; halls: FacetCount[]; industries: FacetCount[]; tags: FacetCount[]; total: number }
/** GET /enterprises/facets: a meeting's exhibitors counted by category, hall, industry and tag, each with the other choices applied. */
export const enterpriseFacets = (query: { meeting_id: ObjectId; category_id?: ObjectId; hall?: string; industry?: ObjectId; tag?: string }) =>
  request<EnterpriseFacets>('/enterprises/facets', { query })
