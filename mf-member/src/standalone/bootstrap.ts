import { renderStandaloneRemote } from '@portal/web-kit/dev';
import pages from '../routes.js';

renderStandaloneRemote({ remoteName: 'mf-member', pages });
