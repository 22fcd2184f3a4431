/** Where the API is mounted: the app registers under it, and modules that print their own links (calendar feeds) need it too. */
export const API_ROOT = '/ihrc-api'
export const API_PREFIX = `${API_ROOT}/companyadmin`
