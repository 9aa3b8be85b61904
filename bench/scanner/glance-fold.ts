/**
 * Decision 0067: the GS1 glance of 0063 (its own zxing call before the EAN passes: what the app runs)
 * against the glance folded into the first EAN pass (one call asking for every format: tried/, not
 * kept). Both paths read the same photos
 * in turn, photo by photo, so a burst of load on the shared machine falls on both: the real fixtures,
 * the synthetic phone photos, the misread kinds of issue 25 and the GS1 photos of bench/gs1, each
 * counted right / no read / wrong, timed from pixels in hand to the decision (wall and CPU).
 *
 *   npx tsx bench/scanner/glance-fold.ts [--photos 160] [--misread 80] [--clean 40] [--distorted 80]
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { normalizeGtin } from '@glouton/core/domain';
import { type DecodedBarcode, decodePhotoCodes } from '../../apps/web/src/features/scanner/decode/decode.js';
import { FIXTURE_FOLDERS, listFixtures } from '../../apps/web/src/features/scanner/decode/fixtures.js';
import type { RgbaImage } from '../../apps/web/src/features/scanner/decode/image.js';
import { loadDecoderInNode, readRgba } from '../../apps/web/src/features/scanner/decode/node.js';
import { drawGs1Cases, type Gs1Case } from '../../apps/web/src/features/scanner/testing/gs1/gs1-set.js';
import { renderGs1Photo } from '../../apps/web/src/features/scanner/testing/gs1/render-gs1.js';
import { drawMisreadSpecs, MISREAD_SEED } from '../../apps/web/src/features/scanner/testing/synthetic/misread-spec.js';
import {
  drawSpecs,
  HELD_OUT_SEED,
  type PhotoSpec,
  writeSyntheticSet,
} from '../../apps/web/src/features/scanner/testing/synthetic/synthetic-set.js';
import { toScanResult } from '../../apps/web/src/features/scanner/validate.js';
import { quantile } from './stats.js';
import { decodePhotoCodesFolded } from './tried/folded-photo.js';

type Path = 'glance' | 'folded';
const PATHS: Record<Path, (photo: RgbaImage) => Promise<DecodedBarcode[]>> = {
  glance: decodePhotoCodes,
  folded: decodePhotoCodesFolded,
};

/** A photo and whether a read of it is right: the GTIN for a linear code, GTIN, date, kind and lot for GS1. */
interface Case {
  name: string;
  image: () => Promise<RgbaImage>;
  isRight: (read: DecodedBarcode) => boolean;
}

interface PathFigures {
  right: number;
  none: number;
  wrong: string[];
  wall: number[];
  cpu: number[];
}

export interface SetFigures {
  label: string;
  images: number;
  paths: Record<Path, PathFigures>;
  /** Photos the two paths decided differently (a read against none, or two different reads). */
  differ: string[];
}

const sameGtin = (expected: string) => (read: DecodedBarcode) => toScanResult(read)?.code === expected;

async function measureSet(label: string, cases: Case[]): Promise<SetFigures> {
  const empty = (): PathFigures => ({ right: 0, none: 0, wrong: [], wall: [], cpu: [] });
  const figures: SetFigures = { label, images: cases.length, paths: { glance: empty(), folded: empty() }, differ: [] };
  for (const [index, photo] of cases.entries()) {
    const image = await photo.image();
    const answers: Partial<Record<Path, string>> = {};
    // Which path goes first alternates: neither always meets a cold cache or a burst of load.
    const order: Path[] = index % 2 === 0 ? ['glance', 'folded'] : ['folded', 'glance'];
    for (const path of order) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      const [first] = await PATHS[path](image);
      const own = figures.paths[path];
      own.wall.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      own.cpu.push((used.user + used.system) / 1000);
      answers[path] = first ? JSON.stringify(first) : 'none';
      if (!first) own.none += 1;
      else if (photo.isRight(first)) own.right += 1;
      else own.wrong.push(photo.name);
    }
    if (answers.glance !== answers.folded) figures.differ.push(photo.name);
  }
  return figures;
}

async function fixtureCases(): Promise<Case[]> {
  return FIXTURE_FOLDERS.flatMap((folder) =>
    listFixtures(folder).map((fixture) => {
      const expected = normalizeGtin(fixture.expected);
      if (!expected.ok) throw new Error(`${folder}/${fixture.name}: not a GTIN`);
      return {
        name: `${folder}/${fixture.name}`,
        image: () => readRgba(fixture.path),
        isRight: sameGtin(expected.gtin),
      };
    }),
  );
}

async function syntheticFigures(label: string, specs: PhotoSpec[]): Promise<SetFigures> {
  const set = await writeSyntheticSet(specs);
  try {
    const cases = set.photos.map(({ spec, path, expected }) => ({
      name: spec.id,
      image: async () => readRgba(await readFile(path)),
      isRight: sameGtin(expected),
    }));
    return await measureSet(label, cases);
  } finally {
    await set.remove();
  }
}

const gs1Cases = (cases: Gs1Case[]): Case[] =>
  cases.map((gs1) => ({
    name: gs1.id,
    image: async () => readRgba(await renderGs1Photo(gs1)),
    isRight: (read) => {
      const scan = toScanResult(read);
      const { truth } = gs1;
      return (
        scan?.code === truth.gtin &&
        scan.pack?.expiresOn === truth.expiresOn &&
        scan.pack?.dateKind === truth.dateKind &&
        scan.pack?.lot === truth.lot
      );
    },
  }));

export async function runGlanceFold({ photos = 160, misread = 80, clean = 40, distorted = 80 } = {}) {
  await loadDecoderInNode();
  return [
    await measureSet('fixtures (ean13-1, ean8-1, upca-1)', await fixtureCases()),
    await syntheticFigures(`synthetic, seed ${HELD_OUT_SEED}`, drawSpecs(HELD_OUT_SEED, photos)),
    await syntheticFigures(`misread kinds, seed ${MISREAD_SEED}`, drawMisreadSpecs(MISREAD_SEED, misread)),
    await measureSet('GS1 clean, seed 21', gs1Cases(drawGs1Cases(21, clean, { clean: true }))),
    await measureSet('GS1 distorted, seed 22', gs1Cases(drawGs1Cases(22, distorted, { clean: false }))),
  ];
}

const ms = (samples: number[], q: number) => Math.round(quantile(samples, q));

export function glanceFoldMarkdown(sets: SetFigures[]): string {
  const cell = ({ right, none, wrong }: PathFigures) => `${right} / ${none} / **${wrong.length}**`;
  const time = ({ wall, cpu }: PathFigures) => `${ms(wall, 0.5)} / ${ms(wall, 0.9)} (CPU ${ms(cpu, 0.5)})`;
  const total = (path: Path) => {
    const cpu = sets.flatMap((set) => set.paths[path].cpu);
    return cpu.reduce((sum, value) => sum + value, 0) / 1000;
  };
  return [
    '| Set | photos | 0063 glance: right / none / wrong | 0067 folded: right / none / wrong | 0063: median / p90 ms (CPU median) | 0067: median / p90 ms (CPU median) | decided differently |',
    '|---|---:|---:|---:|---|---|---|',
    ...sets.map(
      (set) =>
        `| ${set.label} | ${set.images} | ${cell(set.paths.glance)} | ${cell(set.paths.folded)} | ${time(set.paths.glance)} | ${time(set.paths.folded)} | ${set.differ.join(', ') || 'none'} |`,
    ),
    '',
    `CPU of every photo added up: 0063 ${total('glance').toFixed(1)} s, 0067 ${total('folded').toFixed(1)} s.`,
    `Wrong: 0063 ${sets.flatMap((set) => set.paths.glance.wrong).join(', ') || 'none'}; 0067 ${sets.flatMap((set) => set.paths.folded.wrong).join(', ') || 'none'}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      photos: { type: 'string' },
      misread: { type: 'string' },
      clean: { type: 'string' },
      distorted: { type: 'string' },
    },
  });
  runGlanceFold({
    photos: Number(values.photos ?? 160),
    misread: Number(values.misread ?? 80),
    clean: Number(values.clean ?? 40),
    distorted: Number(values.distorted ?? 80),
  })
    .then((sets) => console.log(glanceFoldMarkdown(sets)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
