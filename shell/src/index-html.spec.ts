import { readFileSync } from 'node:fs';

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe("the portal's page without JavaScript", () => {
  it('says what is needed in English and in French, the French marked as French', () => {
    const noscript = /<noscript>(.*)<\/noscript>/s.exec(indexHtml)?.[1] ?? '';
    const text = (html: string) => html.replace(/\s+/g, ' ').trim();
    expect(text(noscript)).toContain(
      'This portal needs JavaScript. Please turn it on in your browser and reload the page.',
    );
    expect(text(/<p class="page" lang="fr-CA">(.*?)<\/p>/s.exec(noscript)?.[1] ?? '')).toBe(
      'Ce portail a besoin de JavaScript. Veuillez l’activer dans votre navigateur, puis recharger la page.',
    );
  });
});
