/** What the resource test kit checks of every resource (kit/describe-resource.ts), on the registers group of kit/coverage.ts. */
import { describeKitGroup } from '../kit/coverage'

describeKitGroup('registers')
