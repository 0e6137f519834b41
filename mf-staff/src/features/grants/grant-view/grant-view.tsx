import { DateTime } from '@portal/web-kit';
import type { GrantStatus, GrantType, Section } from '@portal/contract/grants';
import { useId, type ReactNode } from 'react';
import { GrantStatusBadge, GrantTypeBadge } from '@portal/web-kit/badges';
import { formatWeight } from './format-weight.js';
import { below, Heading, type HeadingLevel } from './heading.js';
import { QuestionItem } from './question-item.js';
import { useStaffMessages } from '../../../i18n/staff-messages.js';

import { grantViewMessages as messages } from './messages.js';

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
  const { t } = useStaffMessages();
  const sectionsHeadingId = useId();
  const facts: GrantFact[] = [
    { term: t(messages.type), value: <GrantTypeBadge type={grant.type} /> },
    { term: t(messages.status), value: <GrantStatusBadge status={grant.status} /> },
    { term: t(messages.opens), value: <DateTime value={grant.openDate} /> },
    { term: t(messages.closes), value: <DateTime value={grant.closeDate} /> },
    ...recordFacts,
  ];
  return (
    <div className="grant-view">
      {grant.description ? (
        <p className="grant-description">{grant.description}</p>
      ) : (
        <p className="muted">{t(messages.noDescription)}</p>
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
          {t(messages.sections, { count: grant.sections.length })}
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
  const { t, locale } = useStaffMessages();
  return (
    <article className="card grant-section">
      <Heading level={headingLevel} className="grant-section-heading">
        <span>
          <span className="visually-hidden">{t(messages.sectionNumber, { number })} </span>
          {section.label}
        </span>
        <span className="badge badge-weight">
          {t(messages.weight, { weight: formatWeight(section.weight, locale) })}
        </span>
      </Heading>
      {section.description && <p>{section.description}</p>}
      {section.questions.length === 0 ? (
        <p className="muted">{t(messages.noQuestions)}</p>
      ) : (
        <ol
          className="question-list"
          aria-label={t(messages.questionsOf, { section: section.label })}
        >
          {section.questions.map((question, index) => (
            <QuestionItem key={index} question={question} />
          ))}
        </ol>
      )}
    </article>
  );
}
