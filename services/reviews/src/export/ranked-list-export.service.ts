import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type {
  ApplicationForReview,
  Disclosure,
  RankedApplication,
  Section,
} from '@portal/contract';
import type { AuthenticatedCaller } from '@portal/nest-kit';
import { ApplicationsClient } from '../other-services/applications.client.js';
import { PeopleClient } from '../other-services/people.client.js';
import { AssignmentsRepository } from '../reviews/assignments.repository.js';
import { blindAnswers } from '../reviews/blind-answers.js';
import { PanelsRepository } from '../reviews/panels.repository.js';
import { RankingService } from '../reviews/ranking.service.js';
import { DisclosuresRepository } from './disclosures.repository.js';
import { csvField } from './spreadsheet-cell.js';

/** Applications read from the applications service at a time: the export's memory stays flat. */
const batchSize = 200;

/** One export: its file name and its rows as a stream of CSV text. */
export interface RankedListCsv {
  fileName: string;
  body: Readable;
}

/**
 * The ranked list as a CSV a spreadsheet opens (UTF-8 with a byte order mark, CRLF lines): one
 * row per application in ranked order, its facts, one column per question (answers blind as
 * the reviewer reads them unless the caller sees who applied), then each reviewer's score.
 * Every text cell is escaped against formula injection (spreadsheet-cell.ts). Applications are
 * read 200 at a time while the rows stream out, so 10,000 rows are never held at once. The
 * export is recorded as a disclosure before the first byte goes.
 */
@Injectable()
export class RankedListExport {
  constructor(
    private readonly ranking: RankingService,
    private readonly applications: ApplicationsClient,
    private readonly assignments: AssignmentsRepository,
    private readonly panels: PanelsRepository,
    private readonly people: PeopleClient,
    private readonly disclosures: DisclosuresRepository,
  ) {}

  async csv(grantId: string, caller: AuthenticatedCaller): Promise<RankedListCsv> {
    const ranking = await this.ranking.ranking(grantId, caller);
    const named = ranking.applications.some((row) => row.applicantName !== null);
    const blind = !named;
    await this.disclosures.add({
      id: randomUUID(),
      grantId,
      actorId: caller.principal.id,
      at: new Date(),
      rows: ranking.applications.length,
      blind,
      format: 'csv',
    });
    const reviewers = (await this.panels.reviewers(grantId)).map((row) => ({
      id: row.reviewerId,
      name: row.reviewerName,
    }));
    const scored = new Map<string, Map<string, number>>();
    for (const row of await this.assignments.ofGrant(grantId)) {
      if (row.recusedAt !== null || row.state !== 'submitted' || row.scoreHundredths === null)
        continue;
      if (!reviewers.some((reviewer) => reviewer.id === row.reviewerId))
        reviewers.push({ id: row.reviewerId, name: '' });
      const scores = scored.get(row.applicationId) ?? new Map<string, number>();
      scores.set(row.reviewerId, row.scoreHundredths);
      scored.set(row.applicationId, scores);
    }
    const rows = this.rows(ranking.applications, blind, reviewers, scored);
    return { fileName: `ranked-applications-${grantId}.csv`, body: Readable.from(rows) };
  }

  /** Every export, newest first (admins), with who took it. */
  async list(): Promise<Disclosure[]> {
    const rows = await this.disclosures.newest(1_000);
    const names = await this.people.names([...new Set(rows.map((row) => row.actorId))]);
    return rows.map((row) => ({
      id: row.id,
      grantId: row.grantId,
      actorId: row.actorId,
      actorName: names.get(row.actorId) ?? '',
      at: row.at.toISOString(),
      rows: row.rows,
      blind: row.blind,
      format: row.format,
    }));
  }

  private async *rows(
    ranked: RankedApplication[],
    blind: boolean,
    reviewers: Array<{ id: string; name: string }>,
    scored: Map<string, Map<string, number>>,
  ): AsyncGenerator<string> {
    if (ranked.length === 0) {
      yield '\uFEFF' + line(header([], blind, reviewers));
      return;
    }
    let questions: QuestionColumn[] | undefined;
    for (let start = 0; start < ranked.length; start += batchSize) {
      const slice = ranked.slice(start, start + batchSize);
      const applications = new Map(
        (await this.applications.forReviewBatch(slice.map((row) => row.applicationId))).map(
          (application) => [application.applicationId, application],
        ),
      );
      const cardNumbers = blind
        ? await this.people.cardNumbers([...applications.values()].map((each) => each.userId))
        : new Map<string, string>();
      if (!questions) {
        questions = questionColumns([...applications.values()][0]?.sections ?? []);
        yield '\uFEFF' + line(header(questions, blind, reviewers));
      }
      for (const [offset, row] of slice.entries()) {
        const application = applications.get(row.applicationId);
        yield line(
          cells(
            start + offset + 1,
            row,
            application,
            questions,
            blind,
            reviewers,
            scored,
            cardNumbers,
          ),
        );
      }
    }
  }
}

interface QuestionColumn {
  key: string;
  title: string;
}

function questionColumns(sections: Section[]): QuestionColumn[] {
  return sections.flatMap((section, sectionIndex) =>
    section.questions.map((question, questionIndex) => ({
      key: `${sectionIndex}-${questionIndex}`,
      title: `${section.label}: ${question.label}`,
    })),
  );
}

function header(
  questions: QuestionColumn[],
  blind: boolean,
  reviewers: Array<{ id: string; name: string }>,
): Array<string | number> {
  return [
    'Rank',
    'Reference',
    'Status',
    'Submitted',
    'Mean score',
    'Spread',
    'Reviews submitted',
    'Reviews assigned',
    'Conflicts',
    ...(blind ? [] : ['Applicant']),
    ...questions.map((question) => question.title),
    ...reviewers.map((reviewer, index) => `Score: ${reviewer.name || `Reviewer ${index + 1}`}`),
  ];
}

function cells(
  rank: number,
  row: RankedApplication,
  application: ApplicationForReview | undefined,
  questions: QuestionColumn[],
  blind: boolean,
  reviewers: Array<{ id: string }>,
  scored: Map<string, Map<string, number>>,
  cardNumbers: Map<string, string>,
): Array<string | number> {
  const answers = !application
    ? {}
    : blind
      ? blindAnswers(application.sections, application.answers, {
          name: application.applicantName,
          email: application.applicantEmail,
          cardNumber: cardNumbers.get(application.userId),
        })
      : application.answers;
  const scores = scored.get(row.applicationId);
  return [
    rank,
    row.reference,
    row.status,
    row.dateSubmitted,
    row.meanScore ?? '',
    row.spread ?? '',
    row.reviewsSubmitted,
    row.reviewsAssigned,
    row.conflicts,
    ...(blind ? [] : [row.applicantName ?? '']),
    ...questions.map(({ key }) => {
      const answer = answers[key];
      return Array.isArray(answer) ? answer.join('; ') : (answer ?? '');
    }),
    ...reviewers.map(({ id }) => {
      const score = scores?.get(id);
      return score === undefined ? '' : score / 100;
    }),
  ];
}

/** A CSV line: numbers as numbers, text made safe and quoted as needed; CRLF as RFC 4180 says. */
function line(values: Array<string | number>): string {
  return (
    values.map((value) => (typeof value === 'number' ? String(value) : csvField(value))).join(',') +
    '\r\n'
  );
}
