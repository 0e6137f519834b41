import { Inject, Injectable } from '@nestjs/common';
import { standIn, testSubject } from './test-subject.js';

class Repository {
  find(id: string): string {
    return `real ${id}`;
  }
}

const LIMIT = Symbol('LIMIT');

@Injectable()
class Subject {
  constructor(
    private readonly repository: Repository,
    @Inject(LIMIT) private readonly limit: number,
  ) {}

  answer(id: string): string {
    return `${this.repository.find(id)} up to ${this.limit}`;
  }
}

describe('testSubject', () => {
  it('builds the class from the stand-ins, by type and by @Inject token', () => {
    const sut = testSubject(
      Subject,
      standIn(Repository, { find: (id) => `stand-in ${id}` }),
      standIn(LIMIT, 3),
    );
    expect(sut.answer('a')).toBe('stand-in a up to 3');
  });

  it('names a parameter that has no stand-in', () => {
    expect(() => testSubject(Subject, standIn(Repository, {}))).toThrow(
      'Subject needs a stand-in for parameter 1 (Symbol(LIMIT))',
    );
  });
});
