import { DateTime } from '@portal/web-kit';
import type { GrantStatus, GrantType, Section } from '@portal/contract/grants';
import { useId, type ReactNode } from 'react';
import { GrantStatusBadge, GrantTypeBadge } from '@portal/web-kit/badges';
import { formatWeight } from './format-weight.js';
import { below, Heading, type HeadingLevel } from './heading.js';
import { QuestionItem } from './question-item.js';

/** What the view shows: a stored grant, or one checked but not saved yet (quick add's preview). */
export interface GrantContent {
  title: string;
  type: GrantType;
  description: string;
  /** ISO 8601 instants. */
  openDate: string;
  closeDate: string;
  /** Missing for a grant not saved yet: it will be a draft, and shows as one (spec §4). */
  status?: GrantStatus | undefined;
  sections: readonly Section[];
}

export interface GrantFact {
  term: string;
  value: ReactNode;
}

export interface GrantViewProps {
  grant: GrantContent;
  /** The level of the view's own headings ("Sections"); each section is one level below. */
  headingLevel: HeadingLevel;
  /** Facts only a stored grant has (applications, lock, dates of record), after the dates. */
  recordFacts?: readonly GrantFact[];
}

/**
 * A grant, read-only: badges, description, dates, and each section with its weight and its
 * questions (type, required, weight, options, defaults). The title is the caller's heading.
 * Used by `/grants/{id}` and by quick add's preview, so that the preview shows what will be saved.
 */
export function GrantView({ grant, headingLevel, recordFacts = [] }: GrantViewProps) {
  const sectionsHeadingId = useId();
  const facts: GrantFact[] = [
    { term: 'Type', value: <GrantTypeBadge type={grant.type} /> },
    { term: 'Status', value: <GrantStatusBadge status={grant.status} /> },
    { term: 'Opens', value: <DateTime value={grant.openDate} /> },
    { term: 'Closes', value: <DateTime value={grant.closeDate} /> },
    ...recordFacts,
  ];
  return (
    <div className="grant-view">
      {grant.description ? (
        <p className="grant-description">{grant.description}</p>
      ) : (
        <p className="muted">No description.</p>
      )}
      <dl className="fact-list">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={sectionsHeadingId}>
        <Heading level={headingLevel} id={sectionsHeadingId}>
          Sections ({grant.sections.length})
        </Heading>
        <ol className="grant-sections">
          {grant.sections.map((section, index) => (
            <li key={index}>
              <SectionView
                section={section}
                number={index + 1}
                headingLevel={below(headingLevel)}
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function SectionView({
  section,
  number,
  headingLevel,
}: {
  section: Section;
  number: number;
  headingLevel: HeadingLevel;
}) {
  return (
    <article className="card grant-section">
      <Heading level={headingLevel} className="grant-section-heading">
        <span>
          <span className="visually-hidden">Section {number}: </span>
          {section.label}
        </span>
        <span className="badge badge-weight">Weight {formatWeight(section.weight)}</span>
      </Heading>
      {section.description && <p>{section.description}</p>}
      {section.questions.length === 0 ? (
        <p className="muted">No questions in this section.</p>
      ) : (
        <ol className="question-list" aria-label={`Questions of ${section.label}`}>
          {section.questions.map((question, index) => (
            <QuestionItem key={index} question={question} />
          ))}
        </ol>
      )}
    </article>
  );
}
