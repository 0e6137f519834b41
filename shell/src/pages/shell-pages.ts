import { lazyPage, type LazyPage } from '@portal/web-kit';
import type { ComponentType } from 'react';
import { LandingPage } from './landing-page.js';

const passwordPages = () =>
  import(/* webpackChunkName: "page-reset-password" */ '../account/password-pages.js');

/**
 * The shell's own screens by route path. The landing page is part of the first download;
 * login and register (with their validation rules) arrive only when opened, which keeps
 * `/` small on a slow connection.
 */
export const shellPages: Readonly<Record<string, ComponentType | LazyPage>> = {
  '/': LandingPage,
  // Chunk names follow pageChunkName (@portal/contract): the gateway hints them in the page.
  '/login': lazyPage(
    'Login',
    () => import(/* webpackChunkName: "page-login" */ '../auth/login-page.js'),
  ),
  '/register': lazyPage(
    'Register',
    () => import(/* webpackChunkName: "page-register" */ '../auth/register-page.js'),
  ),
  '/confirm-email': lazyPage(
    'Confirm your email address',
    () => import(/* webpackChunkName: "page-confirm-email" */ '../account/confirm-email-page.js'),
  ),
  // The three pages of getting back in come in one chunk, named for the one a person opens from
  // an email as a fresh page (which the gateway hints); the other two are reached from /login or
  // once in a person's life (an invitation).
  '/forgot-password': lazyPage('Forgot your password?', passwordPages),
  '/reset-password': lazyPage('Choose a new password', passwordPages),
  '/accept-invitation': lazyPage('Set your password', passwordPages),
};

/**
 * Fetches the code of the shell's page for `path` when it comes in a chunk of its own;
 * resolves false when it could not be fetched.
 */
export async function preloadShellPage(path: string): Promise<boolean> {
  const page = shellPages[path];
  return page && 'preload' in page ? page.preload() : true;
}
