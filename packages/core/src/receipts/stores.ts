/** The French chains whose receipts Glouton reads, as their headers print them → the name shown. */
const CHAINS: [RegExp, string][] = [
  [/\bCARREFOUR\s+(MARKET|CITY|EXPRESS|CONTACT)\b/, 'Carrefour $1'],
  [/\bCARREFOUR\b/, 'Carrefour'],
  [/\bE\s?\.?\s?LECLERC\b|\bLECLERC\b/, 'E.Leclerc'],
  [/\bINTERMARCH[EÉ]\b/, 'Intermarché'],
  [/\bAUCHAN\b/, 'Auchan'],
  [/\bLIDL\b/, 'Lidl'],
  [/\bMONOPRIX\b|\bMONOP'/, 'Monoprix'],
  [/\b(SUPER|HYPER)\s?U\b|\bU\s+EXPRESS\b|\bMARCH[EÉ]\s+U\b|\bSYSTEME\s+U\b/, 'Super U'],
  [/\bFRANPRIX\b/, 'Franprix'],
  [/\bCASINO\b/, 'Casino'],
  [/\bALDI\b/, 'Aldi'],
  [/\bNETTO\b/, 'Netto'],
  [/\bCORA\b/, 'Cora'],
  [/\bBIOCOOP\b/, 'Biocoop'],
  [/\bPICARD\b/, 'Picard'],
  [/\bGRAND\s+FRAIS\b/, 'Grand Frais'],
];

const titleCase = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** The chain a receipt's header names, from its first lines; null when none is known. */
export function storeOf(lines: readonly string[]): string | null {
  for (const line of lines.slice(0, 10)) {
    const upper = line.toUpperCase();
    for (const [pattern, name] of CHAINS) {
      const match = pattern.exec(upper);
      if (match) return name.replace('$1', titleCase(match[1] ?? ''));
    }
  }
  return null;
}
