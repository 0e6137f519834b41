import type { Section } from '@portal/contract/grants';
import { startingAnswers } from './starting-answers.js';

const sections: Section[] = [
  {
    label: 'About you',
    description: '',
    weight: 100,
    questions: [
      {
        label: 'Your plans',
        type: 'textarea',
        required: true,
        weight: 50,
        options: [],
        defaultSelected: [],
      },
      {
        label: 'Letter',
        type: 'file',
        required: true,
        weight: 50,
        options: [],
        defaultSelected: [],
      },
    ],
  },
];

const server = { answers: { '0-0': 'saved on my phone' }, updatedAt: '2026-09-15T14:00:00.000Z' };
const olderBrowser = { answers: { '0-0': 'typed before' }, savedAt: '2026-09-15T13:00:00.000Z' };
const newerBrowser = { answers: { '0-0': 'typed offline' }, savedAt: '2026-09-15T15:00:00.000Z' };

describe('the answers the form starts with', () => {
  it('is the draft saved on the server, with its files, when the browser has nothing newer', () => {
    expect(startingAnswers(sections, server, olderBrowser, { '0-1': 'letter.pdf' })).toEqual({
      answers: { '0-0': 'saved on my phone', '0-1': 'letter.pdf' },
      notice: { kind: 'server', savedAt: server.updatedAt },
      unfinishedFiles: {},
    });
  });

  it('is what this browser kept when it is newer than the server’s draft, and says so', () => {
    expect(startingAnswers(sections, server, newerBrowser, { '0-1': 'letter.pdf' })).toEqual({
      answers: { '0-0': 'typed offline', '0-1': 'letter.pdf' },
      notice: { kind: 'browser-newer', keptAt: newerBrowser.savedAt, savedAt: server.updatedAt },
      unfinishedFiles: {},
    });
  });

  it('falls back on this browser when the server’s draft cannot be read', () => {
    expect(startingAnswers(sections, 'unavailable', newerBrowser, {})).toEqual({
      answers: { '0-0': 'typed offline', '0-1': '' },
      notice: { kind: 'server-unavailable', keptAt: newerBrowser.savedAt },
      unfinishedFiles: {},
    });
  });

  it('is the browser’s when there is no draft on the server, and the defaults when neither', () => {
    expect(startingAnswers(sections, null, olderBrowser, {}).notice).toEqual({
      kind: 'browser',
      keptAt: olderBrowser.savedAt,
    });
    expect(startingAnswers(sections, null, undefined, {})).toEqual({
      answers: { '0-0': '', '0-1': '' },
      notice: undefined,
      unfinishedFiles: {},
    });
  });

  it('names a file this browser chose that never reached the portal, to be chosen again', () => {
    const chose = { ...newerBrowser, chosenFiles: { '0-1': 'letter.pdf' } };
    expect(startingAnswers(sections, server, chose, {}).unfinishedFiles).toEqual({
      '0-1': 'letter.pdf',
    });
    // On the portal under that name: nothing to choose again.
    expect(
      startingAnswers(sections, server, chose, { '0-1': 'letter.pdf' }).unfinishedFiles,
    ).toEqual({});
  });
});
