/**
 * Official colours of the three scores (Santé publique France for Nutri-Score, Open Food Facts for
 * NOVA and Green-Score). Text colour per grade keeps the letter readable: the letters are drawn large
 * and bold (≥ 3:1 needed), and every pair here is ≥ 4:1 anyway.
 */
export interface ScoreColour {
  background: string;
  color: string;
}

const WHITE = '#ffffff';
const INK = '#012a36';

export const NUTRISCORE_COLOURS: Record<'a' | 'b' | 'c' | 'd' | 'e', ScoreColour> = {
  a: { background: '#038141', color: WHITE },
  b: { background: '#85BB2F', color: INK },
  c: { background: '#FECB02', color: INK },
  d: { background: '#EE8100', color: INK },
  e: { background: '#E63E11', color: WHITE },
};

export const NOVA_COLOURS: Record<1 | 2 | 3 | 4, ScoreColour> = {
  1: { background: '#00AA00', color: INK },
  2: { background: '#FFCC00', color: INK },
  3: { background: '#FF6600', color: INK },
  4: { background: '#FF0000', color: WHITE },
};

export const GREENSCORE_COLOURS: Record<'a-plus' | 'a' | 'b' | 'c' | 'd' | 'e' | 'f', ScoreColour> = {
  'a-plus': { background: '#00643C', color: WHITE },
  a: { background: '#1E8F4E', color: WHITE },
  b: { background: '#60AC0E', color: INK },
  c: { background: '#EEAE0E', color: INK },
  d: { background: '#FF6F1E', color: INK },
  e: { background: '#DF1F1F', color: WHITE },
  f: { background: '#9C0F0F', color: WHITE },
};
