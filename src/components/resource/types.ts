import type { ReactNode } from 'react'
import type { CustomFieldModule, EditRecordType, FileRef, MenuKey } from '@ihrc/contract'
import type { Endpoint } from '@ihrc/contract/endpoints'
import type { z } from 'zod'
import type { WriteRow } from '@/services/write'
import type { Body, Identified, ListParams, Resource } from '@/store/resource-slice'

/**
 * What an area gives the generic resource page: its columns, fields, filters and paths.
 * Everything else (paging in the URL, search debounce, confirm before delete, bulk
 * upload, export, permission gating, error and empty states) is the page's job.
 */

export interface Option {
  value: string
  label: string
}

/** Options for a dropdown, possibly depending on other values (state → district). */
export interface OptionSource {
  options: Option[]
  loading?: boolean
}

export interface ResourceColumn<T> {
  /** Sort key sent as `sort=` and the column id. */
  key: string
  header: string
  cell?: (row: T) => ReactNode
  sortable?: boolean
  /** Kept to one line at most this wide (px), cut with an ellipsis; the whole text on hover and in the row's View. */
  maxWidth?: number
  /** The whole text of a cut cell, when the cell is not plain text (a link, a tag). */
  title?: (row: T) => string | undefined
  /** Numbers read best at the end. */
  align?: 'start' | 'end'
  /**
   * Offered in the list's Columns menu and in its export, but not drawn until the user
   * chooses it: a field the screen lists that would crowd the table at 1366 px.
   */
  hidden?: boolean
}

export interface FilterConfig {
  /** Query name, e.g. `company_id`. */
  key: string
  label: string
  /** Called as a hook with the current filter values (not for a date). */
  useOptions?: (filters: Record<string, string>) => OptionSource
  /** Filters cleared when this one changes (state clears district and location). */
  clears?: string[]
  /**
   * Not a list of options: a day (`YYYY-MM-DD`, date ranges) on the kit's date picker, a
   * month (`YYYY-MM`) on its month picker (paged by the `year` filter's financial year
   * when there is one), or free text (an act's name).
   */
  kind?: 'select' | 'date' | 'month' | 'text'
  /** In the toolbar only while it holds a value (a link's narrowing, such as one record, the user may remove). */
  onlyWhenSet?: boolean
}

/** `password`: a secret (a portal password), typed hidden with a show toggle. */
export type FieldKind =
  'text' | 'password' | 'textarea' | 'number' | 'date' | 'month' | 'select' | 'multiselect' | 'checkbox' | 'file' | 'documents'

/** Files chosen per document kind on a record not saved yet; they go up once it has an id. */
export type PendingDocuments = Record<string, File>

/**
 * Form values as the controls hold them: text for inputs, a list for a multi-select,
 * booleans for checkboxes, a File for an attachment, pending files per document kind.
 */
export type FormValues = Record<string, string | string[] | boolean | File | PendingDocuments | null>

export interface DocumentKind {
  kind: string
  label: string
  /** Offered only when true for the form's values (a lease deed only for rented premises). */
  visible?: (values: FormValues) => boolean
}

type ByKind = Endpoint<`${string}/:id/document/:kind`>
export interface DocumentEndpoints {
  document: ByKind
  /** At the kind's own path, or at one path with the kind as a form field (a tracker row's `{stem}/upload/:id`, API.md). */
  uploadDocument: WriteRow<`${string}/:id/document/:kind`> | WriteRow<`${string}/:id`>
  removeDocument: WriteRow<`${string}/:id/document/:kind`>
}

/** A record's documents of several named kinds, each at `{path}/{id}/document/{kind}` (API.md). */
export interface DocumentsConfig {
  /** The resource's document rows of the endpoint table (`documentKinds()` in the contract). */
  endpoints: DocumentEndpoints
  kinds: DocumentKind[]
  /** The document of a kind as the record carries it (null when missing). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource's record
  present: (record: any, kind: string) => FileRef | null
}

export interface FieldConfig {
  name: string
  label: string
  kind: FieldKind
  required?: boolean
  placeholder?: string
  /** Static options for a select. */
  options?: Option[]
  /** Options from the API, called as a hook with the form's current values. */
  useOptions?: (values: FormValues) => OptionSource
  /** "Suggest or create": typing a new name offers to add it; resolves to the new option. */
  onCreate?: (label: string, values: FormValues) => Promise<Option>
  /** When a create can succeed (a location needs its district); create is offered only then. */
  canCreate?: (values: FormValues) => boolean
  /** Other fields emptied when this one changes (dependent dropdowns). */
  clears?: string[]
  /** Shown only when true for the current values (e.g. lease fields only when rented). */
  visible?: (values: FormValues) => boolean
  /** Full row width (address, remarks). */
  wide?: boolean
  /** Help under the control. */
  hint?: ReactNode
  /** For `documents`: the kinds and where they live. */
  documents?: DocumentsConfig
  /**
   * Suggested from another field as it is typed, while adding (a custom field's key from
   * its name): filled as long as the user has not typed a value of their own here.
   */
  suggest?: { from: string; value: (source: string) => string }
  /** A number in rupees: shown `₹4,58,272.50` wherever the value is read (history, edit requests). */
  amount?: boolean
}

export interface FormSection {
  title?: string
  fields: FieldConfig[]
  visible?: (values: FormValues) => boolean
}

export interface ResourceFormConfig<T> {
  /** The contract's body schema: the same rules the server applies. */
  schema: z.ZodType
  sections: FormSection[]
  /** Values of an empty form; the list's filter values fill fields of the same name. */
  empty: FormValues
  /** Values to edit an existing record. */
  fromRecord: (row: T) => FormValues
  /**
   * Parsed values → request body; default sends the parsed values as JSON. `raw` holds
   * what the schema does not carry (attached files); `mode` says whether it creates or updates.
   */
  toBody?: (parsed: Record<string, unknown>, raw: FormValues, mode: 'create' | 'update') => Body
  /** The module whose custom fields (Global Settings) the form adds as a last section. */
  customFields?: CustomFieldModule
}

/** Bulk upload (API.md "Bulk uploads"): the template's download and the upload, and the template's saved name. */
export interface BulkConfig {
  template: Endpoint
  templateName: string
  /** Query of the template download (a setup's template offers only the company filtered to). */
  templateParams?: Record<string, string>
  upload: WriteRow
  /**
   * The toolbar's words (SCREENS.md: a tracker's "Download format" beside "Upload"):
   * with them the template is also a button of its own. Default: one "Bulk upload".
   */
  labels?: { template: string; upload: string }
  /** What a failed upload says when the server gives no message (SPEC.md section 8); default the generic text. */
  failedMessage?: string
  /**
   * What the upload needs beside the file (an input register's branch and month), chosen
   * in the dialog and sent as form fields; the list's filters of the same names fill them.
   */
  fields?: FilterConfig[]
  /** What one row of the file is, when it is not one of the page's records ("employee" for an input register). */
  rowNoun?: string
  /**
   * The upload may replace records: the server answers 409 with how many, the dialog
   * shows its words and, once confirmed, sends again with `replace=true`.
   */
  confirmReplace?: boolean
}

export interface RowLink {
  label: string
  to: string
}

/**
 * A row menu entry of the page's own: it opens the page's dialog or panel (set owner,
 * update status, a tracker row's details or documents). The page renders what it opens
 * and, after a write, reloads the list through `reloadKey`.
 */
export interface RowAction {
  label: string
  onSelect: () => void
}

/** A button over the table acting on the selected rows (Assign, Approve); the table gets a checkbox column. */
export interface SelectionAction<T> {
  label: string
  run: (rows: T[]) => void
}

export interface ResourcePageConfig<T extends Identified> {
  title: string
  /** A line under the title (a tracker's scheme spelled out). */
  subtitle?: string
  /** Singular noun used in buttons and dialogs: "Add branch", "Delete branch …?". */
  noun: string
  /** Permission menu: buttons follow `can(user, menu, action)`. */
  menu: MenuKey
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any area's extra state
  resource: Resource<T, any>
  columns: ResourceColumn<T>[]
  /** How dialogs name a record ("Delete branch Pune Plant?"). */
  recordName: (row: T) => string
  filters?: FilterConfig[]
  searchPlaceholder?: string
  /** What the empty state suggests when there are no rows at all. */
  emptyHint: string
  /** A form in a drawer; areas with a full-page form give `addPath`/`editPath` instead. */
  form?: ResourceFormConfig<T>
  addPath?: string
  editPath?: (row: T) => string
  /** Bulk upload from a template (API.md "Bulk uploads"). */
  bulk?: BulkConfig
  /** Export with the list's filters (API.md "Spreadsheet downloads"). */
  exportFile?: { endpoint: Endpoint; name: string }
  /** Extra links in the row menu (Company: PF / ESI / PT / LWF setup). */
  rowLinks?: (row: T) => RowLink[]
  /** Reference lists: records can be added but not changed or removed. */
  noDelete?: boolean
  noEdit?: boolean
  /** Filters that must be chosen before there is a list to show (districts need a state). */
  needs?: string[]
  /** The list endpoint takes no search (small reference lists). */
  noSearch?: boolean
  /**
   * Records go through edit requests: whoever may see but not edit one gets "Request
   * edit", proposing changes in `form` (default: the page's own form).
   */
  editRequests?: { recordType: EditRecordType; form?: ResourceFormConfig<T> }
  /**
   * Edit opens the record as the server has it now (`GET {path}/{id}`), not the list's
   * copy; a failed read says the area's `get` text (PF setup: "Failed to fetch PF record").
   */
  fetchOnEdit?: boolean
  /** Each row opens its audit trail (`{path}/{id}/history`). */
  history?: boolean
  /** The page's own row actions, in the row menu; a row may have its own (none while it awaits approval). */
  rowActions?: (row: T) => RowAction[]
  /** Actions on several rows at once; the selection is cleared when `reloadKey` changes. */
  selectionActions?: SelectionAction<T>[]
  /** Query values the page fixes beside the URL's (a tab's status); keep the object stable between renders. */
  baseQuery?: ListParams
  /** Changed by the page after its own writes (assign, approve): the list reloads with the same query. */
  reloadKey?: number
  /** The module whose custom fields (Global Settings) the table shows after its columns. */
  customFields?: CustomFieldModule
  /**
   * Whether this record is edited directly or through a request, as the record itself
   * says (a tracker row: its uploader edits it for 24 hours, then asks; the server has
   * weighed the user's grants in it). Without it the menu's edit grant decides for every row.
   */
  editMode?: (row: T) => 'edit' | 'request'
  /**
   * What the toast says after an add (default: "<Noun> saved" and the record's name): a
   * person added without a password is sent an invitation, and is told so.
   */
  createdToast?: (row: T) => { title: string; content: string }
  /** Beside the title: a switch to other views of the same records (a tracker's grid). */
  views?: ReactNode
  /** The page's own buttons at the toolbar's end (Output Registers' "Generate"). */
  toolbarActions?: ReactNode
  /**
   * A list scanned month by month (trackers, due items, status): compact one-line rows
   * and a table as high as the window allows (SCREENS.md "Tables that must show many rows").
   */
  manyRows?: boolean
  /** One line above the table saying what the list means (a view whose rows are not records). */
  notice?: string
}
