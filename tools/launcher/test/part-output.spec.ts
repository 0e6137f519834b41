import { PartOutput } from '../src/output/part-output.js';

describe('PartOutput', () => {
  it('prefixes every complete line with the part, joining lines split across chunks', () => {
    const written: string[] = [];
    const sut = new PartOutput('grants', {
      pretty: false,
      nameWidth: 8,
      write: (text) => written.push(text),
    });
    sut.accept('first li');
    sut.accept('ne\nsecond line\nthi');
    sut.flush();
    sut.accept('rd\n');
    expect(written).toEqual([
      '[grants]   first line\n',
      '[grants]   second line\n',
      '[grants]   thi\n',
      '[grants]   rd\n',
    ]);
  });

  it('keeps the last lines to explain a failed start', () => {
    const sut = new PartOutput('files', { pretty: false, nameWidth: 8, write: () => undefined });
    for (let line = 1; line <= 40; line++) sut.accept(`line ${line}\n`);
    expect(sut.tail.text().split('\n')).toHaveLength(30);
    expect(sut.tail.text()).toMatch(/line 40$/);
  });

  it("turns a part's JSON log line into a readable one on a terminal", () => {
    const written: string[] = [];
    const sut = new PartOutput('identity', {
      pretty: true,
      nameWidth: 8,
      write: (text) => written.push(text),
    });
    sut.accept(
      '{"level":50,"time":"2026-11-22T10:00:00.000Z","part":"identity","msg":"database unreachable"}\n',
    );
    expect(written[0]).toContain('database unreachable');
    expect(written[0]).not.toContain('"level"');
  });
});
