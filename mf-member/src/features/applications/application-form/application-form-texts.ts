import { formatDateTime, portalTimeZone } from '@portal/web-kit';
import { text, type Text, type Translate } from '../../../i18n/text.js';
import { applicationFormMessages as messages } from './messages.js';
import { questionMessages } from './questions/messages.js';

/** The form's sentences with a time in them, in the reader's locale. */
export const applicationFormTexts = {
  draftSaved: (savedAt: string, locale: string): Text =>
    text(messages.draftSaved, timeAtSentenceEnd(formatDateTime(savedAt, locale))),
  serverDraft: (savedAt: string, locale: string): Text =>
    text(messages.serverDraft, timeAtSentenceEnd(formatDateTime(savedAt, locale))),
  browserNewer: (keptAt: string, savedAt: string, locale: string): Text => {
    const [kept, saved] = distinctTimes(keptAt, savedAt, locale);
    return text(messages.browserNewer, { keptAt: kept, savedAt: saved });
  },
  serverUnavailable: (keptAt: string | undefined, locale: string): Text =>
    keptAt
      ? text(messages.serverUnavailableKept, { keptAt: formatDateTime(keptAt, locale) })
      : text(messages.serverUnavailable),
  restored: (savedAt: string, locale: string): Text =>
    text(messages.restored, { time: formatDateTime(savedAt, locale) }),
};

/**
 * A time at the end of a sentence: "4:30 p.m." already ends with its period, and takes no
 * second one (the messages choose by `timeEndsSentence`).
 */
function timeAtSentenceEnd(time: string) {
  return { time, timeEndsSentence: time.endsWith('.') ? 'yes' : 'no' };
}

const withSeconds = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: portalTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * Two times the member is asked to compare: to the minute, or with seconds when they fall in
 * the same minute ("newer than" must be seen to be newer).
 */
function distinctTimes(first: string, second: string, locale: string): [string, string] {
  const [a, b] = [formatDateTime(first, locale), formatDateTime(second, locale)];
  if (a !== b) return [a, b];
  const format = withSeconds(locale);
  return [format.format(new Date(first)), format.format(new Date(second))];
}

/** A question's label as the form shows it: required ones say so in words, not by a star. */
export function questionLabel(
  question: { label: string; required: boolean },
  t: Translate,
): string {
  return question.required
    ? t(questionMessages.labelRequired, { label: question.label })
    : question.label;
}
