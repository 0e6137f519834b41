import { applicationWindow } from './application-window.js';

const grant = { openDate: '2026-09-01', closeDate: '2026-09-30' };

describe('applicationWindow', () => {
  it('is not open yet before the open date (Toronto midnight)', () => {
    expect(applicationWindow(grant, new Date('2026-08-31T23:59:59-04:00'))).toEqual({
      kind: 'not-open-yet',
      opens: new Date('2026-09-01T00:00:00-04:00'),
    });
  });

  it('is open from the open date to the end of the close date', () => {
    expect(applicationWindow(grant, new Date('2026-09-01T00:00:00-04:00'))).toEqual({
      kind: 'open',
    });
    expect(applicationWindow(grant, new Date('2026-09-30T23:59:59-04:00'))).toEqual({
      kind: 'open',
    });
  });

  it('is closed after the close date', () => {
    expect(applicationWindow(grant, new Date('2026-10-01T00:00:00-04:00'))).toEqual({
      kind: 'closed',
      closed: new Date('2026-09-30T23:59:59.999-04:00'),
    });
  });

  it('reads the ISO instants the API sends', () => {
    const stored = { openDate: '2026-09-01T04:00:00.000Z', closeDate: '2026-10-01T03:59:59.999Z' };
    expect(applicationWindow(stored, new Date('2026-08-31T12:00:00Z')).kind).toBe('not-open-yet');
    expect(applicationWindow(stored, new Date('2026-10-01T04:00:00Z')).kind).toBe('closed');
  });

  it('calls dates it cannot read open, rather than warning about them', () => {
    expect(applicationWindow({ openDate: '', closeDate: 'x' }, new Date()).kind).toBe('open');
  });
});
