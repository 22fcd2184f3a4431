import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import type { AxiosRequestConfig } from 'axios'
import { isAxiosError } from 'axios'
import { appConfig } from '@/configs/app.config'
import { extractMessages } from './errors'
import { tagsOf, type CacheTag, type TaggedEndpoint } from './cache-tags'
import { http } from './http'

export interface HttpQueryArgs {
  url: string
  method?: AxiosRequestConfig['method']
  data?: unknown
  params?: AxiosRequestConfig['params']
  headers?: AxiosRequestConfig['headers']
  responseType?: AxiosRequestConfig['responseType']
  skipErrorToast?: boolean
  /** The toast's text when the server gives no message (SPEC.md section 8). */
  fallbackMessage?: string
}

/** What a failed query holds: the status (if the server answered) and the messages to show. */
export interface HttpQueryError {
  status: number | null
  data: unknown
  messages: string[]
}

/**
 * RTK Query over the one axios instance (Redux docs, "Customizing queries": Axios
 * baseQuery), so queries get the same token, refresh and error handling as everything else.
 */
const httpBaseQuery: BaseQueryFn<HttpQueryArgs, unknown, HttpQueryError> = async ({ skipErrorToast, ...args }) => {
  try {
    const res = await http.request({ ...args, skipErrorToast })
    return { data: res.data }
  } catch (error) {
    return {
      error: {
        status: isAxiosError(error) ? (error.response?.status ?? null) : null,
        data: isAxiosError(error) ? error.response?.data : undefined,
        messages: extractMessages(error),
      },
    }
  }
}

/**
 * One cache per resource: a resource's tag is its list path in the endpoint table
 * (`company-group`, services/cache-tags.ts). Every query that reads a resource provides its
 * tag, and every write to it invalidates the tag: the list slices' create, update, delete
 * and bulk upload (store/resource-slice.ts) as well as mutations. So a group added on
 * Entity is in Company's Group dropdown at once.
 */

/**
 * The console's one RTK Query api. Areas add their calls with `api.injectEndpoints`;
 * the cache is never persisted.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  keepUnusedDataFor: appConfig.keepUnusedDataFor,
  tagTypes: [] as CacheTag[],
  endpoints: () => ({}),
})

/** The action that tells every cached read of the resource whose list is `row` to refetch. */
export const resourceChanged = (row: TaggedEndpoint) => api.util.invalidateTags(tagsOf(row))
