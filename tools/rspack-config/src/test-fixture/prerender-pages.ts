// The fixture's page module for the pre-render build: draws two routes into the built page.
// The about page carries an inline script, which the build names by hash.
export function prerenderPages(
  template: string,
): Promise<{ route: string; html: string; inlineScripts: string[] }[]> {
  const drawn = (text: string) =>
    template.replace('<div id="root"></div>', `<div id="root"><h1>${text}</h1></div>`);
  return Promise.resolve([
    { route: '/', html: drawn('Drawn at build time'), inlineScripts: [] },
    {
      route: '/about/us',
      html: drawn('About us, drawn at build time'),
      inlineScripts: ['window.aboutUs = true'],
    },
  ]);
}
