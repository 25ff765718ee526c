import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN } from './users';

/**
 * The password rule, one function for the server (which enforces it) and the web (which
 * shows a meter and refuses before sending). A password must have PASSWORD_MIN characters
 * and a zxcvbn score of at least 3 ("safely unguessable": about 10^8 guesses), judged
 * against the common-password lists and against the person's own e-mail, name and company.
 * The dictionaries are large, so they load on first use (on the web, in their own chunk).
 */
export const MIN_PASSWORD_SCORE = 3;
export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export type PasswordProblem = 'too_short' | 'too_guessable';

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    return new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary: common.dictionary, useLevenshteinDistance: true });
  })();
  return estimator;
}

/** "Reem Al-Saud", "reem.alsaud@nakheel.sa" → reem, saud, alsaud, nakheel: what people build passwords from. */
export function personalWords(inputs: readonly string[]): string[] {
  const words = inputs.flatMap((s) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  return [...new Set(words)];
}

export async function passwordScore(password: string, personal: readonly string[] = []): Promise<PasswordScore> {
  if (!password) return 0;
  const zxcvbn = await loadEstimator();
  return zxcvbn.check(password.slice(0, 128), personalWords(personal)).score as PasswordScore;
}

export async function passwordProblem(password: string, personal: readonly string[] = []): Promise<PasswordProblem | null> {
  if (password.length < PASSWORD_MIN) return 'too_short';
  return (await passwordScore(password, personal)) < MIN_PASSWORD_SCORE ? 'too_guessable' : null;
}

/** The rule in words, for the error a server sends (the web shows its own translation). */
export const PASSWORD_RULE_MESSAGE =
  `Choose a password of at least ${PASSWORD_MIN} characters that is hard to guess: not a common password, ` +
  'not your name, e-mail or company, and not a keyboard pattern. A few unrelated words work well.';
