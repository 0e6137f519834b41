// `@portal/page-drawing/remote-entry`: the seam between the gateway and each remote's server
// entry, imported by both sides (and by the build that writes the entry). Types and names only:
// a remote's browser code may import it without bringing Node into its bundle.
export {
  remoteServerEntryFile,
  serverBundleFolder,
  serverEntryName,
  type PageAnswers,
  type RemoteServerEntry,
} from './remote-server-entry.js';
