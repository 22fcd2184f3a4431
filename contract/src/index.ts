// Package entry of @ihrc/contract: what the SPA, the server and the tests share.
export * from './permissions'
export * from './messages'
export * from './envelope'
export * from './auth'
export * from './organisation'
export * from './people'
export * from './people-labels'
export * from './audit'
