// @portal/web-kit/dev: development helpers. A separate entry point, so that it never becomes
// part of the shared '@portal/web-kit' singleton the shell loads for everyone.
export {
  renderStandaloneRemote,
  StandaloneRemote,
  type StandaloneRemoteOptions,
} from './standalone-remote.js';
