/**
 * Writes src/app/screen-index.ts: every feature's screens (`features/<feature>/screens.ts`), one line a
 * FrmName, so the registry names each screen in plain sight (the typecheck checks each line, and a
 * reader — or a script — finds which menus have a screen) while a new area writes no line by hand.
 * The web's screen-index test fails while the index is behind the features.
 *
 *   npm run screens:index
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const featuresFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'features');
export const screenIndexFile = path.join(featuresFolder, '..', 'app', 'screen-index.ts');

/** The features that declare screens, by folder, each with its FrmNames in declaration order. */
export type DeclaredScreens = Record<string, readonly string[]>;

export async function declaredScreens(): Promise<DeclaredScreens> {
  const declared: DeclaredScreens = {};
  for (const feature of fs.readdirSync(featuresFolder).sort()) {
    const file = path.join(featuresFolder, feature, 'screens.ts');
    if (!fs.existsSync(file)) continue;
    const module = (await import(file)) as { default: Record<string, unknown> };
    declared[feature] = Object.keys(module.default);
  }
  return declared;
}

/** `batch-content` → `batchContent`: the name the index imports a feature's screens under. */
const importName = (feature: string) =>
  feature.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The text of src/app/screen-index.ts for these declarations; a FrmName declared twice is refused. */
export function screenIndex(declared: DeclaredScreens): string {
  const declaredBy = new Map<string, string>();
  for (const [feature, names] of Object.entries(declared))
    for (const name of names) {
      const first = declaredBy.get(name);
      if (first) throw new Error(`Two features declare the screen ${name}: ${first} and ${feature}`);
      declaredBy.set(name, feature);
    }
  const features = Object.keys(declared);
  return [
    "// Written by `npm run screens:index` (apps/web/screen-index.ts) from each feature's screens.ts.",
    "import type { ScreenEntry } from '../lib/screenRegistry.ts';",
    ...features.map((feature) => `import ${importName(feature)} from '../features/${feature}/screens.ts';`),
    '',
    '/** Every shell screen by FrmName, with the feature that declares it (read through app/screens.ts). */',
    'export const screens = {',
    ...features.flatMap((feature) =>
      declared[feature]!.map((name) => `  ${name}: ${importName(feature)}.${name},`),
    ),
    '} satisfies Record<string, ScreenEntry>;',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = screenIndex(await declaredScreens());
  if (!fs.existsSync(screenIndexFile) || fs.readFileSync(screenIndexFile, 'utf8') !== text)
    fs.writeFileSync(screenIndexFile, text);
}
