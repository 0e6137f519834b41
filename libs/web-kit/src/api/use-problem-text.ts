import type { ErrorCode } from '@portal/contract/http';
import { useCallback } from 'react';
import { englishText } from '../format/english-text.js';
import { useKitMessages } from '../i18n/kit-messages.js';
import { ApiRequestError, codeOfServerSentence, errorMessage } from './api-request-error.js';
import { errorCodeWords } from './error-codes.messages.js';

/**
 * Says a failed call's problem in the chosen language:
 * `problemText(error, t(messages.loadFailed))`, or `problemText(sentence)` for a sentence kept
 * from `errorMessage`.
 * - In English: the service's sentence exactly (the spec's words), else the fallback.
 * - In another language: the translation of the error's code; the service's sentence for a code
 *   without one (or whose catalogue did not load); the fallback when no sentence came.
 */
export type ProblemText = (problem: unknown, fallback?: string) => string;

export function useProblemText(): ProblemText {
  const { t, language } = useKitMessages();
  return useCallback(
    (problem: unknown, fallback = '') => {
      const sentence = typeof problem === 'string' ? problem : errorMessage(problem, fallback);
      if (language === 'en') return sentence;
      const code =
        problem instanceof ApiRequestError
          ? problem.serverMessage
            ? problem.code
            : undefined
          : typeof problem === 'string'
            ? codeOfServerSentence(problem)
            : undefined;
      return code ? (inWords(code, t) ?? sentence) : sentence;
    },
    [t, language],
  );
}

function inWords(code: ErrorCode, t: ReturnType<typeof useKitMessages>['t']): string | undefined {
  const words = errorCodeWords[code];
  if (!words) return undefined;
  const translated = t(words);
  // The catalogue did not come (or lacks the code): the service's sentence beats an English one.
  return translated === englishText(words) ? undefined : translated;
}
