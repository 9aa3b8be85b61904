/**
 * EAN-13, UPC-A, EAN-8 and UPC-E as bars (GS1 General Specifications, 5.2.1): the modules of a code,
 * '1' for a dark module, '0' for a light one, without quiet zones. Only the synthetic photos use it:
 * drawing the bars ourselves keeps the generated set independent of the decoder under test.
 */
import { expandUpcE, gs1CheckDigit } from '@glouton/core/domain';

export type SyntheticFormat = 'EAN-13' | 'UPC-A' | 'EAN-8' | 'UPC-E';

/** Number set A (odd parity) for 0–9; set C (right half) is its complement, set B its mirror. */
const SET_A = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const setC = (digit: number) => [...(SET_A[digit] as string)].map((bit) => (bit === '1' ? '0' : '1')).join('');
const setB = (digit: number) => [...setC(digit)].reverse().join('');

/** EAN-13: the first digit is not drawn, it sets which of the left six digits use set B ('B'). */
const EAN13_PARITY = [
  'AAAAAA',
  'AABABB',
  'AABBAB',
  'AABBBA',
  'ABAABB',
  'ABBAAB',
  'ABBBAA',
  'ABABAB',
  'ABABBA',
  'ABBABA',
];
/** UPC-E, number system 0: the check digit sets the parities ('B' = even). Number system 1 swaps them. */
const UPCE_PARITY = [
  'BBBAAA',
  'BBABAA',
  'BBAABA',
  'BBAAAB',
  'BABBAA',
  'BAABBA',
  'BAAABB',
  'BABABA',
  'BABAAB',
  'BAABAB',
];

const digitsOf = (code: string) => [...code].map(Number);
const left = (digit: number, parity: string | undefined) => (parity === 'B' ? setB(digit) : (SET_A[digit] as string));

/** The modules of `code` (with its check digit): 13 digits (EAN-13, or UPC-A with a leading 0), 12 (UPC-A), 8 (EAN-8 or UPC-E). */
export function eanModules(code: string, format: SyntheticFormat): string {
  if (format === 'UPC-E') return upcEModules(code);
  const digits = digitsOf(format === 'UPC-A' && code.length === 12 ? `0${code}` : code);
  if (format === 'EAN-8') {
    const [l, r] = [digits.slice(0, 4), digits.slice(4)];
    return `101${l.map((d) => left(d, 'A')).join('')}01010${r.map(setC).join('')}101`;
  }
  const parity = EAN13_PARITY[digits[0] as number] as string;
  const l = digits.slice(1, 7).map((d, i) => left(d, parity[i]));
  return `101${l.join('')}01010${digits.slice(7).map(setC).join('')}101`;
}

function upcEModules(code: string): string {
  const digits = digitsOf(code);
  const pattern = UPCE_PARITY[digits[7] as number] as string;
  const parity = digits[0] === 0 ? pattern : [...pattern].map((p) => (p === 'A' ? 'B' : 'A')).join('');
  return `101${digits
    .slice(1, 7)
    .map((d, i) => left(d, parity[i]))
    .join('')}010101`;
}

/** A valid code of `format` from a random source in [0, 1): the digits, check digit included. */
export function randomCode(format: SyntheticFormat, random: () => number): string {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const withCheck = (body: string) => `${body}${gs1CheckDigit(body)}`;
  switch (format) {
    case 'EAN-13': {
      // 1–9 first: a leading 0 is a UPC-A; 2 is in-store (still a valid read, kept for variety).
      return withCheck(`${1 + Math.floor(random() * 9)}${digits(11)}`);
    }
    case 'UPC-A':
      return withCheck(digits(11));
    case 'EAN-8':
      return withCheck(`${1 + Math.floor(random() * 9)}${digits(6)}`);
    case 'UPC-E': {
      const six = digits(6);
      const expanded = expandUpcE(`0${six}`);
      if (!expanded) throw new Error(`no UPC-E for ${six}`);
      return `0${six}${expanded.at(-1)}`;
    }
  }
}

/** Width in modules: the code, plus the quiet zones GS1 asks for on each side. */
export const QUIET_ZONE: Record<SyntheticFormat, { left: number; right: number }> = {
  'EAN-13': { left: 11, right: 7 },
  'UPC-A': { left: 9, right: 9 },
  'EAN-8': { left: 7, right: 7 },
  'UPC-E': { left: 9, right: 7 },
};
