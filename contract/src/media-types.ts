/** The media type of every spreadsheet the API sends and takes (API.md "Spreadsheet downloads"). */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
