#!/usr/bin/env node
// The registry this project is built against serves only the platform packages of the machines
// it runs on (linux x64): `npm install` skips the missing optional platform binaries
// (e.g. @tailwindcss/oxide-darwin-arm64) but still lists them under their parent's
// optionalDependencies in package-lock.json, and `npm ci` then refuses the lock ("Missing: …").
// This removes, from every lock entry, the optional dependencies the lock holds no package for.
// Run it after `npm install` changes the lock: node scripts/prune-lock-optionals.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const installed = new Set(
  Object.keys(lock.packages).map((key) => key.split('node_modules/').pop()),
);
let pruned = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!installed.has(name)) {
      delete entry.optionalDependencies[name];
      pruned += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${pruned} dépendance(s) optionnelle(s) absente(s) retirée(s) de package-lock.json`);
