import { lazyPage } from '@portal/web-kit';
import type { ComponentType } from 'react';
import { LandingPage } from './landing-page.js';

/**
 * The shell's own screens by route path. The landing page is part of the first download;
 * login and register (with their validation rules) arrive only when opened, which keeps
 * `/` small on a slow connection.
 */
export const shellPages: Readonly<Record<string, ComponentType>> = {
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
};
