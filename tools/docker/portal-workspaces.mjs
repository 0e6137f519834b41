// Used by services/Dockerfile and gateway/Dockerfile before any dependency is installed, hence
// plain JavaScript run by node: lists the workspaces from the root package.json, copies their
// manifests, and prunes them to the one workspace an image runs (and the @portal/* libraries it
// depends on), so that `npm ci --omit=dev` installs only that workspace's production dependencies.
import fs from 'node:fs';
import path from 'node:path';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

/** The workspace folders named by the root package.json ("libs/*" or "gateway"), relative to `root`. */
function workspaceFolders(root) {
  const patterns = readJson(path.join(root, 'package.json')).workspaces ?? [];
  return patterns
    .flatMap((pattern) => {
      if (!pattern.includes('*')) return [pattern];
      const parent = pattern.slice(0, -2);
      if (!pattern.endsWith('/*') || parent.includes('*'))
        throw new Error(`unsupported workspace pattern "${pattern}"`);
      if (!fs.existsSync(path.join(root, parent))) return [];
      return fs
        .readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`);
    })
    .filter((folder) => fs.existsSync(path.join(root, folder, 'package.json')));
}

const [command, ...args] = process.argv.slice(2);
if (command === 'manifests') {
  // manifests <repository> <out>: root package.json, lock file, .npmrc, every workspace's package.json.
  const [root, out] = args;
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    if (fs.existsSync(path.join(root, file)))
      fs.cpSync(path.join(root, file), path.join(out, file));
  }
  if (!fs.existsSync(path.join(out, 'package-lock.json')))
    throw new Error('package-lock.json is missing from the build context');
  for (const folder of workspaceFolders(root)) {
    fs.cpSync(path.join(root, folder, 'package.json'), path.join(out, folder, 'package.json'));
  }
} else if (command === 'prune') {
  // prune <workspace folder> <out> <list file>, run in a folder holding the manifests: keeps that workspace
  // and the workspaces it depends on (dependencies, optional and peer), drops every devDependency, and
  // writes the kept folders (the target first) to <list file>.
  const [target, out, listFile] = args;
  const folders = workspaceFolders('.');
  if (!folders.includes(target))
    throw new Error(`"${target}" is not a workspace (${folders.join(', ')})`);
  const folderOf = new Map(
    folders.map((folder) => [readJson(`${folder}/package.json`).name, folder]),
  );
  const kept = [];
  const queue = [target];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (kept.includes(folder)) continue;
    kept.push(folder);
    const manifest = readJson(`${folder}/package.json`);
    const names = Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
      ...manifest.peerDependencies,
    });
    for (const name of names) if (folderOf.has(name)) queue.push(folderOf.get(name));
  }
  const { devDependencies: _rootDev, scripts: _rootScripts, ...root } = readJson('package.json');
  writeJson(path.join(out, 'package.json'), { ...root, workspaces: kept });
  for (const folder of kept) {
    const { devDependencies: _dev, ...manifest } = readJson(`${folder}/package.json`);
    writeJson(path.join(out, folder, 'package.json'), manifest);
  }
  for (const file of ['package-lock.json', '.npmrc'])
    if (fs.existsSync(file)) fs.cpSync(file, path.join(out, file));
  fs.writeFileSync(listFile, `${kept.join('\n')}\n`);
  console.log(`${target} needs: ${kept.join(', ')}`);
} else {
  throw new Error(
    `usage: portal-workspaces.mjs manifests <repository> <out> | prune <folder> <out> <list file>`,
  );
}
