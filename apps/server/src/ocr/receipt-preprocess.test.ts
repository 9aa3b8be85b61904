// @engine-independent: image preprocessing, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { cleanInk } from './receipt-preprocess.js';

// Characters as the receipt preparation leaves them (black on white, a text line ~44 px high), drawn
// from the bench's bold till font (bench/receipts, seed 1): `#` is ink.
const DOT_ACROSS = `
......######......
.....########.....
..##############..
.###############..
#################.
#################.
########..########
#######....#######
######......######
######......######
######......######
######......######
#######.####.#####
#######.##########
#######.##########
#################.
#################.
#######..##..#####
#######......#####
######......######
######......######
######......######
#######....#######
########..########
##################
#################.
.###############..
..##############..
...###########....
....########......`;

// The dot joined to the right side only: one hole, around a tongue.
const DOT_TONGUE = `
......#########.....
.....###########....
....#############...
...##############...
..###############...
....##############..
....#####....######.
...######....######.
..#######....######.
.########....######.
.#######..##.######.
.######..##########.
.######.###########.
.######.##########..
..#####.####.####...
..#####.###..#####..
.######......######.
.#######......###...
.########.....####..
..######.....######.
...#####.....######.
...######...#######.
..###############...
...##############...
....#############...
.....###########....
......####.####.....
.......##...##......`;

const EIGHT = `
....########.....
...##########....
...###########...
...############..
################.
###############..
######....#####..
#####.....#####..
#####.....######.
######....######.
################.
###############..
.############....
.############....
################.
################.
######....######.
#####.....######.
####......######.
####......######.
#######.....######
########....######
.#################
..################
..###############.
..##############..
....###########...
......##.#####....`;

const B = `
.###.###....###...
##################
####################
####################
####################
####################
########...#.#######
#######.......######
#######.......######
#######.......######
######.......#######
####################
####################
#################...
#################...
###################.
####################
########.....#######
#######.......#######
#######.......#######
#######........######
#######........######
#######.......#######
#######.......#######
########......#######
#####################
#####################
#####################
####################.
#################....
################.....`;

/** The art on a blank page with a margin, as the preparation's ink (1 = ink). */
function page(art: string) {
  const rows = art.trim().split('\n');
  const margin = 10;
  const width = Math.max(...rows.map((row) => row.length)) + 2 * margin;
  const height = rows.length + 2 * margin;
  const ink = new Uint8Array(width * height);
  rows.forEach((row, y) => {
    [...row].forEach((char, x) => {
      if (char === '#') ink[(y + margin) * width + x + margin] = 1;
    });
  });
  return { ink, width, height };
}

/** The blank regions not reached from the page's border: a character's holes, each with its size. */
function holes({ ink, width, height }: ReturnType<typeof page>): number[] {
  const seen = new Uint8Array(ink.length);
  const sizes: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let size = 0;
    let border = false;
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      size++;
      const x = at % width;
      const y = Math.floor(at / width);
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) border = true;
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width]) {
        if (next < 0 || next >= ink.length || ink[next] || seen[next]) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    if (!border) sizes.push(size);
  }
  return sizes;
}

/** The ink's bounding box, the outline of the character. */
function box({ ink, width }: ReturnType<typeof page>) {
  const xs: number[] = [];
  const ys: number[] = [];
  ink.forEach((value, at) => {
    if (!value) return;
    xs.push(at % width);
    ys.push(Math.floor(at / width));
  });
  return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
}

describe('a till zero with its dot run into the ring', () => {
  it('opens a zero whose dot splits its hole in two into one hole with nothing inside', () => {
    const zero = page(DOT_ACROSS);
    expect(holes(zero).filter((size) => size > 12)).toHaveLength(2);
    const outline = box(zero);
    cleanInk(zero.ink, zero.width, zero.height, 44);
    expect(holes(zero)).toHaveLength(1);
    expect(box(zero)).toEqual(outline);
  });

  it('opens a zero whose dot stands in its hole as a tongue from one side', () => {
    const zero = page(DOT_TONGUE);
    const inkBefore = zero.ink.reduce((sum, value) => sum + value, 0);
    const holeBefore = Math.max(...holes(zero));
    cleanInk(zero.ink, zero.width, zero.height, 44);
    const inkAfter = zero.ink.reduce((sum, value) => sum + value, 0);
    expect(inkAfter).toBeLessThan(inkBefore - 15);
    expect(Math.max(...holes(zero))).toBeGreaterThan(holeBefore + 15);
  });

  it('leaves an 8 and a B as they are: an 8 is pinched at its waist, a B square at its corners', () => {
    for (const art of [EIGHT, B]) {
      const glyph = page(art);
      const before = Uint8Array.from(glyph.ink);
      cleanInk(glyph.ink, glyph.width, glyph.height, 44);
      expect(glyph.ink).toEqual(before);
    }
  });
});
