// Fails clearly when npm scripts run on an older Node than the pinned one (e.g. after `npm ci --ignore-scripts`).
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `\nThis project runs on Node 24 (the "node" dev dependency), but this script runs on Node ${process.versions.node}.\n` +
      "Run `npm ci` (without --ignore-scripts) so that npm installs the pinned Node, then use npm scripts.\n",
  );
  process.exit(1);
}
