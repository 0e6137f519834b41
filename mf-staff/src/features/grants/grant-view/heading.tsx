import type { HTMLAttributes } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

/** A heading whose level follows where the view sits (a page's h2, or a preview's h3). */
export function Heading({
  level,
  ...heading
}: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return <Tag {...heading} />;
}

/** The level below `level`, never past h5 (a view is never that deep). */
export function below(level: HeadingLevel): HeadingLevel {
  return level === 5 ? 5 : ((level + 1) as HeadingLevel);
}
