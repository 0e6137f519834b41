import { Fragment, useMemo } from 'react';
import { describeDescription } from './description-blocks.js';
import { useMemberMessages } from '../../../i18n/member-messages.js';
import { applicationFormMessages } from './messages.js';

/**
 * A grant's description on its form: Eligibility, FAQs, Requirements, Important and Note lines
 * as headings (spec §2), the rest as paragraphs with their line breaks.
 */
export function GrantDescription({ description }: { description: string }) {
  const blocks = useMemo(() => describeDescription(description), [description]);
  const { t } = useMemberMessages();
  if (blocks.length === 0) return null;
  return (
    <section className="grant-about" aria-label={t(applicationFormMessages.aboutGrant)}>
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className="grant-about-heading">
            {block.text}
          </h2>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </section>
  );
}
