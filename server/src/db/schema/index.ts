// Every table of the product; drizzle-kit and the typed client read this file.
export * from './tenant'
export * from './auth'
export * from './reference'
export * from './organisation'
export * from './statutory'
export * from './records'
export * from './setups'
export * from './trackers'
