import { portalLocale } from '@portal/web-kit';

const weightFormat = new Intl.NumberFormat(portalLocale, { maximumFractionDigits: 2 });

/** A weight as people read it: "35%", "33.33%" (never 33.333333333%). */
export function formatWeight(weight: number): string {
  return `${weightFormat.format(weight)}%`;
}
