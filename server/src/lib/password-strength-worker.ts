/**
 * Worker-thread entry of the password strength estimate (password-strength.ts): zxcvbn
 * with its common and English dictionaries, loaded once per worker. An estimate takes
 * from a few to several hundred milliseconds of CPU, which must not hold the server's
 * event loop.
 */
import { parentPort } from 'node:worker_threads'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import type { StrengthAnswer, StrengthJob } from './password-strength'

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
})

parentPort!.on('message', ({ id, password, userInputs }: StrengthJob) => {
  const { score, feedback } = zxcvbn.check(password, userInputs)
  const answer: StrengthAnswer = { id, score, warning: feedback.warning ?? null }
  parentPort!.postMessage(answer)
})
