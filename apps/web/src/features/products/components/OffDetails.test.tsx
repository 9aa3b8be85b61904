import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookup } from '../../../test/fixtures';
import { OffDetails } from './OffDetails';

function labelsShown(labels: string[]): string[] {
  const off = { ...lookup().off, labels };
  render(<OffDetails off={off} barcode="3017620422003" />);
  const list = screen.getByRole('heading', { level: 3, name: 'Labels' }).nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('the labels Open Food Facts gives a product', () => {
  it('are named in French, as printed on French packs', () => {
    expect(
      labelsShown([
        'en:organic',
        'en:eu-organic',
        'fr:ab-agriculture-biologique',
        'en:fair-trade',
        'fr:label-rouge',
        'en:pdo',
        'en:pgi',
        'en:vegetarian',
        'en:vegan',
        'en:no-gluten',
        'en:no-palm-oil',
        'en:made-in-france',
        'en:sustainable-seafood-msc',
        'en:responsible-aquaculture-asc',
      ]),
    ).toEqual([
      'Bio',
      'Bio européen',
      'AB Agriculture Biologique',
      'Commerce équitable',
      'Label Rouge',
      'AOP',
      'IGP',
      'Végétarien',
      'Végan',
      'Sans gluten',
      'Sans huile de palme',
      'Fabriqué en France',
      'Pêche durable MSC',
      'Aquaculture responsable ASC',
    ]);
  });

  it('shows one chip for two tags of the same name', () => {
    expect(labelsShown(['en:no-gluten', 'en:gluten-free', 'en:vegan'])).toEqual(['Sans gluten', 'Végan']);
  });

  it('shows an unknown tag readable, its acronyms in capitals', () => {
    expect(labelsShown(['fr:igp-jambon-de-bayonne', 'en:some-new-label', 'fr:hve-niveau-3'])).toEqual([
      'IGP jambon de bayonne',
      'Some new label',
      'HVE niveau 3',
    ]);
  });
});
