// The blog runs on Node.js 24 (LTS). Below 22 its SQLite driver (better-sqlite3 13, Node-API) crashes the
// process, so the entry points stop first with a French message that says how to get Node.js 24.
export function requireSupportedNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return;
  const howTo =
    'Installez Node.js 24 (LTS), par exemple depuis le registre npm : ' +
    '`npm install --prefix "$HOME/.node24" node@24` puis `export PATH="$HOME/.node24/node_modules/node/bin:$PATH"`, ' +
    'et relancez `npm install`.';
  if (major < 22) {
    console.error(`Node.js ${process.versions.node} n'est pas pris en charge : le blog demande Node.js 24. ${howTo}`);
    process.exit(1);
  }
  console.warn(`Attention : le blog est testé sous Node.js 24 (LTS), pas sous ${process.versions.node}. ${howTo}`);
}
