import { fileURLToPath } from 'node:url';

/**
 * The import aliases of the tree's top folders (docs/architecture.md), for Vite and
 * Vitest; tsconfig.base.json `paths` names the same four for tsc, tsx and ESLint.
 */
export const IMPORT_ALIASES = ['domain', 'server', 'src', 'tests'].map((folder) => ({
  find: new RegExp(`^@${folder}/`),
  replacement: fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
}));
