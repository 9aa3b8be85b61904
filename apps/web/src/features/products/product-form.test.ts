import { describe, expect, it } from 'vitest';
import { bodyOf, emptyProductValues, withCategory } from './product-form';

describe('the date kind in the product form', () => {
  it('starts from the category’s default and follows it while the person has not chosen', () => {
    const values = emptyProductValues();
    expect(values.dateKind).toBe('ddm');
    const dairy = withCategory(values, '2');
    expect(dairy.dateKind).toBe('dlc');
    expect(withCategory(dairy, '3').dateKind).toBe('ddm');
    expect(bodyOf(dairy)).toMatchObject({ categoryId: 2, dateKind: 'dlc' });
  });

  it('keeps the kind the person chose when the category changes', () => {
    const chosen = { ...emptyProductValues({ categoryId: '2' }), dateKind: 'ddm' as const };
    expect(withCategory(chosen, '4').dateKind).toBe('ddm');
    const scanned = emptyProductValues({ categoryId: '5', dateKind: 'dlc' });
    expect(withCategory(scanned, '7').dateKind).toBe('dlc');
  });
});
