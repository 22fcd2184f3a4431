/**
 * The resource test kit (kit/describe-resource.ts) on the organisation's resources, the
 * custom fields and the notices. Every resource the app registers has its entry in
 * kit/coverage.ts, run by group from a test file of its area; kit/coverage.test.ts fails
 * naming a resource of the endpoint table that none covers.
 */
import { describeKitGroup } from './kit/coverage'

describeKitGroup('organisation')
