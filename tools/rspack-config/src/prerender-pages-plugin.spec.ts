import { pageFileName } from './prerender-pages-plugin.js';

describe('the files the pre-render build writes', () => {
  it('names each page after its route, a path parameter by its name', () => {
    expect(pageFileName('/')).toBe('index.html');
    expect(pageFileName('/login')).toBe('login.html');
    expect(pageFileName('/user-dashboard')).toBe('user-dashboard.html');
    expect(pageFileName('/apply-grant/:id')).toBe('apply-grant-id.html');
  });
});
