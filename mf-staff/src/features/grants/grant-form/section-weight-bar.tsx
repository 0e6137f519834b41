import type { Messages } from '@portal/web-kit/i18n';
import { roundTotal } from '@portal/contract/grants';
import { useId } from 'react';
import { useStaffMessages } from '../../../i18n/staff-messages.js';
import { sectionMessages as messages } from './messages.js';
import type { SectionDraft } from './grant-draft.js';

/**
 * Spec §9's six-colour palette for the section weight bar, in order; a seventh section takes
 * the first colour again. Each is at least 3:1 against white (WCAG non-text contrast), and
 * segments are also told apart by a white gap and by the legend beside them.
 */
export const sectionWeightPalette = [
  '#0b5e55', // teal (the portal's primary colour)
  '#1a56db', // blue
  '#b45309', // amber
  '#7c3aed', // violet
  '#be185d', // rose
  '#4d7c0f', // olive
] as const;

export function sectionColour(index: number): string {
  return sectionWeightPalette[index % sectionWeightPalette.length];
}

/** A section's name in the bar's legend: its label, or its number while it has none. */
function sectionName(section: SectionDraft, index: number, t: Messages['t']): string {
  return section.label.trim() || t(messages.sectionHeading, { number: index + 1 });
}

/**
 * One horizontal bar with a coloured segment per section, as wide as its weight. The bar is a
 * picture (hidden from screen readers); the legend under it says the same in words (label and
 * percent), so nothing depends on telling colours apart. Over 100% the bar is scaled to fit;
 * under 100% the missing part stays empty.
 */
export function SectionWeightBar({ sections }: { sections: readonly SectionDraft[] }) {
  const { t } = useStaffMessages();
  const captionId = useId();
  const weights = sections.map((section) => Math.max(section.weight ?? 0, 0));
  const total = roundTotal(weights.reduce((sum, weight) => sum + weight, 0));
  const scale = Math.max(total, 100);
  return (
    <figure className="weight-bar-figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className="weight-bar-caption">
        {t(messages.weightBar)}
      </figcaption>
      <div className="weight-bar" aria-hidden="true">
        {sections.map((section, index) => (
          <span
            key={section.key}
            className="weight-bar-segment"
            style={{
              width: `${(weights[index] / scale) * 100}%`,
              backgroundColor: sectionColour(index),
            }}
          />
        ))}
      </div>
      <ul className="weight-bar-legend">
        {sections.map((section, index) => (
          <li key={section.key}>
            <span
              className="weight-bar-swatch"
              style={{ backgroundColor: sectionColour(index) }}
              aria-hidden="true"
            />
            {t(messages.weightOf, {
              name: sectionName(section, index, t),
              weight: roundTotal(weights[index]),
            })}
          </li>
        ))}
      </ul>
      <p className="weight-bar-total">{t(messages.total, { total })}</p>
    </figure>
  );
}
